import {
  CONTRACT_GAME_KINDS,
  CONTRACT_PERIODS,
  contractOfferTransition,
  isContractGameKind,
  isContractOfferStatus,
  orderContractOffers,
  readHigherRateFlag,
  readSalaryRate,
  uplineContractActions,
  type Contract,
  type ContractGameKind,
  type ContractOffer,
  type ContractOfferAction,
  type ContractOfferGame,
  type ContractOfferTier,
  type ContractPeriod,
  type ContractType,
  type UplineContractAction,
} from '@atrium/domain/contracts';
import type { ContractListWire, ContractTierWire, ContractWire, PendingOffersWire } from './schemas';

/** Wire → the domain's contract models (`@atrium/domain/contracts` models.ts). */

const ACTIONS: readonly ContractOfferAction[] = ['accept', 'reject', 'terminate'];

/** A contract in the client's terms; one whose state the client does not know is left out (null). */
export function toContract(type: ContractType, wire: ContractWire): Contract | null {
  const state = wire.status;
  if (!state) return null;
  const actor: 'upline' | 'downline' = wire.role === 'UPLINE' ? 'upline' : 'downline';
  return {
    id: wire.contractId,
    type,
    role: actor,
    upline: { id: wire.uplineId, name: wire.uplineName },
    downline: { id: wire.downlineId, name: wire.downlineName },
    state,
    rate: wire.rate,
    period: wire.period ?? null,
    validBet: wire.validBet,
    profitLoss: wire.profitLoss,
    activeMembers: wire.activeMembers,
    betAmount: wire.betAmount,
    createdAt: wire.createdTime,
    updatedAt: wire.updatedTime ?? null,
    currentPeriod: wire.periodStart && wire.periodEnd ? { start: wire.periodStart, end: wire.periodEnd } : null,
    nextSettlementAt: wire.nextSettlementTime ?? null,
    actions: ACTIONS.filter((action) => contractOfferTransition(type, state, action, actor).ok),
    games: toGames(type, wire.tiers),
    request: isContractOfferStatus(wire.request) ? wire.request : null,
  };
}

export function toContracts(type: ContractType, wire: ContractListWire): Contract[] {
  return wire.list.flatMap((c) => {
    const contract = toContract(type, c);
    return contract ? [contract] : [];
  });
}

/** A tier's terms in any of the wire's shapes: the list's union of every type's, or one offer type's. */
type TierTerms = Omit<ContractTierWire, 'gameType'>;

const cents = (units: number | null | undefined) => Math.round((units ?? 0) * 100);
const count = (n: number | null | undefined) => Math.max(0, Math.floor(n ?? 0));

function toTier(type: ContractType, t: TierTerms): ContractOfferTier {
  switch (type) {
    case 'dividend':
      return {
        kind: 'dividend',
        minimumBetCents: cents(t.minimumBet),
        netLossCents: cents(t.netLoss),
        activeMembers: count(t.activeMember),
        ratePercent: t.contractRate ?? 0,
      };
    case 'dailySalary':
      return {
        kind: 'daily',
        betVolumeCents: cents(t.betVolume),
        activeMembers: count(t.activeMember),
        rate: readSalaryRate(t.rate ?? 0, t.rateType),
      };
    case 'hourlySalary':
      return {
        kind: 'hourly',
        minimumBetCents: cents(t.minimumBet),
        activeMembers: count(t.activeMember),
        rate: readSalaryRate(t.rate ?? 0, t.rateType),
      };
    case 'realtimeSalary':
      return {
        kind: 'realtime',
        winRatePercent: t.winRate ?? 0,
        lossRatePercent: t.lossRate ?? 0,
        betAmountCents: cents(t.betAmount),
      };
  }
}

/** Tiers grouped by game kind in the domain's order; a kind the client does not know is left out. */
function toGames(type: ContractType, tiers: readonly ContractTierWire[]): ContractOfferGame[] {
  return CONTRACT_GAME_KINDS.flatMap((gameKind: ContractGameKind) => {
    const ofKind = tiers.filter((t) => isContractGameKind(t.gameType) && t.gameType === gameKind);
    return ofKind.length ? [{ gameKind, tiers: ofKind.map((t) => toTier(type, t)) }] : [];
  });
}

/**
 * What the upline may do about one downline for this type (the domain's `uplineContractActions`), from the rows it
 * gives that downline: a contract in force counts over a later turned-down change; any pending row waits.
 */
export function uplineActionsFor(contracts: readonly Contract[], downlineId: string): readonly UplineContractAction[] {
  const given = contracts.filter((c) => c.role === 'upline' && c.downline.id === downlineId);
  const waiting = given.some((c) => c.state === 'pending');
  const newest = [...given].sort((a, b) => b.createdAt - a.createdAt)[0];
  const latest = given.some((c) => c.state === 'accepted') ? 'accepted' : (newest?.state ?? null);
  return uplineContractActions(latest, waiting);
}

/** The rate the caller holds for this type from its own upline, the ceiling of what it offers; null when none. */
export function ownContractRate(contracts: readonly Contract[]): number | null {
  const held = contracts.find((c) => c.role === 'downline' && c.state === 'accepted');
  return held ? held.rate : null;
}

// ─── Offers waiting for the member's answer ─────────────────────────────────────────────────────────────────

/** A salary offer's tiers grouped by game kind, in the order they came. */
function groupTiers(
  type: ContractType,
  rows: readonly (TierTerms & { readonly gameType: string | null | undefined })[],
): ContractOfferGame[] {
  const byKind = new Map<ContractGameKind, ContractOfferTier[]>();
  for (const row of rows) {
    if (!isContractGameKind(row.gameType)) continue;
    byKind.set(row.gameType, [...(byKind.get(row.gameType) ?? []), toTier(type, row)]);
  }
  return [...byKind].map(([gameKind, tiers]) => ({ gameKind, tiers }));
}

interface OfferRowWire {
  readonly status: string;
  readonly uplineName?: string | null | undefined;
  readonly downlineHigherRate?: string | boolean | null | undefined;
  readonly tiers: readonly (TierTerms & { readonly gameType: string | null | undefined })[];
}

/** An offer row with its tiers grouped by game kind (a dividend offer replaces them: it is for one kind). */
function toOffer(contractType: ContractType, ref: string, row: OfferRowWire): ContractOffer | null {
  if (!isContractOfferStatus(row.status)) return null;
  return {
    key: `${contractType}:${ref}`,
    contractType,
    ref,
    status: row.status,
    uplineName: row.uplineName ?? null,
    downlineHigherRate: readHigherRateFlag(row.downlineHigherRate),
    period: null,
    games: groupTiers(contractType, row.tiers),
  };
}

const isPresent = <T>(value: T | null): value is T => value !== null;

/**
 * The offers in the client's terms, in the order the popup answers them. A row whose status the client does not
 * know (an answered one, a future code) is left out rather than answered with a guess.
 */
export function toContractOffers(wire: PendingOffersWire): ContractOffer[] {
  const dividends = wire.divtypereq.map((row): ContractOffer | null => {
    const base = toOffer('dividend', row.type, { ...row, tiers: [] });
    if (!base || !isContractGameKind(row.type)) return null;
    const period = (CONTRACT_PERIODS as readonly string[]).includes(row.period ?? '')
      ? (row.period as ContractPeriod)
      : null;
    const tiers = row.tiers.map((t) => toTier('dividend', t));
    return { ...base, period, games: tiers.length ? [{ gameKind: row.type, tiers }] : [] };
  });
  return orderContractOffers(
    [
      ...dividends,
      ...wire.dailysalreqtype.map((row) => toOffer('dailySalary', String(row.id), row)),
      ...wire.contracthoursalreq.map((row) => toOffer('hourlySalary', String(row.contractId), row)),
      ...wire.realtimesalreqtype.map((row) => toOffer('realtimeSalary', String(row.id), row)),
    ].filter(isPresent),
  );
}
