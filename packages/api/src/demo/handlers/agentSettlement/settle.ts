import {
  CONTRACT_GAME_KINDS,
  NO_FIGURES,
  settleContract,
  settlementSpansDue,
  type ContractGameKind,
  type ContractTierNumbers,
  type ContractType,
  type SettlementSpan,
  type TeamFigures,
} from '@atrium/domain/contracts';
import type { DemoContract } from '../../seed/contracts';
import type { DemoOfferTier } from '../../seed/contractOffers';
import { betsOf, type SimulatedBet } from '../../state/bets';
import { nextLedgerReference, recordLedgerEntry } from '../../state/ledger';
import type { DemoPlatform } from '../../state/platform';
import { teamOf } from '../../state/team';
import { demoContracts } from '../contracts';

/**
 * The settlement of the agents' contracts (spec §9 "Real-time salary settled and paid every 5 minutes; daily wage
 * paid the next day"; §3 periods D/W/H/M), worked out from the simulated bets of each contract's downline team
 * (state/bets.ts) by the domain's rules (@atrium/domain/contracts settlement.ts). Settlement is lazy: when an agent
 * reads a record page or its income, the contracts that read shows are settled up to `platform.now()`, each span
 * paid once, in time order. Each settlement writes a record and, when it pays anything, credits the paid agent's main
 * wallet through the ledger (a `bonus` entry at the settlement's time), so balance, ledger, records and income agree.
 * The platform pays (the paying upline's wallet is not debited). The call shapes are assumed (packages/api README
 * "Agent settlement").
 */

/** How far back a contract in force when the demo starts is settled: enough for the record pages' presets. */
const LOOKBACK_MS: Readonly<Record<ContractType, number>> = {
  realtimeSalary: 86_400_000,
  hourlySalary: 2 * 86_400_000,
  dailySalary: 14 * 86_400_000,
  dividend: 35 * 86_400_000,
};

const RECORD_PREFIX: Readonly<Record<ContractType, string>> = {
  dividend: 'DV',
  dailySalary: 'DW',
  hourlySalary: 'HS',
  realtimeSalary: 'RS',
};

/** The ledger entry's detail: what paid the agent (the record pages' type names, in English as the ledger's are). */
const LEDGER_DETAIL: Readonly<Record<ContractType, string>> = {
  dividend: 'Dividend',
  dailySalary: 'Daily salary',
  hourlySalary: 'Hourly salary',
  realtimeSalary: 'Real-time salary',
};

export interface SettlementDetail {
  readonly gameKind: ContractGameKind;
  readonly figures: TeamFigures;
  /** The tier applied, counted from 0; null when none was met. */
  readonly tierIndex: number | null;
  readonly amountCents: number;
}

export interface SettlementRecord {
  readonly id: string;
  readonly contractId: string;
  readonly type: ContractType;
  /** The upline who owes the contract, and the agent it pays. */
  readonly payerId: string;
  readonly payeeId: string;
  /** The bets paid for: from `startMs` (included) to `endMs` (excluded), the instant it was paid. */
  readonly span: SettlementSpan;
  /** The team's figures over every game kind (active members counted once). */
  readonly figures: TeamFigures;
  readonly details: readonly SettlementDetail[];
  readonly amountCents: number;
  /** The ledger entry of the payment; null when nothing was due (no tier met). */
  readonly ledgerReference: string | null;
}

interface SettlementArea {
  /** The instant the demo started settling: the look-back counts from it, so it stays put as the clock moves. */
  readonly origin: number;
  readonly records: SettlementRecord[];
  /** Per contract, the instant up to which its spans are settled. */
  readonly settledUntil: Map<string, number>;
}

function areaOf(platform: DemoPlatform): SettlementArea {
  return platform.area<SettlementArea>('agentSettlement', () => ({
    origin: platform.now(),
    records: [],
    settledUntil: new Map(),
  }));
}

/** A tier as agreed (rate type P a percent, anything else a fixed amount, as the popup reads it). */
function tierNumbers(tier: DemoOfferTier): ContractTierNumbers {
  const { rateType, ...numbers } = tier;
  return rateType === undefined ? numbers : { ...numbers, rateType: rateType.toUpperCase() === 'P' ? 'P' : 'F' };
}

/**
 * The contract's tiers. A contract seeded with a single rate (no tiers) is read as one tier per game kind (a dividend
 * with a game kind: that kind only) with no thresholds and that rate as a percent.
 */
export function contractTiers(contract: DemoContract): ContractTierNumbers[] {
  if (contract.tiers && contract.tiers.length > 0) return contract.tiers.map(tierNumbers);
  const kinds = contract.type === 'dividend' && contract.gameKind ? [contract.gameKind] : CONTRACT_GAME_KINDS;
  const rate = contract.rate;
  return kinds.map((gameType): ContractTierNumbers => {
    switch (contract.type) {
      case 'dividend':
        return { gameType, minimumBet: 0, netLoss: 0, activeMember: 0, contractRate: rate };
      case 'dailySalary':
        return { gameType, betVolume: 0, activeMember: 0, rate, rateType: 'P' };
      case 'hourlySalary':
        return { gameType, minimumBet: 0, activeMember: 0, rate, rateType: 'P' };
      case 'realtimeSalary':
        return { gameType, betAmount: 0, winRate: rate, lossRate: rate };
    }
  });
}

/** The team's figures of a list of bets (active members: accounts with a valid bet among them). */
export function figuresOf(bets: readonly SimulatedBet[], activeMembers: number): TeamFigures {
  const figures: { -readonly [k in keyof TeamFigures]: number } = { ...NO_FIGURES, activeMembers };
  for (const bet of bets) {
    figures.betCents += bet.betAmountCents;
    figures.validBetCents += bet.validBetCents;
    figures.winLossCents += bet.payoutCents - bet.betAmountCents;
    if (bet.validBetCents > 0 && bet.payoutCents > bet.betAmountCents) figures.wonValidBetCents += bet.validBetCents;
    if (bet.validBetCents > 0 && bet.payoutCents < bet.betAmountCents) figures.lostValidBetCents += bet.validBetCents;
  }
  return figures;
}

/** The accounts whose bets a contract with this downline pays on: the downline and everyone under it. */
function teamIdsOf(platform: DemoPlatform, downlineId: string): string[] {
  return [downlineId, ...teamOf(platform, downlineId).map((a) => a.id)];
}

/** When the contract took effect and (if it no longer stands) ended. */
function inForce(contract: DemoContract): { from: number; until: number } | null {
  if (contract.state === 'accepted') return { from: contract.updatedTime ?? contract.createdTime, until: Infinity };
  if (contract.state === 'ended' || contract.state === 'terminated') {
    return { from: contract.createdTime, until: contract.updatedTime ?? contract.createdTime };
  }
  return null;
}

/** Settles one span of a contract: the record, and the payment when something is due. */
function settleSpan(
  platform: DemoPlatform,
  contract: DemoContract,
  tiers: readonly ContractTierNumbers[],
  teamIds: readonly string[],
  span: SettlementSpan,
  from: number,
): SettlementRecord {
  const bets = betsOf(platform, { from: Math.max(span.startMs, from), to: span.endMs - 1, accountIds: teamIds });
  const active = new Set(bets.filter((b) => b.validBetCents > 0).map((b) => b.accountId)).size;
  const result = settleContract(contract.type, tiers, (kind) =>
    figuresOf(
      bets.filter((b) => b.gameKind === kind),
      active,
    ),
  );
  let ledgerReference: string | null = null;
  const payee = platform.accountById(contract.downlineId);
  if (result.amountCents > 0 && payee) {
    payee.balanceCents += result.amountCents;
    ledgerReference = recordLedgerEntry(platform, {
      accountId: payee.id,
      kind: 'bonus',
      amountCents: result.amountCents,
      detail: LEDGER_DETAIL[contract.type],
      at: span.endMs,
      reference: nextLedgerReference(platform, 'BN'),
    }).reference;
  }
  return {
    id: `${RECORD_PREFIX[contract.type]}-${contract.id}-${span.endMs}`,
    contractId: contract.id,
    type: contract.type,
    payerId: contract.uplineId,
    payeeId: contract.downlineId,
    span,
    figures: figuresOf(bets, active),
    details: result.lines.map((line) => ({
      gameKind: line.gameKind,
      figures: line.figures,
      tierIndex: line.tierIndex,
      amountCents: line.amountCents,
    })),
    amountCents: result.amountCents,
    ledgerReference,
  };
}

/** Which contracts a read settles: those of these types (all when absent), only those paying the reader if asked. */
export interface SettlementScope {
  readonly types?: readonly ContractType[];
  readonly receivedOnly?: boolean;
}

/**
 * Settles up to now the contracts in scope that the account receives or pays (in time order, each span once), and
 * answers their records. A read settles no more than it shows, so a page opened by one agent moves no balance it
 * does not concern (a record page: its type; my income: what pays the reader).
 */
export function settleFor(platform: DemoPlatform, accountId: string, scope: SettlementScope = {}): SettlementRecord[] {
  const inScope = (c: { readonly type: ContractType }) => !scope.types || scope.types.includes(c.type);
  const area = areaOf(platform);
  const now = platform.now();
  for (const contract of demoContracts(platform)) {
    if (!inScope(contract)) continue;
    if (contract.downlineId !== accountId && (scope.receivedOnly || contract.uplineId !== accountId)) continue;
    const force = inForce(contract);
    if (!force) continue;
    const start = area.settledUntil.get(contract.id) ?? Math.max(force.from, area.origin - LOOKBACK_MS[contract.type]);
    const upTo = Math.min(now, force.until);
    if (upTo <= start) continue;
    const spans = settlementSpansDue(contract.type, contract.period, start, upTo);
    if (spans.length > 0) {
      const tiers = contractTiers(contract);
      const teamIds = teamIdsOf(platform, contract.downlineId);
      for (const span of spans) area.records.push(settleSpan(platform, contract, tiers, teamIds, span, force.from));
    }
    area.settledUntil.set(contract.id, upTo);
  }
  return area.records.filter(
    (r) => inScope(r) && (r.payeeId === accountId || (!scope.receivedOnly && r.payerId === accountId)),
  );
}
