import { betsOf, createDemoPlatform, teamOf } from '@atrium/api/demo';
import { dateRangePreset } from '@atrium/domain/format';
import type { TeamBettingPageData, TeamBettingRowData } from '@atrium/domain/records';

/** Story fixtures from the demo platform's simulated bets (docs/conventions.md "Fixtures come from the demo platform"). */

/** 2026-11-20 12:02 UTC: the stories' "now". */
export const REPORT_NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
export const REPORT_PAST7 = dateRangePreset('past7', REPORT_NOW, 0);

const platform = createDemoPlatform({ now: () => REPORT_NOW });
const team = teamOf(platform, 'a-2001');
const nameOf = new Map(team.map((a) => [a.id, a.username]));
const cells = new Map<string, { -readonly [K in keyof TeamBettingRowData]: TeamBettingRowData[K] }>();
for (const bet of betsOf(platform, {
  from: REPORT_PAST7.startMs,
  to: REPORT_PAST7.endMs,
  accountIds: [...nameOf.keys()],
})) {
  const key = `${bet.accountId}|${bet.gameKind}`;
  const cell = cells.get(key) ?? {
    userId: bet.accountId,
    username: nameOf.get(bet.accountId) ?? bet.accountId,
    gameKind: bet.gameKind,
    betCount: 0,
    betCents: 0,
    validBetCents: 0,
    payoutCents: 0,
    winLossCents: 0,
  };
  cell.betCount += 1;
  cell.betCents += bet.betAmountCents;
  cell.validBetCents += bet.validBetCents;
  cell.payoutCents += bet.payoutCents;
  cell.winLossCents += bet.payoutCents - bet.betAmountCents;
  cells.set(key, cell);
}
const rows = [...cells.values()].sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
const sum = (pick: (r: TeamBettingRowData) => number) => rows.reduce((t, r) => t + pick(r), 0);

/** agent's team betting over the past 7 days, the first page of 10. */
export const TEAM_BETTING_PAGE: TeamBettingPageData = {
  rows: rows.slice(0, 10),
  total: rows.length,
  page: 1,
  size: 10,
  totals: {
    betCount: sum((r) => r.betCount),
    betCents: sum((r) => r.betCents),
    validBetCents: sum((r) => r.validBetCents),
    payoutCents: sum((r) => r.payoutCents),
    winLossCents: sum((r) => r.winLossCents),
  },
};
