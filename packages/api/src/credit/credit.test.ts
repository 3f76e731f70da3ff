import { describe, expect, it } from 'vitest';
import { betsOf, playerWinLossCents } from '../demo/state/bets';
import { isAccountQueryKey } from '../queryKeys';
import { failure, useDemoPlatform } from '../test/harness';
import {
  CREDIT_STATEMENTS_PAGE_SIZE,
  creditReportEndpoint,
  creditReportQueryOptions,
  creditReportSchema,
  getCreditReport,
  type CreditReport,
} from './index';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** Thursday 26 November 2026, noon UTC: the week began on Monday the 23rd. */
const NOW = Date.UTC(2026, 10, 26, 12);
const CREDIT_PLAYER = 'm-3501';

const demo = useDemoPlatform({ now: NOW });

async function reportOf(accountId: string, page = 1): Promise<CreditReport> {
  const result = await getCreditReport(demo.clientAs(accountId), { page });
  if (!result.enabled) throw new Error(`${accountId} has no credit line`);
  return result.report;
}

function betTotals(from: number, to: number) {
  const bets = betsOf(demo.platform, { from, to, accountIds: [CREDIT_PLAYER] });
  return {
    validBetCents: bets.reduce((sum, b) => sum + b.validBetCents, 0),
    winLossCents: bets.reduce((sum, b) => sum + playerWinLossCents(b), 0),
  };
}

describe('§2 Other screens: credit report (designed GET /wps/member/creditReport)', () => {
  it('is a member read with the token', () => {
    expect(creditReportEndpoint).toMatchObject({ method: 'GET', path: '/wps/member/creditReport', needsToken: true });
  });

  it('a credit member: limit, used and available add up, and the figures are its simulated bets', async () => {
    const report = await reportOf(CREDIT_PLAYER);
    expect(report).toMatchObject({ limitCents: 2_000_000, currency: 'USD', currencySymbol: '$', cycle: 'weekly' });
    expect(report.usedCents + report.availableCents).toBe(report.limitCents);

    const monday = Date.UTC(2026, 10, 23);
    expect(report.current).toMatchObject({ startsAt: monday, endsAt: monday + WEEK - 1, settledCents: 0 });
    expect(report.current).toMatchObject(betTotals(monday, NOW));
    expect(report.current.outstandingCents).toBe(report.current.winLossCents);

    // The week just closed: its result less nothing settled, due on Thursday 00:00 UTC and overdue at noon.
    const [latest, older] = report.statements;
    expect(latest).toMatchObject({ startsAt: monday - WEEK, status: 'overdue', settledCents: 0 });
    expect(latest).toMatchObject(betTotals(monday - WEEK, monday - 1));
    expect(latest?.dueAt).toBe(monday + 3 * DAY - 1);
    expect(latest?.adjustmentsCents).toBe(Math.round((latest?.validBetCents ?? 0) * 0.005));
    expect(latest?.outstandingCents).toBe((latest?.winLossCents ?? 0) + (latest?.adjustmentsCents ?? 0));
    expect(older).toMatchObject({ startsAt: monday - 2 * WEEK, status: 'settled', outstandingCents: 0 });
    expect(older?.settledCents).toBe((older?.winLossCents ?? 0) + (older?.adjustmentsCents ?? 0));

    // Used is what is lost and not settled yet.
    expect(report.usedCents).toBe(Math.max(0, -((latest?.outstandingCents ?? 0) + report.current.winLossCents)));
  });

  it('is stateful: the current week grows with the clock, and a closed week is due before it is overdue', async () => {
    const before = await reportOf(CREDIT_PLAYER);
    demo.advance(6 * 3_600_000);
    const later = await reportOf(CREDIT_PLAYER);
    expect(later.current.validBetCents).toBeGreaterThan(before.current.validBetCents);
    // Into next Monday: this week is the latest statement, due until Thursday.
    demo.advance(4 * DAY);
    const nextWeek = await reportOf(CREDIT_PLAYER);
    expect(nextWeek.statements[0]).toMatchObject({ startsAt: before.current.startsAt, status: 'due' });
    expect(nextWeek.statements[1]).toMatchObject({ startsAt: before.statements[0]?.startsAt, status: 'settled' });
    expect(nextWeek.totalCount).toBe(before.totalCount + 1);
  });

  it('pages the statements newest first', async () => {
    const first = await reportOf(CREDIT_PLAYER, 1);
    expect(first.statements).toHaveLength(CREDIT_STATEMENTS_PAGE_SIZE);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / CREDIT_STATEMENTS_PAGE_SIZE));
    expect(first.totalPages).toBeGreaterThan(1);
    const second = await reportOf(CREDIT_PLAYER, 2);
    expect(second.page).toBe(2);
    expect(second.statements[0]?.startsAt).toBe((first.statements.at(-1)?.startsAt ?? 0) - WEEK);
    const starts = [...first.statements, ...second.statements].map((s) => s.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('a member without a credit line gets the not-enabled answer, not an error', async () => {
    await expect(getCreditReport(demo.clientAs('m-1001'), { page: 1 })).resolves.toEqual({ enabled: false });
  });

  it('a trial account has no credit line either', async () => {
    demo.addTrialAccount('m-3501', { id: 't-9001', username: 'credittrial' });
    await expect(getCreditReport(demo.clientAs('t-9001'), { page: 1 })).resolves.toEqual({ enabled: false });
  });

  it('a page outside the statements is empty with the same totals; a malformed page number is refused', async () => {
    const first = await reportOf(CREDIT_PLAYER, 1);
    const beyond = await reportOf(CREDIT_PLAYER, first.totalPages + 1);
    expect(beyond.statements).toEqual([]);
    expect(beyond.totalCount).toBe(first.totalCount);
    expect((await failure(getCreditReport(demo.clientAs(CREDIT_PLAYER), { page: 0 }))).code).toBe('request_param_err');
  });

  it('a guest is refused as not logged in', async () => {
    expect((await failure(getCreditReport(demo.clientAs(null), { page: 1 }))).kind).toBe('session-expired');
  });

  it('amounts as decimal strings parse to cents; an unknown status or cycle fails the schema', () => {
    const period = {
      periodStart: 1,
      periodEnd: 2,
      validBet: '1200.50',
      winLoss: -300.25,
      settled: 0,
      outstanding: '-300.25',
      dueAt: 3,
    };
    const wire = {
      creditLimit: '5000',
      used: '300.25',
      available: 4699.75,
      currency: 'USD',
      settlementCycle: 'W',
      currentPeriod: period,
      statements: [{ ...period, status: 'due' }],
    };
    const parsed = creditReportSchema.parse(wire);
    expect(parsed).toMatchObject({ creditLimit: 500_000, used: 30_025, settlementCycle: 'weekly' });
    expect(parsed.statements[0]).toMatchObject({ validBet: 120_050, outstanding: -30_025, adjustments: 0 });
    expect(creditReportSchema.safeParse({ ...wire, statements: [{ ...period, status: 'late' }] }).success).toBe(false);
    expect(creditReportSchema.safeParse({ ...wire, settlementCycle: 'Y' }).success).toBe(false);
    expect(creditReportSchema.safeParse({ ...wire, used: 'lots' }).success).toBe(false);
  });

  it('a malformed answer is a typed malformed error', async () => {
    demo.platform.setFault({ kind: 'malformed' });
    const error = await failure(getCreditReport(demo.clientAs(CREDIT_PLAYER), { page: 1 }));
    expect(error.kind).toBe('malformed');
  });

  it("query keys differ by page and are the account's: signing out or in drops them", () => {
    const client = demo.clientAs(CREDIT_PLAYER);
    const one = creditReportQueryOptions(client, { page: 1 });
    expect(creditReportQueryOptions(client, { page: 2 }).queryKey).not.toEqual(one.queryKey);
    expect(isAccountQueryKey(one.queryKey)).toBe(true);
  });
});
