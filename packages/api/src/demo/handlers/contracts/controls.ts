import { HttpResponse } from 'msw';
import { CONTRACT_TYPES, isContractGameKind, isContractOfferStatus, type ContractType } from '@atrium/domain/contracts';
import { dailyTiers, dividendTiers, hourlyTiers, realtimeTiers, type DemoOfferTier } from '../../seed/contractOffers';
import type { DemoPlatform } from '../../state/platform';
import { addOffer, areaOf, contractInForce } from './area';

/** The demo controls of the contracts (the Node server forwards /__demo/* here): an upline's offer on demand, and the contracts held. */

const TIERS_OF: Readonly<Record<ContractType, (rate: number) => DemoOfferTier[]>> = {
  dividend: (rate) => dividendTiers('LIVE', rate),
  dailySalary: dailyTiers,
  hourlySalary: hourlyTiers,
  realtimeSalary: realtimeTiers,
};

const DEFAULT_RATE: Readonly<Record<ContractType, number>> = {
  dividend: 30,
  dailySalary: 1,
  hourlySalary: 0.5,
  realtimeSalary: 0.4,
};

/**
 * Demo control `POST /__demo/contracts/offer {downline, type, status?, rate?, gameKind?}`: the named downline's
 * upline makes it an offer (status P by default; E an edited one; V asks to end the contract of that type the
 * downline holds from it). Answers `{ id }`, or 400 with the reason.
 */
export function demoOffer(platform: DemoPlatform, body: Record<string, unknown>) {
  const fail = (error: string) => HttpResponse.json({ error }, { status: 400 });
  const downline = typeof body.downline === 'string' ? platform.accountByUsername(body.downline) : null;
  if (!downline?.parentId) return fail('downline: the username of an account with an upline');
  const type = body.type;
  if (!(CONTRACT_TYPES as readonly unknown[]).includes(type)) return fail(`type: one of ${CONTRACT_TYPES.join(', ')}`);
  const contractType = type as ContractType;
  const status = body.status ?? 'P';
  if (!isContractOfferStatus(status)) return fail('status: P, E or V');
  const rate = typeof body.rate === 'number' && body.rate > 0 ? body.rate : DEFAULT_RATE[contractType];
  const gameKind = isContractGameKind(body.gameKind) ? body.gameKind : 'LIVE';
  const area = areaOf(platform);
  const held = contractInForce(area, contractType, downline.parentId, downline.id);
  if (status === 'V' && !held) return fail('status V: the downline holds no contract of this type from its upline');
  const { id } = addOffer(area, {
    type: contractType,
    uplineId: downline.parentId,
    downlineId: downline.id,
    status,
    gameKind: contractType === 'dividend' ? gameKind : null,
    period: contractType === 'dividend' ? 'W' : null,
    tiers: contractType === 'dividend' ? dividendTiers(gameKind, rate) : TIERS_OF[contractType](rate),
    contractId: status === 'V' ? (held?.id ?? null) : null,
    createdTime: platform.now(),
    answer: null,
  });
  return HttpResponse.json({ id });
}

/** Demo control `GET /__demo/contracts/state?account=<username>`: the contracts the account holds or pays. */
export function demoState(platform: DemoPlatform, url: URL) {
  const me = platform.accountByUsername(url.searchParams.get('account') ?? '');
  if (!me) return HttpResponse.json({ error: 'account: a username' }, { status: 400 });
  const area = areaOf(platform);
  return HttpResponse.json({
    contracts: area.contracts
      .filter((c) => c.uplineId === me.id || c.downlineId === me.id)
      .map((c) => ({
        id: c.id,
        type: c.type,
        upline: platform.accountById(c.uplineId)?.username ?? c.uplineId,
        downline: platform.accountById(c.downlineId)?.username ?? c.downlineId,
        state: c.state,
        rate: c.rate,
      })),
    offers: area.offers
      .filter((o) => o.downlineId === me.id)
      .map((o) => ({ id: o.id, type: o.type, status: o.status, answer: o.answer })),
  });
}
