import { describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import { teamOf } from '../demo/handlers/agentTeam';
import { betsOf } from '../demo/state/bets';
import { isAccountQueryKey } from '../queryKeys';
import { everyRow, failure, useDemoPlatform } from '../test/harness';
import { getUserProfitLoss, userProfitLossQueryKey, type UserProfitLossQuery } from './userProfitLoss';

const NOW = Date.UTC(2026, 10, 20, 12, 2, 0);
const demo = useDemoPlatform({ now: NOW });
const AGENT = 'a-2001';
const past7 = dateRangePreset('past7', NOW, 0);
const query = (patch: Partial<UserProfitLossQuery> = {}): UserProfitLossQuery => ({
  startMs: past7.startMs,
  endMs: past7.endMs,
  username: '',
  page: 1,
  size: 100,
  ...patch,
});

describe('§2 palStatementsAgentCopy user P&L: GET /wps/relay/MCSFE_getAgentUserProfitLoss (assumed)', () => {
  it('per downline; the totals equal the sum of every row, valid bet and win/loss the members’ own bets', async () => {
    const client = demo.clientAs(AGENT);
    const { first, rows } = await everyRow((page) => getUserProfitLoss(client, query({ page })));
    expect(first.total).toBeGreaterThan(0);
    const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((t, r) => t + pick(r), 0);
    expect(first.totals).toEqual({
      depositCents: sum((r) => r.depositCents),
      withdrawalCents: sum((r) => r.withdrawalCents),
      validBetCents: sum((r) => r.validBetCents),
      winLossCents: sum((r) => r.winLossCents),
      bonusCents: sum((r) => r.bonusCents),
      netCents: sum((r) => r.netCents),
    });
    for (const r of rows) expect(r.netCents).toBe(r.winLossCents + r.bonusCents);
    const bets = betsOf(demo.platform, {
      from: past7.startMs,
      to: past7.endMs,
      accountIds: teamOf(demo.platform, AGENT).map((a) => a.id),
    });
    expect(first.totals.validBetCents).toBe(bets.reduce((t, b) => t + b.validBetCents, 0));
    expect(first.totals.winLossCents).toBe(bets.reduce((t, b) => t + b.payoutCents - b.betAmountCents, 0));
  });

  it('filters by username; pages hold at most `size` rows with the count and totals of all', async () => {
    const client = demo.clientAs(AGENT);
    const all = await getUserProfitLoss(client, query());
    const someone = all.rows[0]!;
    const one = await getUserProfitLoss(client, query({ username: ` ${someone.username.toUpperCase()} ` }));
    expect(one.rows).toEqual([someone]);
    const paged = await getUserProfitLoss(client, query({ size: 2, page: 2 }));
    expect(paged.rows).toEqual(all.rows.slice(2, 4));
    expect(paged.totals).toEqual(all.totals);
  });

  it('a member is refused; malformed figures become a typed error; the key goes at sign-out', async () => {
    const member = demo.platform.accounts.find((a) => a.type === 0 && a.parentId !== null)!;
    expect((await failure(getUserProfitLoss(demo.clientAs(member.id), query()))).status).toBe(403);
    demo.answer('/wps/relay/MCSFE_getAgentUserProfitLoss', { list: [{ username: 'x', deposits: 'lots' }] });
    expect((await failure(getUserProfitLoss(demo.clientAs(AGENT), query()))).kind).toBe('malformed');
    expect(isAccountQueryKey(userProfitLossQueryKey(query()))).toBe(true);
  });
});
