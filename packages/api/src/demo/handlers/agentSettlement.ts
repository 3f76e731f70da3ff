import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CONTRACT_GAME_KINDS,
  CONTRACT_TYPES,
  NO_FIGURES,
  settleContract,
  settlementSpansDue,
  type ContractGameKind,
  type ContractTierNumbers,
  type ContractType,
  type SettlementSpan,
  type TeamFigures,
} from '@atrium/domain/contracts';
import { formatIsoDate } from '@atrium/domain/format';
import { calendarDateAt } from '@atrium/domain/validation';
import { ok, refuse } from '../envelope';
import { isResponse, readJson, requireAccount } from '../http';
import type { DemoContract } from '../seed/contracts';
import type { DemoOfferTier } from '../seed/contractOffers';
import type { DemoAccount } from '../state/accounts';
import { betsOf, type SimulatedBet } from '../state/bets';
import { nextLedgerReference, recordLedgerEntry } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';
import { teamOf } from '../state/team';
import { demoContracts } from './contracts';

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

/** The furthest one call moves the clock: a year, so a typo cannot throw the demo decades ahead. */
const MAX_ADVANCE_MINUTES = 366 * 24 * 60;

function clockWire(platform: DemoPlatform) {
  return { now: platform.now(), offsetMs: platform.clockOffset() };
}

/**
 * Demo controls of the clock: `GET /__demo/clock` answers `{ now, offsetMs }`; `POST /__demo/clock/advance
 * { minutes }` moves it forward (whole or fractional minutes above 0, at most a year) and answers the same.
 */
function clockHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/__demo/clock', () => HttpResponse.json(clockWire(platform))),
    http.post('*/__demo/clock/advance', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const { minutes } = body;
      if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_ADVANCE_MINUTES) {
        return HttpResponse.json(
          { error: `minutes: a number above 0, at most ${MAX_ADVANCE_MINUTES}` },
          { status: 400 },
        );
      }
      platform.advanceClock(Math.round(minutes * 60_000));
      return HttpResponse.json(clockWire(platform));
    }),
  ];
}

// ─── The calls ──────────────────────────────────────────────────────────────────────────────────────────────

/** The record call of each type (assumed names, after the pages' ids). */
export const DEMO_SETTLEMENT_RELAYS: Readonly<Record<ContractType, string>> = {
  dividend: 'MCSFE_getAgentDividendRecords',
  dailySalary: 'MCSFE_getAgentDailyWageRecords',
  hourlySalary: 'MCSFE_getAgentHourSalaryRecords',
  realtimeSalary: 'MCSFE_getAgentRealtimeSalaryRecords',
};
export const DEMO_REVENUE_RELAY = 'MCSFE_getAgentRevenueReport';

const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
const DAY_MS = 86_400_000;
const MAX_SPAN_MS = 400 * DAY_MS;
const MAX_REPORT_DAYS = 93;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

const units = (cents: number) => cents / 100;

function figuresWire(f: TeamFigures) {
  return { betAmount: units(f.betCents), validBet: units(f.validBetCents), winLoss: units(f.winLossCents) };
}

function recordWire(platform: DemoPlatform, me: DemoAccount, r: SettlementRecord) {
  const received = r.payeeId === me.id;
  const counterpartId = received ? r.payerId : r.payeeId;
  return {
    recordId: r.id,
    contractId: r.contractId,
    role: received ? 'RECEIVED' : 'PAID',
    counterpartId,
    counterpartName: platform.accountById(counterpartId)?.username ?? counterpartId,
    periodStart: r.span.startMs,
    periodEnd: r.span.endMs,
    settledTime: r.span.endMs,
    ...figuresWire(r.figures),
    activeMembers: r.figures.activeMembers,
    amount: units(r.amountCents),
    status: r.amountCents > 0 ? 'PAID' : 'NOT_MET',
    // Only the game kinds the team played in the span: the rest have nothing to show.
    details: r.details
      .filter((d) => d.figures.betCents > 0)
      .map((d) => ({
        gameType: d.gameKind,
        ...figuresWire(d.figures),
        tier: d.tierIndex === null ? null : d.tierIndex + 1,
        amount: units(d.amountCents),
      })),
  };
}

interface Range {
  readonly startMs: number;
  readonly endMs: number;
}

function readRange(search: URLSearchParams): Range | Response {
  const startMs = Number(search.get('startTime'));
  const endMs = Number(search.get('endTime'));
  if (!search.get('startTime') || !search.get('endTime') || !Number.isInteger(startMs) || !Number.isInteger(endMs)) {
    return refuse(400, 'request_param_err', 'startTime and endTime: epoch milliseconds');
  }
  if (endMs < startMs || endMs - startMs > MAX_SPAN_MS) return refuse(400, 'request_param_err', 'Date range refused');
  return { startMs, endMs };
}

function agentOf(platform: DemoPlatform, request: Request): DemoAccount | Response {
  const me = requireAccount(platform, request);
  if (isResponse(me)) return me;
  if (!AGENT_TYPES.includes(me.type)) return refuse(403, 'operation.not.allowed', 'Agents only');
  return me;
}

/**
 * `GET …?startTime&endTime[&role=received|paid][&downline=<username>][&status=PAID|NOT_MET][&page][&size]`: the
 * settlements of that type paid in the range (by the instant paid), newest first, a page of them with the count and
 * the totals of all that match.
 */
function records(platform: DemoPlatform, request: Request, type: ContractType) {
  const me = agentOf(platform, request);
  if (isResponse(me)) return me;
  const search = new URL(request.url).searchParams;
  const range = readRange(search);
  if (isResponse(range)) return range;
  const role = search.get('role') ?? 'all';
  const status = search.get('status') ?? 'all';
  const downline = (search.get('downline') ?? '').trim().toLowerCase();
  if (!['all', 'received', 'paid'].includes(role) || !['all', 'PAID', 'NOT_MET'].includes(status)) {
    return refuse(400, 'request_param_err', 'role: received or paid; status: PAID or NOT_MET');
  }
  const page = Number(search.get('page') ?? 1);
  const size = Number(search.get('size') ?? DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    return refuse(400, 'request_param_err', `page from 1; size from 1 to ${MAX_PAGE_SIZE}`);
  }
  const rows = settleFor(platform, me.id, { types: [type] })
    .filter((r) => r.type === type && r.span.endMs >= range.startMs && r.span.endMs <= range.endMs)
    .map((r) => recordWire(platform, me, r))
    .filter((r) => role === 'all' || r.role === role.toUpperCase())
    .filter((r) => status === 'all' || r.status === status)
    .filter((r) => !downline || r.counterpartName.toLowerCase() === downline)
    .sort((a, b) => b.settledTime - a.settledTime || a.recordId.localeCompare(b.recordId));
  const sum = (pick: (r: (typeof rows)[number]) => number) =>
    Math.round(rows.reduce((total, r) => total + pick(r) * 100, 0)) / 100;
  return ok({
    list: rows.slice((page - 1) * size, page * size),
    total: rows.length,
    page,
    size,
    totals: {
      betAmount: sum((r) => r.betAmount),
      validBet: sum((r) => r.validBet),
      winLoss: sum((r) => r.winLoss),
      amount: sum((r) => r.amount),
    },
  });
}

/**
 * `GET …?startTime&endTime[&utcOffset=<minutes>]`: my income, by the day it was paid (in the caller's time zone)
 * and by source, newest day first, every day of the range, with the totals.
 */
function revenue(platform: DemoPlatform, request: Request) {
  const me = agentOf(platform, request);
  if (isResponse(me)) return me;
  const search = new URL(request.url).searchParams;
  const range = readRange(search);
  if (isResponse(range)) return range;
  const offset = Number(search.get('utcOffset') ?? 0);
  if (!Number.isInteger(offset) || Math.abs(offset) > 14 * 60) {
    return refuse(400, 'request_param_err', 'utcOffset: minutes east of UTC');
  }
  const dayOf = (at: number) => formatIsoDate(calendarDateAt(at, offset));
  const empty = () => ({ dividend: 0, dailySalary: 0, hourlySalary: 0, realtimeSalary: 0 });
  const days = new Map<string, Record<ContractType, number>>();
  for (let at = range.endMs; at >= range.startMs && days.size < MAX_REPORT_DAYS; at -= DAY_MS)
    days.set(dayOf(at), empty());
  days.set(dayOf(range.startMs), days.get(dayOf(range.startMs)) ?? empty());
  const totals = empty();
  for (const r of settleFor(platform, me.id, { receivedOnly: true })) {
    if (r.span.endMs < range.startMs || r.span.endMs > range.endMs) continue;
    const day = days.get(dayOf(r.span.endMs));
    if (day) day[r.type] += r.amountCents;
    totals[r.type] += r.amountCents;
  }
  const wire = (cents: Record<ContractType, number>) => ({
    dividend: units(cents.dividend),
    dailySalary: units(cents.dailySalary),
    hourlySalary: units(cents.hourlySalary),
    realtimeSalary: units(cents.realtimeSalary),
    total: units(CONTRACT_TYPES.reduce((sum, type) => sum + cents[type], 0)),
  });
  return ok({
    days: [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([date, cents]) => ({ date, ...wire(cents) })),
    totals: wire(totals),
  });
}

export function agentSettlementHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    ...CONTRACT_TYPES.map((type) =>
      http.get(`*/wps/relay/${DEMO_SETTLEMENT_RELAYS[type]}`, ({ request }) => records(platform, request, type)),
    ),
    http.get(`*/wps/relay/${DEMO_REVENUE_RELAY}`, ({ request }) => revenue(platform, request)),
    ...clockHandlers(platform),
  ];
}
