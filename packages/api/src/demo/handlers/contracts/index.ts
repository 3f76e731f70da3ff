import { http, type HttpHandler } from 'msw';
import { CONTRACT_TYPES, type ContractType } from '@atrium/domain/contracts';
import { ok } from '../../envelope';
import { badParams, isResponse, readJson, readMemberBody, requireMember } from '../../http';
import type { DemoAccount } from '../../state/accounts';
import type { DemoPlatform } from '../../state/platform';
import { areaOf, offerRowState, offerRowWire, toWire } from './area';
import { answer } from './answers';
import { demoOffer, demoState } from './controls';
import { decide, offer, offerTiers, requestChange } from './upline';

/**
 * The four contract calls (spec §7 "Contracts"), one per type, each with `action`: GET `?action=list`, POST
 * `{ action: 'offer' | 'accept' | 'reject' | 'terminate' }`. The rules are the domain's: only the downline answers
 * an offer, only the upline agent offers and terminates, accepting a higher rate ends the downline's current
 * contract of that type, a lower or equal one cannot be accepted while it stands. Trial accounts are refused.
 */

export { demoContracts } from './area';
export { DEMO_OFFER_FIELDS, demoPendingOfferFields } from './answers';

/** The relay call of each type (the client's `CONTRACT_CALLS`; the server keeps its own list). */
export const DEMO_CONTRACT_RELAYS: Readonly<Record<ContractType, string>> = {
  dividend: 'MCS2_processDividendReq',
  dailySalary: 'MCS2_processDailySalContract',
  hourlySalary: 'MCS2_processContractHourSalary',
  realtimeSalary: 'MCSFE_processRealTimeSalaryContract',
};

const NO_TRIALS = 'Trial accounts have no contracts';

/** The list: the account's contracts of this type and the offers still shown as rows, newest first. */
function list(platform: DemoPlatform, me: DemoAccount, type: ContractType) {
  const area = areaOf(platform);
  const mine = (x: { type: ContractType; uplineId: string; downlineId: string }) =>
    x.type === type && (x.uplineId === me.id || x.downlineId === me.id);
  const rows = [
    ...area.contracts.filter(mine).map((c) => ({ at: c.createdTime, wire: toWire(platform, me, c) })),
    ...area.offers
      .filter((o) => mine(o) && offerRowState(o) !== null)
      .map((o) => ({ at: o.createdTime, wire: offerRowWire(platform, me, o) })),
  ];
  return ok({ list: rows.sort((a, b) => b.at - a.at).map((row) => row.wire) });
}

function contractHandlers(platform: DemoPlatform, type: ContractType): HttpHandler[] {
  const path = `*/wps/relay/${DEMO_CONTRACT_RELAYS[type]}`;
  return [
    http.get(path, ({ request }) => {
      const me = requireMember(platform, request, NO_TRIALS);
      if (isResponse(me)) return me;
      const search = new URL(request.url).searchParams;
      // The dividend and daily answers are GETs with a status (docs/centres.md); the list is the GET without one.
      if (search.has('status') && !search.has('action')) return answer(platform, me, type, Object.fromEntries(search));
      const action = search.get('action') ?? 'list';
      if (action !== 'list') return badParams('Unknown action');
      return list(platform, me, type);
    }),
    http.post(path, async ({ request }) => {
      const call = await readMemberBody(platform, request, NO_TRIALS);
      if (isResponse(call)) return call;
      const { account: me, body } = call;
      // The hourly and real-time answers are POSTs with a status and no action.
      if (body.action === undefined && body.status !== undefined) return answer(platform, me, type, body);
      const acting = { platform, area: areaOf(platform), me, type };
      switch (body.action) {
        case 'offer':
          return Array.isArray(body.tiers) ? offerTiers(acting, body) : offer(acting, body);
        case 'edit':
        case 'requestTerminate':
          return requestChange(acting, body.action, body);
        case 'accept':
        case 'reject':
        case 'terminate':
          return decide(acting, body.action, body.contractId);
        default:
          return badParams('Unknown action');
      }
    }),
  ];
}

export function contractsHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    ...CONTRACT_TYPES.flatMap((type) => contractHandlers(platform, type)),
    // Demo controls (the Node server forwards /__demo/* here): an upline's offer on demand, and the contracts held.
    http.post('*/__demo/contracts/offer', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      return demoOffer(platform, body);
    }),
    http.get('*/__demo/contracts/state', ({ request }) => demoState(platform, new URL(request.url))),
  ];
}
