import { describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import { betsOf } from '../demo/state/bets';
import { teamOf } from '../demo/handlers/agentTeam';
import { isAccountQueryKey } from '../queryKeys';
import { everyRow, failure, useDemoPlatform } from '../test/harness';
import { agentReportsQueryKeys, getTeamBetting, type TeamBettingQuery } from './index';

const NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
const demo = useDemoPlatform({ now: NOW });
const AGENT = 'a-2001';
const past7 = dateRangePreset('past7', NOW, 0);
const query = (patch: Partial<TeamBettingQuery> = {}): TeamBettingQuery => ({
  startMs: past7.startMs,
  endMs: past7.endMs,
  username: '',
  gameKind: 'all',
  page: 1,
  size: 100,
  ...patch,
});

describe('§2 personalHistoryCopy team betting: GET /wps/relay/MCSFE_getAgentTeamBettingReport (assumed)', () => {
  it('per downline and game kind; the totals equal the sum of every row and of the members’ own bets', async () => {
    const client = demo.clientAs(AGENT);
    const { first, rows } = await everyRow((page) => getTeamBetting(client, query({ page })));
    expect(first.total).toBeGreaterThan(0);
    expect(rows).toHaveLength(first.total);
    const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + pick(r), 0);
    expect(first.totals).toEqual({
      betCount: sum((r) => r.betCount),
      betCents: sum((r) => r.betCents),
      validBetCents: sum((r) => r.validBetCents),
      payoutCents: sum((r) => r.payoutCents),
      winLossCents: sum((r) => r.winLossCents),
    });
    for (const row of rows) expect(row.winLossCents).toBe(row.payoutCents - row.betCents);

    // The members' own bets over the agent's whole tree (direct and indirect).
    const teamIds = teamOf(demo.platform, AGENT).map((a) => a.id);
    const bets = betsOf(demo.platform, { from: past7.startMs, to: past7.endMs, accountIds: teamIds });
    expect(first.totals.betCount).toBe(bets.length);
    expect(first.totals.betCents).toBe(bets.reduce((t, b) => t + b.betAmountCents, 0));
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(bets.map((b) => b.accountId)));
  });

  it('filters by username and game kind; pages hold at most `size` rows with the count of all', async () => {
    const client = demo.clientAs(AGENT);
    const all = await getTeamBetting(client, query());
    const someone = all.rows[0]!;
    const one = await getTeamBetting(client, query({ username: ` ${someone.username.toUpperCase()} ` }));
    expect(one.rows.every((r) => r.userId === someone.userId)).toBe(true);
    const live = await getTeamBetting(client, query({ gameKind: 'LIVE' }));
    expect(live.rows.length).toBeGreaterThan(0);
    expect(live.rows.every((r) => r.gameKind === 'LIVE')).toBe(true);
    const paged = await getTeamBetting(client, query({ size: 3, page: 2 }));
    expect(paged.rows).toEqual(all.rows.slice(3, 6));
    expect(paged.total).toBe(all.total);
    expect(paged.totals).toEqual(all.totals);
  });

  it('a member is refused; malformed figures become a typed error', async () => {
    const member = demo.platform.accounts.find((a) => a.type === 0 && a.parentId !== null)!;
    expect((await failure(getTeamBetting(demo.clientAs(member.id), query()))).status).toBe(403);
    demo.answer('/wps/relay/MCSFE_getAgentTeamBettingReport', { list: [{ username: 'x', betAmount: 'lots' }] });
    expect((await failure(getTeamBetting(demo.clientAs(AGENT), query()))).kind).toBe('malformed');
  });

  it('its keys are dropped at sign-out with the account', () => {
    expect(isAccountQueryKey(agentReportsQueryKeys.teamBetting(query()))).toBe(true);
  });
});
