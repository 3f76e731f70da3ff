import { http, type HttpHandler } from 'msw';
import { CONTRACT_TYPES, type ContractType, type TeamFigures } from '@atrium/domain/contracts';
import { formatIsoDate } from '@atrium/domain/format';
import { calendarDateAt } from '@atrium/domain/validation';
import { ok } from '../../envelope';
import { badParams, isResponse } from '../../http';
import { money, pageSlice, readPage, readAgentReport } from '../../query';
import type { DemoAccount } from '../../state/accounts';
import type { DemoPlatform } from '../../state/platform';
import { settleFor, type SettlementRecord } from './settle';

/**
 * The agents' settlement record pages (one call per contract type) and my income (spec §9; the settlement itself:
 * ./settle.ts). The call shapes are assumed (packages/api README "Agent settlement").
 */

export {
  contractTiers,
  figuresOf,
  settleFor,
  type SettlementDetail,
  type SettlementRecord,
  type SettlementScope,
} from './settle';

/** The record call of each type (assumed names, after the pages' ids). */
export const DEMO_SETTLEMENT_RELAYS: Readonly<Record<ContractType, string>> = {
  dividend: 'MCSFE_getAgentDividendRecords',
  dailySalary: 'MCSFE_getAgentDailyWageRecords',
  hourlySalary: 'MCSFE_getAgentHourSalaryRecords',
  realtimeSalary: 'MCSFE_getAgentRealtimeSalaryRecords',
};
export const DEMO_REVENUE_RELAY = 'MCSFE_getAgentRevenueReport';

const DAY_MS = 86_400_000;
const MAX_REPORT_DAYS = 93;

function figuresWire(f: TeamFigures) {
  return { betAmount: money(f.betCents), validBet: money(f.validBetCents), winLoss: money(f.winLossCents) };
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
    amount: money(r.amountCents),
    status: r.amountCents > 0 ? 'PAID' : 'NOT_MET',
    // Only the game kinds the team played in the span: the rest have nothing to show.
    details: r.details
      .filter((d) => d.figures.betCents > 0)
      .map((d) => ({
        gameType: d.gameKind,
        ...figuresWire(d.figures),
        tier: d.tierIndex === null ? null : d.tierIndex + 1,
        amount: money(d.amountCents),
      })),
  };
}

/**
 * `GET …?startTime&endTime[&role=received|paid][&downline=<username>][&status=PAID|NOT_MET][&page][&size]`: the
 * settlements of that type paid in the range (by the instant paid), newest first, a page of them with the count and
 * the totals of all that match.
 */
function records(platform: DemoPlatform, request: Request, type: ContractType) {
  const call = readAgentReport(platform, request);
  if (isResponse(call)) return call;
  const { me, search, range } = call;
  const role = search.get('role') ?? 'all';
  const status = search.get('status') ?? 'all';
  const downline = (search.get('downline') ?? '').trim().toLowerCase();
  if (!['all', 'received', 'paid'].includes(role) || !['all', 'PAID', 'NOT_MET'].includes(status)) {
    return badParams('role: received or paid; status: PAID or NOT_MET');
  }
  const paging = readPage(search);
  if (isResponse(paging)) return paging;
  const { page, size } = paging;
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
    list: pageSlice(rows, page, size),
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
  const call = readAgentReport(platform, request);
  if (isResponse(call)) return call;
  const { me, search, range } = call;
  const offset = Number(search.get('utcOffset') ?? 0);
  if (!Number.isInteger(offset) || Math.abs(offset) > 14 * 60) {
    return badParams('utcOffset: minutes east of UTC');
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
    dividend: money(cents.dividend),
    dailySalary: money(cents.dailySalary),
    hourlySalary: money(cents.hourlySalary),
    realtimeSalary: money(cents.realtimeSalary),
    total: money(CONTRACT_TYPES.reduce((sum, type) => sum + cents[type], 0)),
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
  ];
}
