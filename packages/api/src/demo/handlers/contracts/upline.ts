import { AGENT_ACCOUNT_TYPES } from '@atrium/domain/session';
import {
  CONTRACT_PERIODS,
  CONTRACT_GAME_KINDS,
  acceptContractOffer,
  checkContractTiers,
  isContractGameKind,
  contractOfferTransition,
  type ContractOfferActor,
  type ContractPeriod,
  type ContractTierNumbers,
  type ContractType,
} from '@atrium/domain/contracts';
import { ok, refuse } from '../../envelope';
import { isResponse, notAllowed } from '../../http';
import type { DemoContract } from '../../seed/contracts';
import type { DemoAccount } from '../../state/accounts';
import type { DemoPlatform } from '../../state/platform';
import { addOffer, contractInForce, offerRowWire, toWire, type ContractsArea } from './area';

/**
 * What the upline agent does with its downlines' contracts: offers them (a single rate, or tiers), changes them,
 * asks to end them, and the direct decisions (accept, reject, terminate) of the list's row actions.
 */

/** Who acts on which type of contract, on which platform. */
export interface ContractCall {
  readonly platform: DemoPlatform;
  readonly area: ContractsArea;
  readonly me: DemoAccount;
  readonly type: ContractType;
}

const isAgent = (account: DemoAccount) => AGENT_ACCOUNT_TYPES.includes(account.type);

/** The period sent, when it is one of the contracts' periods. */
function readPeriod(body: Record<string, unknown>): ContractPeriod | null {
  return (CONTRACT_PERIODS as readonly unknown[]).includes(body.period) ? (body.period as ContractPeriod) : null;
}

/** The direct downline an agent's offer names (`downlineId`), or the refusal. */
function offeredDownline(platform: DemoPlatform, me: DemoAccount, body: Record<string, unknown>) {
  if (!isAgent(me)) return notAllowed('Only agents offer contracts');
  const downline = typeof body.downlineId === 'string' ? platform.accountById(body.downlineId) : null;
  if (!downline || downline.parentId !== me.id) return notAllowed('Not one of your direct downlines');
  return downline;
}

function nonNegative(value: unknown): number | null {
  if (value === undefined || value === null) return 0;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** `{action: 'offer', downlineId, rate, period?, validBet?, profitLoss?, activeMembers?, betAmount?}`. */
export function offer(call: ContractCall, body: Record<string, unknown>) {
  const { platform, area, me, type } = call;
  const downline = offeredDownline(platform, me, body);
  if (isResponse(downline)) return downline;
  const { rate } = body;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate > 100) {
    return refuse(400, 'field.format', 'The rate must be above 0 and at most 100');
  }
  const period = readPeriod(body);
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

/** `{action: 'accept' | 'reject' | 'terminate', contractId}`, by the domain's transitions. */
export function decide(call: ContractCall, action: 'accept' | 'reject' | 'terminate', contractId: unknown) {
  const { platform, area, me, type } = call;
  const contract = area.contracts.find((c) => c.type === type && c.id === contractId);
  if (!contract) return notAllowed('No such contract');
  const actor: ContractOfferActor | null =
    contract.downlineId === me.id ? 'downline' : contract.uplineId === me.id ? 'upline' : null;
  if (!actor) return notAllowed('Not your contract');
  if (action === 'terminate' && !isAgent(me)) return notAllowed('Only agents terminate contracts');
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
function pushOffers(call: ContractCall, downlineId: string, body: Record<string, unknown>, held: DemoContract | null) {
  const { platform, area, me, type } = call;
  const tiers = readTiers(body.tiers);
  if (!tiers) return refuse(400, 'field.format', 'tiers: a list of tiers, each with a game kind and numbers');
  const period = readPeriod(body);
  const issues = checkContractTiers(type, period, tiers, ownRate(area, me, type));
  if (issues[0]) return refuse(400, 'field.format', `${issues[0].path}: ${issues[0].error}`);
  const kinds = type === 'dividend' ? CONTRACT_GAME_KINDS.filter((k) => tiers.some((t) => t.gameType === k)) : [null];
  const created = kinds.map((gameKind) =>
    addOffer(area, {
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
    }),
  );
  return ok({ contract: offerRowWire(platform, me, created[0]!), autoTerminated: [] });
}

/** `{action: 'offer', downlineId, period?, tiers}`: a new offer to a direct downline that holds none of this type. */
export function offerTiers(call: ContractCall, body: Record<string, unknown>) {
  const { platform, area, me, type } = call;
  const downline = offeredDownline(platform, me, body);
  if (isResponse(downline)) return downline;
  if (questionWaiting(area, me, downline.id, type)) {
    return notAllowed('An offer to this downline is already waiting for an answer');
  }
  if (contractInForce(area, type, me.id, downline.id)) {
    return notAllowed('This downline holds such a contract: change it instead');
  }
  return pushOffers(call, downline.id, body, null);
}

/**
 * `{action: 'edit', contractId, period?, tiers}` new terms for a contract in force (status E), or
 * `{action: 'requestTerminate', contractId}` asking the downline to end it (status V, its terms unchanged).
 */
export function requestChange(call: ContractCall, action: 'edit' | 'requestTerminate', body: Record<string, unknown>) {
  const { platform, area, me, type } = call;
  if (!isAgent(me)) return notAllowed('Only agents change contracts');
  const held = area.contracts.find((c) => c.type === type && c.id === body.contractId);
  if (!held || held.uplineId !== me.id) return notAllowed('Not a contract you give');
  if (held.state !== 'accepted') return notAllowed('contractNotActive');
  if (questionWaiting(area, me, held.downlineId, type)) {
    return notAllowed('A question to this downline is already waiting for an answer');
  }
  if (action === 'edit') return pushOffers(call, held.downlineId, body, held);
  const request = addOffer(area, {
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
  });
  return ok({ contract: offerRowWire(platform, me, request), autoTerminated: [] });
}
