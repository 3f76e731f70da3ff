import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CONTRACT_PERIODS,
  CONTRACT_TYPES,
  CONTRACT_GAME_KINDS,
  acceptContractOffer,
  checkContractTiers,
  contractAnswerChoices,
  isContractGameKind,
  isContractOfferStatus,
  contractOfferTransition,
  contractPeriodRange,
  nextRealtimeSettlement,
  type ContractOfferActor,
  type ContractPeriod,
  type ContractTierNumbers,
  type ContractType,
} from '@atrium/domain/contracts';
import { formatIsoDate } from '@atrium/domain/format';
import { calendarDateAt } from '@atrium/domain/validation';
import { ok, refuse } from '../envelope';
import { isResponse, readJson, requireAccount } from '../http';
import { seedContracts, type DemoContract } from '../seed/contracts';
import {
  dailyTiers,
  dividendTiers,
  hourlyTiers,
  realtimeTiers,
  seedContractOffers,
  type DemoOffer,
  type DemoOfferTier,
} from '../seed/contractOffers';
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
  /** Offers waiting for (or given) the downline's answer in the contract popup. */
  readonly offers: DemoOffer[];
  serial: number;
}

function areaOf(platform: DemoPlatform): ContractsArea {
  return platform.area<ContractsArea>('contracts', () => ({
    contracts: seedContracts(platform.now()),
    offers: seedContractOffers(platform.now()),
    serial: 0,
  }));
}

/**
 * The contracts of the platform in every state, as they stand (read-only use: the settlement engine pays by them,
 * handlers/agentSettlement.ts). The rules that change them stay in this module.
 */
export function demoContracts(platform: DemoPlatform): readonly DemoContract[] {
  return areaOf(platform).contracts;
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
    tiers: c.tiers ?? [],
    request: null,
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

// ─── The upline's offers, changes and termination requests (answered in the downline's contract popup) ──────

/**
 * An offer as a row of the contract lists: waiting (pending) or turned down (rejected: a new offer or a change
 * answered R, a termination request answered A, which keeps the contract). One taken up shows as the contract it
 * made or ended instead (null).
 */
function offerRowState(o: DemoOffer): 'pending' | 'rejected' | null {
  if (o.answer === null) return 'pending';
  const turnedDown = o.status === 'V' ? o.answer === 'A' : o.answer === 'R';
  return turnedDown ? 'rejected' : null;
}

function offerRowWire(platform: DemoPlatform, me: DemoAccount, o: DemoOffer) {
  const state = offerRowState(o) ?? 'pending';
  return {
    contractId: o.id,
    role: o.uplineId === me.id ? 'UPLINE' : 'DOWNLINE',
    uplineId: o.uplineId,
    uplineName: platform.accountById(o.uplineId)?.nickname ?? o.uplineId,
    downlineId: o.downlineId,
    downlineName: platform.accountById(o.downlineId)?.nickname ?? o.downlineId,
    status: WIRE_STATE[state],
    rate: offerRate(o),
    period: o.period,
    createdTime: o.createdTime,
    updatedTime: null,
    tiers: o.tiers,
    request: o.status,
  };
}

const TIER_NUMBER_FIELDS = [
  'minimumBet',
  'netLoss',
  'betVolume',
  'betAmount',
  'activeMember',
  'contractRate',
  'rate',
  'winRate',
  'lossRate',
] as const;

/** The tiers as sent, kept to the known terms; null when they are not a list of objects with a known game kind. */
function readTiers(raw: unknown): ContractTierNumbers[] | null {
  if (!Array.isArray(raw)) return null;
  const tiers: ContractTierNumbers[] = [];
  for (const row of raw as unknown[]) {
    if (typeof row !== 'object' || row === null) return null;
    const r = row as Record<string, unknown>;
    if (!isContractGameKind(r.gameType)) return null;
    const tier: Record<string, unknown> = { gameType: r.gameType };
    if (r.rateType === 'P' || r.rateType === 'F') tier.rateType = r.rateType;
    for (const field of TIER_NUMBER_FIELDS) {
      if (r[field] === undefined || r[field] === null) continue;
      if (typeof r[field] !== 'number') return null;
      tier[field] = r[field];
    }
    tiers.push(tier as ContractTierNumbers);
  }
  return tiers;
}

/** The rate the offering agent itself holds for this type from its own upline: the ceiling of what it offers. */
function ownRate(area: ContractsArea, me: DemoAccount, type: ContractType): number | null {
  const held = area.contracts.find((c) => c.type === type && c.downlineId === me.id && c.state === 'accepted');
  return held ? held.rate : null;
}

/** Whether a question to this downline about this type already waits for its answer. */
function questionWaiting(area: ContractsArea, me: DemoAccount, downlineId: string, type: ContractType): boolean {
  return (
    area.offers.some(
      (o) => o.type === type && o.uplineId === me.id && o.downlineId === downlineId && o.answer === null,
    ) ||
    area.contracts.some(
      (c) => c.type === type && c.uplineId === me.id && c.downlineId === downlineId && c.state === 'pending',
    )
  );
}

/**
 * New terms from the upline: a DemoOffer with status P (a new offer) or E (a change to the contract `held`), one per
 * game kind for a dividend (its answer names the game kind), one with every tier for a salary.
 */
function pushOffers(
  platform: DemoPlatform,
  area: ContractsArea,
  me: DemoAccount,
  downlineId: string,
  type: ContractType,
  body: Record<string, unknown>,
  held: DemoContract | null,
) {
  const tiers = readTiers(body.tiers);
  if (!tiers) return refuse(400, 'field.format', 'tiers: a list of tiers, each with a game kind and numbers');
  const period = (CONTRACT_PERIODS as readonly unknown[]).includes(body.period)
    ? (body.period as ContractPeriod)
    : null;
  const issues = checkContractTiers(type, period, tiers, ownRate(area, me, type));
  if (issues[0]) return refuse(400, 'field.format', `${issues[0].path}: ${issues[0].error}`);
  const kinds = type === 'dividend' ? CONTRACT_GAME_KINDS.filter((k) => tiers.some((t) => t.gameType === k)) : [null];
  const created: DemoOffer[] = kinds.map((gameKind) => {
    area.serial += 1;
    return {
      id: `of-${type}-${area.serial}`,
      type,
      uplineId: me.id,
      downlineId,
      status: held ? 'E' : 'P',
      gameKind,
      period: type === 'dividend' ? period : null,
      tiers: gameKind ? tiers.filter((t) => t.gameType === gameKind) : tiers,
      contractId: held?.id ?? null,
      createdTime: platform.now(),
      answer: null,
    };
  });
  area.offers.push(...created);
  return ok({ contract: offerRowWire(platform, me, created[0]!), autoTerminated: [] });
}

/** `{action: 'offer', downlineId, period?, tiers}`: a new offer to a direct downline that holds none of this type. */
function offerTiers(
  platform: DemoPlatform,
  area: ContractsArea,
  me: DemoAccount,
  type: ContractType,
  body: Record<string, unknown>,
) {
  if (!AGENT_TYPES.includes(me.type)) return notAllowed('Only agents offer contracts');
  const downline = typeof body.downlineId === 'string' ? platform.accountById(body.downlineId) : null;
  if (!downline || downline.parentId !== me.id) return notAllowed('Not one of your direct downlines');
  if (questionWaiting(area, me, downline.id, type)) {
    return notAllowed('An offer to this downline is already waiting for an answer');
  }
  const held = area.contracts.some(
    (c) => c.type === type && c.uplineId === me.id && c.downlineId === downline.id && c.state === 'accepted',
  );
  if (held) return notAllowed('This downline holds such a contract: change it instead');
  return pushOffers(platform, area, me, downline.id, type, body, null);
}

/**
 * `{action: 'edit', contractId, period?, tiers}` new terms for a contract in force (status E), or
 * `{action: 'requestTerminate', contractId}` asking the downline to end it (status V, its terms unchanged).
 */
function requestChange(
  platform: DemoPlatform,
  area: ContractsArea,
  me: DemoAccount,
  type: ContractType,
  action: 'edit' | 'requestTerminate',
  body: Record<string, unknown>,
) {
  if (!AGENT_TYPES.includes(me.type)) return notAllowed('Only agents change contracts');
  const held = area.contracts.find((c) => c.type === type && c.id === body.contractId);
  if (!held || held.uplineId !== me.id) return notAllowed('Not a contract you give');
  if (held.state !== 'accepted') return notAllowed('contractNotActive');
  if (questionWaiting(area, me, held.downlineId, type)) {
    return notAllowed('A question to this downline is already waiting for an answer');
  }
  if (action === 'edit') return pushOffers(platform, area, me, held.downlineId, type, body, held);
  area.serial += 1;
  const request: DemoOffer = {
    id: `of-${type}-${area.serial}`,
    type,
    uplineId: me.id,
    downlineId: held.downlineId,
    status: 'V',
    gameKind: type === 'dividend' ? (held.gameKind ?? 'LIVE') : null,
    period: held.period,
    tiers: held.tiers ?? [],
    contractId: held.id,
    createdTime: platform.now(),
    answer: null,
  };
  area.offers.push(request);
  return ok({ contract: offerRowWire(platform, me, request), autoTerminated: [] });
}

// ─── Offers answered in the contract popup ──────────────────────────────────────────────────────────────────

/** The consolidated call's list field of each type. */
export const DEMO_OFFER_FIELDS: Readonly<Record<ContractType, string>> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};

/** The rate an offer is compared by: its best percent (a fixed-amount salary tier has no rate to compare). */
function offerRate(offer: DemoOffer): number {
  const rates = offer.tiers.flatMap((t) => {
    if (t.contractRate !== undefined) return [t.contractRate];
    if (t.winRate !== undefined || t.lossRate !== undefined) return [Math.max(t.winRate ?? 0, t.lossRate ?? 0)];
    if (t.rate !== undefined && t.rateType?.toUpperCase() === 'P') return [t.rate];
    return [];
  });
  return rates.length ? Math.max(...rates) : 0;
}

/**
 * §4 "Accepting a contract with a higher rate than a downline's terminates the downline's contract": the contracts
 * of that type the offeree pays its own downlines at a rate above the offered one.
 */
function higherRateContracts(area: ContractsArea, offer: DemoOffer): DemoContract[] {
  if (offer.status === 'V') return [];
  const rate = offerRate(offer);
  return area.contracts.filter(
    (c) => c.uplineId === offer.downlineId && c.type === offer.type && c.state === 'accepted' && c.rate > rate,
  );
}

function offerWire(platform: DemoPlatform, area: ContractsArea, offer: DemoOffer) {
  const common = {
    status: offer.status,
    uplineName: platform.accountById(offer.uplineId)?.nickname ?? offer.uplineId,
    downlineHigherRate: higherRateContracts(area, offer).length > 0 ? 'Y' : 'N',
    createdTime: offer.createdTime,
  };
  switch (offer.type) {
    case 'dividend':
      return { ...common, type: offer.gameKind, period: offer.period, tiers: offer.tiers };
    case 'hourlySalary':
      return { ...common, contractId: offer.id, tiers: offer.tiers };
    default:
      return { ...common, id: offer.id, tiers: offer.tiers };
  }
}

/**
 * The offers waiting for this account's answer, as the consolidated call carries them: a list per type, present
 * only when not empty (the call's flags stand otherwise).
 */
export function demoPendingOfferFields(platform: DemoPlatform, account: DemoAccount): Record<string, unknown[]> {
  const area = areaOf(platform);
  const fields: Record<string, unknown[]> = {};
  for (const offer of area.offers) {
    if (offer.downlineId !== account.id || offer.answer !== null) continue;
    const field = DEMO_OFFER_FIELDS[offer.type];
    (fields[field] ??= []).push(offerWire(platform, area, offer));
  }
  return fields;
}

function endState(type: ContractType) {
  return type === 'dividend' ? ('terminated' as const) : ('ended' as const);
}

/** The four calls' answer: `status` A, R or C to the offer named by game kind (dividend) or id. */
function answer(platform: DemoPlatform, me: DemoAccount, type: ContractType, params: Record<string, unknown>) {
  const area = areaOf(platform);
  const ref = type === 'dividend' ? params.type : type === 'hourlySalary' ? params.contractId : params.id;
  const offer = area.offers.find(
    (o) =>
      o.type === type &&
      o.downlineId === me.id &&
      o.answer === null &&
      String(type === 'dividend' ? o.gameKind : o.id) === String(ref),
  );
  if (!offer) return notAllowed('No offer waits for this answer');
  const code = params.status;
  const choice = contractAnswerChoices(offer.status).find((c) => c.sends === code);
  if (!choice) return refuse(400, 'request_param_err', 'This answer does not fit the offer');
  const now = platform.now();
  const terminated: string[] = [];
  const end = (c: DemoContract) => {
    c.state = endState(c.type);
    c.updatedTime = now;
    terminated.push(c.id);
  };
  const first = offer.tiers[0];
  const terms = {
    rate: offerRate(offer),
    period: offer.period,
    validBetCents: Math.round((first?.minimumBet ?? 0) * 100),
    profitLossCents: Math.round((first?.netLoss ?? 0) * 100),
    activeMembers: first?.activeMember ?? 0,
    betAmountCents: Math.round((first?.betVolume ?? first?.betAmount ?? 0) * 100),
    tiers: offer.tiers,
    gameKind: offer.gameKind,
  };
  // New terms (E) for a contract in force change that contract: the same one, still Accepted, not a new one.
  const changed =
    choice.answer === 'accept' && offer.status === 'E'
      ? area.contracts.findIndex((c) => c.id === offer.contractId && c.state === 'accepted')
      : -1;
  if (changed >= 0) {
    for (const c of higherRateContracts(area, offer)) end(c);
    const held = area.contracts[changed]!;
    area.contracts[changed] = { ...held, ...terms, updatedTime: now };
  } else if (choice.answer === 'accept') {
    for (const c of higherRateContracts(area, offer)) end(c);
    // An accepted offer replaces the contract of that type the same upline had with this account.
    // A dividend contract is per game kind: only the one of the offer's kind is replaced.
    const sameKind = (c: DemoContract) => type !== 'dividend' || !c.gameKind || c.gameKind === offer.gameKind;
    for (const c of area.contracts) {
      if (c.type === type && c.uplineId === offer.uplineId && c.downlineId === me.id && c.state === 'accepted') {
        if (sameKind(c)) end(c);
      }
    }
    area.serial += 1;
    area.contracts.push({
      id: `${type}-${area.serial}`,
      type,
      uplineId: offer.uplineId,
      downlineId: me.id,
      state: 'accepted',
      ...terms,
      createdTime: offer.createdTime,
      updatedTime: now,
    });
  }
  if (choice.answer === 'terminate') {
    const held = area.contracts.find((c) => c.id === offer.contractId && c.state === 'accepted');
    if (held) end(held);
  }
  offer.answer = choice.sends;
  return ok({ status: choice.sends, autoTerminated: terminated });
}

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
function demoOffer(platform: DemoPlatform, body: Record<string, unknown>) {
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
  const held = area.contracts.find(
    (c) =>
      c.type === contractType &&
      c.uplineId === downline.parentId &&
      c.downlineId === downline.id &&
      c.state === 'accepted',
  );
  if (status === 'V' && !held) return fail('status V: the downline holds no contract of this type from its upline');
  area.serial += 1;
  const id = `of-${contractType}-${area.serial}`;
  area.offers.push({
    id,
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
function demoState(platform: DemoPlatform, url: URL) {
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

function contractHandlers(platform: DemoPlatform, type: ContractType): HttpHandler[] {
  const path = `*/wps/relay/${DEMO_CONTRACT_RELAYS[type]}`;
  return [
    http.get(path, ({ request }) => {
      const me = requireAccount(platform, request);
      if (isResponse(me)) return me;
      if (me.type === TRIAL_TYPE) return notAllowed('Trial accounts have no contracts');
      const search = new URL(request.url).searchParams;
      // The dividend and daily answers are GETs with a status (docs/centres.md); the list is the GET without one.
      if (search.has('status') && !search.has('action')) return answer(platform, me, type, Object.fromEntries(search));
      const action = search.get('action') ?? 'list';
      if (action !== 'list') return refuse(400, 'request_param_err', 'Unknown action');
      const area = areaOf(platform);
      const mine = (x: { type: ContractType; uplineId: string; downlineId: string }) =>
        x.type === type && (x.uplineId === me.id || x.downlineId === me.id);
      const list = [
        ...area.contracts.filter(mine).map((c) => ({ at: c.createdTime, wire: toWire(platform, me, c) })),
        ...area.offers
          .filter((o) => mine(o) && offerRowState(o) !== null)
          .map((o) => ({ at: o.createdTime, wire: offerRowWire(platform, me, o) })),
      ]
        .sort((a, b) => b.at - a.at)
        .map((row) => row.wire);
      return ok({ list });
    }),
    http.post(path, async ({ request }) => {
      const me = requireAccount(platform, request);
      if (isResponse(me)) return me;
      const body = await readJson(request);
      if (isResponse(body)) return body;
      if (me.type === TRIAL_TYPE) return notAllowed('Trial accounts have no contracts');
      // The hourly and real-time answers are POSTs with a status and no action.
      if (body.action === undefined && body.status !== undefined) return answer(platform, me, type, body);
      const area = areaOf(platform);
      switch (body.action) {
        case 'offer':
          return Array.isArray(body.tiers)
            ? offerTiers(platform, area, me, type, body)
            : offer(platform, area, me, type, body);
        case 'edit':
        case 'requestTerminate':
          return requestChange(platform, area, me, type, body.action, body);
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
