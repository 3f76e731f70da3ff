import { createDemoPlatform, settleFor, type DemoSettlementRecord } from '@atrium/api/demo';
import { dateRangePreset } from '@atrium/domain/format';
import type { RevenueReportData, SettlementRecordsPageData, SettlementRow } from '@atrium/domain/records';

/** Story fixtures from the demo platform's settlement (docs/conventions.md "Fixtures come from the demo platform"). */

/** 2026-11-20 12:02 UTC: the stories' "now". */
export const SETTLE_NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
export const SETTLE_TODAY = dateRangePreset('today', SETTLE_NOW, 0);

const platform = createDemoPlatform({ now: () => SETTLE_NOW });
/** settleagent1's real-time salary from agent, newest first. */
const records = settleFor(platform, 'a-2040', { types: ['realtimeSalary'] }).sort(
  (a, b) => b.span.endMs - a.span.endMs,
);

function toRow(r: DemoSettlementRecord): SettlementRow {
  return {
    id: r.id,
    role: 'received',
    counterpartName: 'agent',
    periodStartMs: r.span.startMs,
    periodEndMs: r.span.endMs,
    settledAtMs: r.span.endMs,
    validBetCents: r.figures.validBetCents,
    winLossCents: r.figures.winLossCents,
    activeMembers: r.figures.activeMembers,
    amountCents: r.amountCents,
    status: r.amountCents > 0 ? 'paid' : 'notMet',
    details: r.details
      .filter((d) => d.figures.betCents > 0)
      .map((d) => ({
        gameKind: d.gameKind,
        validBetCents: d.figures.validBetCents,
        tier: d.tierIndex === null ? null : d.tierIndex + 1,
        amountCents: d.amountCents,
      })),
  };
}

const sum = (pick: (r: DemoSettlementRecord) => number) => records.reduce((s, r) => s + pick(r), 0);

/** The first page (10) of today's real-time salary records, with the totals of all of them. */
export const REALTIME_PAGE: SettlementRecordsPageData = {
  rows: records.slice(0, 10).map(toRow),
  total: records.length,
  page: 1,
  size: 10,
  totals: {
    validBetCents: sum((r) => r.figures.validBetCents),
    winLossCents: sum((r) => r.figures.winLossCents),
    amountCents: sum((r) => r.amountCents),
  },
};

/** Today's income: the real-time salary only. */
export const REVENUE_TODAY: RevenueReportData = {
  days: [
    {
      date: SETTLE_TODAY.start,
      dividend: 0,
      dailySalary: 0,
      hourlySalary: 0,
      realtimeSalary: REALTIME_PAGE.totals.amountCents,
      totalCents: REALTIME_PAGE.totals.amountCents,
    },
  ],
  totals: {
    dividend: 0,
    dailySalary: 0,
    hourlySalary: 0,
    realtimeSalary: REALTIME_PAGE.totals.amountCents,
    totalCents: REALTIME_PAGE.totals.amountCents,
  },
};
