import { http, type HttpHandler } from 'msw';
import {
  CONTRACT_PERIODS,
  CONTRACT_TYPES,
  acceptContractOffer,
  contractOfferTransition,
  contractPeriodRange,
  nextRealtimeSettlement,
  type ContractOfferActor,
  type ContractPeriod,
  type ContractType,
} from '@atrium/domain/contracts';
import { formatIsoDate } from '@atrium/domain/format';
import { calendarDateAt } from '@atrium/domain/validation';
import { ok, refuse } from '../envelope';
import { isResponse, readJson, requireAccount } from '../http';
import { seedContracts, type DemoContract } from '../seed/contracts';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';

/**
 * The four contract calls (spec §7 "Contracts"), one per type, each with `action`: GET `?action=list`, POST
 * `{ action: 'offer' | 'accept' | 'reject' | 'terminate' }`. The rules are the domain's: only the downline answers
 * an offer, only the upline agent offers and terminates, accepting a higher rate ends the downline's current
 * contract of that type, a lower or equal one cannot be accepted while it stands. Trial accounts are refused.
 */

const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** The relay call of each type (the client's `CONTRACT_CALLS`; the server keeps its own list). */
export const DEMO_CONTRACT_RELAYS: Readonly<Record<ContractType, string>> = {
  dividend: 'MCS2_processDividendReq',
  dailySalary: 'MCS2_processDailySalContract',
  hourlySalary: 'MCS2_processContractHourSalary',
  realtimeSalary: 'MCSFE_processRealTimeSalaryContract',
};
const TRIAL_TYPE = 4;

interface ContractsArea {
  readonly contracts: DemoContract[];
  serial: number;
}

function areaOf(platform: DemoPlatform): ContractsArea {
  return platform.area<ContractsArea>('contracts', () => ({ contracts: seedContracts(platform.now()), serial: 0 }));
}

const WIRE_STATE = {
  pending: 'PENDING',
  accepted: 'ACCEPTED',
  rejected: 'REJECTED',
  terminated: 'TERMINATED',
  ended: 'ENDED',
} as const;

function notAllowed(message: string) {
  return refuse(400, 'operation.not.allowed', message);
}

function toWire(platform: DemoPlatform, me: DemoAccount, c: DemoContract) {
  const now = platform.now();
  const active = c.state === 'accepted';
  const range = active && c.period ? contractPeriodRange(c.period, calendarDateAt(now)) : null;
  return {
    contractId: c.id,
    role: c.uplineId === me.id ? 'UPLINE' : 'DOWNLINE',
    uplineId: c.uplineId,
    uplineName: platform.accountById(c.uplineId)?.nickname ?? c.uplineId,
    downlineId: c.downlineId,
    downlineName: platform.accountById(c.downlineId)?.nickname ?? c.downlineId,
    status: WIRE_STATE[c.state],
    rate: c.rate,
    period: c.period,
    validBet: c.validBetCents / 100,
    profitLoss: c.profitLossCents / 100,
    activeMembers: c.activeMembers,
    betAmount: c.betAmountCents / 100,
    createdTime: c.createdTime,
    updatedTime: c.updatedTime,
    periodStart: range ? formatIsoDate(range.start) : null,
    periodEnd: range ? formatIsoDate(range.end) : null,
    nextSettlementTime: active && c.type === 'realtimeSalary' ? nextRealtimeSettlement(now) : null,
  };
}

function nonNegative(value: unknown): number | null {
  if (value === undefined || value === null) return 0;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function offer(
  platform: DemoPlatform,
  area: ContractsArea,
  me: DemoAccount,
  type: ContractType,
  body: Record<string, unknown>,
) {
  if (!AGENT_TYPES.includes(me.type)) return notAllowed('Only agents offer contracts');
  const downline = typeof body.downlineId === 'string' ? platform.accountById(body.downlineId) : null;
  if (!downline || downline.parentId !== me.id) return notAllowed('Not one of your direct downlines');
  const { rate } = body;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate > 100) {
    return refuse(400, 'field.format', 'The rate must be above 0 and at most 100');
  }
  const period = (CONTRACT_PERIODS as readonly unknown[]).includes(body.period)
    ? (body.period as ContractPeriod)
    : null;
  if (type === 'dividend' && !period) return refuse(400, 'field.format', 'A dividend contract needs a period');
  const terms = [body.validBet, body.profitLoss, body.activeMembers, body.betAmount].map(nonNegative);
  if (terms.some((t) => t === null)) return refuse(400, 'field.format', 'Terms must be zero or more');
  const [validBet = 0, profitLoss = 0, activeMembers = 0, betAmount = 0] = terms as number[];
  const open = area.contracts.some((c) => c.type === type && c.downlineId === downline.id && c.state === 'pending');
  if (open) return notAllowed('An offer to this downline is already waiting for an answer');
  area.serial += 1;
  const contract: DemoContract = {
    id: `${type}-${area.serial}`,
    type,
    uplineId: me.id,
    downlineId: downline.id,
    state: 'pending',
    rate,
    period: type === 'dividend' ? period : null,
    validBetCents: Math.round(validBet * 100),
    profitLossCents: Math.round(profitLoss * 100),
    activeMembers: Math.floor(activeMembers),
    betAmountCents: Math.round(betAmount * 100),
    createdTime: platform.now(),
    updatedTime: null,
  };
  area.contracts.push(contract);
  return ok({ contract: toWire(platform, me, contract), autoTerminated: [] });
}

function decide(
  platform: DemoPlatform,
  area: ContractsArea,
  me: DemoAccount,
  type: ContractType,
  action: 'accept' | 'reject' | 'terminate',
  contractId: unknown,
) {
  const contract = area.contracts.find((c) => c.type === type && c.id === contractId);
  if (!contract) return notAllowed('No such contract');
  const actor: ContractOfferActor | null =
    contract.downlineId === me.id ? 'downline' : contract.uplineId === me.id ? 'upline' : null;
  if (!actor) return notAllowed('Not your contract');
  if (action === 'terminate' && !AGENT_TYPES.includes(me.type)) return notAllowed('Only agents terminate contracts');
  const transition = contractOfferTransition(type, contract.state, action, actor);
  if (!transition.ok) return notAllowed(transition.error);
  const now = platform.now();
  const autoTerminated: string[] = [];
  if (action === 'accept') {
    const outcome = acceptContractOffer(contract, area.contracts);
    if (!outcome.ok) return notAllowed(outcome.error);
    for (const ended of outcome.autoTerminated) {
      const other = area.contracts.find((c) => c.id === ended.id);
      if (!other) continue;
      other.state = ended.state;
      other.updatedTime = now;
      autoTerminated.push(other.id);
    }
  }
  contract.state = transition.state;
  contract.updatedTime = now;
  return ok({ contract: toWire(platform, me, contract), autoTerminated });
}

function contractHandlers(platform: DemoPlatform, type: ContractType): HttpHandler[] {
  const path = `*/wps/relay/${DEMO_CONTRACT_RELAYS[type]}`;
  return [
    http.get(path, ({ request }) => {
      const me = requireAccount(platform, request);
      if (isResponse(me)) return me;
      if (me.type === TRIAL_TYPE) return notAllowed('Trial accounts have no contracts');
      const action = new URL(request.url).searchParams.get('action') ?? 'list';
      if (action !== 'list') return refuse(400, 'request_param_err', 'Unknown action');
      const list = areaOf(platform)
        .contracts.filter((c) => c.type === type && (c.uplineId === me.id || c.downlineId === me.id))
        .sort((a, b) => b.createdTime - a.createdTime)
        .map((c) => toWire(platform, me, c));
      return ok({ list });
    }),
    http.post(path, async ({ request }) => {
      const me = requireAccount(platform, request);
      if (isResponse(me)) return me;
      const body = await readJson(request);
      if (isResponse(body)) return body;
      if (me.type === TRIAL_TYPE) return notAllowed('Trial accounts have no contracts');
      const area = areaOf(platform);
      switch (body.action) {
        case 'offer':
          return offer(platform, area, me, type, body);
        case 'accept':
        case 'reject':
        case 'terminate':
          return decide(platform, area, me, type, body.action, body.contractId);
        default:
          return refuse(400, 'request_param_err', 'Unknown action');
      }
    }),
  ];
}

export function contractsHandlers(platform: DemoPlatform): HttpHandler[] {
  return CONTRACT_TYPES.flatMap((type) => contractHandlers(platform, type));
}
