import { http, type HttpHandler } from 'msw';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import { DEMO_CREDIT_LINES, DEMO_CREDIT_REBATE_BASIS_POINTS } from '../seed/credit';
import { betsOf, playerWinLossCents } from '../state/bets';
import type { DemoPlatform } from '../state/platform';

/**
 * The credit report (designed GET /wps/member/creditReport, packages/api/README.md). Its figures come from the
 * account's simulated bets (state/bets.ts), so they move as the demo clock does:
 *
 * - periods are weeks from Monday 00:00 UTC; the current one runs to now;
 * - a closed week books a rebate on its valid bet (the adjustments); its result is win/loss plus adjustments;
 * - the week just closed is due three days after its end, Thursday 00:00 UTC (overdue after that, until the next
 *   week closes); older weeks are settled;
 * - used is what is unsettled and lost: the due week's outstanding plus the current week's win/loss, when negative;
 *   available is the limit less used.
 *
 * Amounts go out in currency units from the member's side (a loss is negative), as the records do.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: Mondays are 4 days off the epoch's weeks. */
const MONDAY_OFFSET_MS = 4 * DAY_MS;
/** A closed week is to be settled within this time of its end. */
const GRACE_MS = 3 * DAY_MS;
const DEFAULT_PAGE_SIZE = 4;
const MAX_PAGE_SIZE = 50;

export function creditWeekStart(time: number): number {
  return Math.floor((time - MONDAY_OFFSET_MS) / WEEK_MS) * WEEK_MS + MONDAY_OFFSET_MS;
}

const money = (cents: number) => cents / 100;

interface Statement {
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
  readonly adjustmentsCents: number;
  readonly settledCents: number;
  readonly outstandingCents: number;
  readonly dueAt: number;
  readonly status: 'settled' | 'due' | 'overdue';
}

interface WeekTotals {
  validBetCents: number;
  winLossCents: number;
}

export function creditHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/member/creditReport', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const line = DEMO_CREDIT_LINES[account.id];
      if (!line) return refuse(400, 'credit.not.enabled', 'This account has no credit line');
      const url = new URL(request.url);
      const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? DEFAULT_PAGE_SIZE);
      if (!Number.isInteger(pageNum) || pageNum < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
        return refuse(400, 'request_param_err', 'Malformed paging');
      }
      const size = Math.min(pageSize, MAX_PAGE_SIZE);

      const now = platform.now();
      const currentStart = creditWeekStart(now);
      const weeks = new Map<number, WeekTotals>();
      let firstWeek = currentStart;
      for (const bet of betsOf(platform, { from: 0, to: now, accountIds: [account.id] })) {
        const week = creditWeekStart(bet.time);
        firstWeek = Math.min(firstWeek, week);
        const totals = weeks.get(week) ?? { validBetCents: 0, winLossCents: 0 };
        totals.validBetCents += bet.validBetCents;
        totals.winLossCents += playerWinLossCents(bet);
        weeks.set(week, totals);
      }
      const totalsOf = (week: number) => weeks.get(week) ?? { validBetCents: 0, winLossCents: 0 };

      const statements: Statement[] = [];
      for (let week = currentStart - WEEK_MS; week >= firstWeek; week -= WEEK_MS) {
        const { validBetCents, winLossCents } = totalsOf(week);
        const adjustmentsCents = Math.round((validBetCents * DEMO_CREDIT_REBATE_BASIS_POINTS) / 10_000);
        const resultCents = winLossCents + adjustmentsCents;
        const isLatest = week === currentStart - WEEK_MS;
        const dueAt = week + WEEK_MS - 1 + GRACE_MS;
        statements.push({
          periodStart: week,
          periodEnd: week + WEEK_MS - 1,
          validBetCents,
          winLossCents,
          adjustmentsCents,
          settledCents: isLatest ? 0 : resultCents,
          outstandingCents: isLatest ? resultCents : 0,
          dueAt,
          status: !isLatest ? 'settled' : now > dueAt ? 'overdue' : 'due',
        });
      }
      const current = totalsOf(currentStart);
      const unsettledCents = (statements[0]?.outstandingCents ?? 0) + current.winLossCents;
      const usedCents = Math.max(0, -unsettledCents);
      const page = statements.slice((pageNum - 1) * size, pageNum * size);
      const period = (p: Statement) => ({
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
        validBet: money(p.validBetCents),
        winLoss: money(p.winLossCents),
        adjustments: money(p.adjustmentsCents),
        settled: money(p.settledCents),
        outstanding: money(p.outstandingCents),
        dueAt: p.dueAt,
      });
      return ok({
        creditLimit: money(line.limitCents),
        used: money(usedCents),
        available: money(Math.max(0, line.limitCents - usedCents)),
        currency: account.currency,
        currencySymbol: account.currencySymbol,
        settlementCycle: 'W',
        currentPeriod: {
          periodStart: currentStart,
          periodEnd: currentStart + WEEK_MS - 1,
          validBet: money(current.validBetCents),
          winLoss: money(current.winLossCents),
          adjustments: 0,
          settled: 0,
          outstanding: money(current.winLossCents),
          dueAt: currentStart + WEEK_MS - 1 + GRACE_MS,
        },
        statements: page.map((s) => ({ ...period(s), status: s.status })),
        pageNum,
        totalPages: Math.ceil(statements.length / size),
        totalCount: statements.length,
      });
    }),
  ];
}
