import { describe, expect, it } from 'vitest';
import {
  getLeaderboard,
  guestLeaderboardEndpoint,
  memberLeaderboardEndpoint,
  WINNER_CATEGORIES,
  winnerListQueryOptions,
} from './index';
import { getWinnerBoard } from '../games';
import { DEMO_ORIGIN, useDemoPlatform } from '../test/harness';

// A Wednesday: the week began on Monday 23 November 2026.
const demo = useDemoPlatform({ now: Date.UTC(2026, 10, 25, 9, 30) });
const HOUR = 3_600_000;

describe('§2 Other screens: winner lists (§7 GCSGAME_getRankList per gameCategory)', () => {
  it('§9 every category gives 20 winners of its own games, highest amount first, names masked', async () => {
    const guest = demo.clientAs(null);
    const seen: string[] = [];
    demo.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GCSGAME_getRankList'))
        seen.push(new URL(request.url).searchParams.get('gameCategory') ?? '');
    });
    for (const category of WINNER_CATEGORIES.filter((c) => c !== 'ALL')) {
      const list = await getWinnerBoard(guest, { language: 'EN', category });
      expect(list, category).toHaveLength(20);
      expect(list.every((w) => w.gameType === category)).toBe(true);
      const amounts = list.map((w) => w.winAmount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      expect(list.every((w) => w.customerName.includes('***'))).toBe(true);
    }
    expect(seen).toEqual(['RNG', 'LIVE', 'SPORTS', 'FISH', 'LOTT', 'PVP']);
  });

  it('ALL stays the home board’s list; each category has its own query key', async () => {
    const guest = demo.clientAs(null);
    const all = await getWinnerBoard(guest, { language: 'EN' });
    const viaPage = await getWinnerBoard(guest, { language: 'EN', category: 'ALL' });
    expect(viaPage).toEqual(all);
    expect(winnerListQueryOptions(guest, { language: 'EN', category: 'LIVE' }).queryKey).toEqual([
      'winners',
      'list',
      'EN',
      'LIVE',
    ]);
  });
});

describe('§2 Other screens: leaderboard (designed GET GCSGAME_getLeaderboard)', () => {
  it('a guest reads it without a token; a member sends theirs', () => {
    expect(guestLeaderboardEndpoint).toMatchObject({ method: 'GET', needsToken: false });
    expect(memberLeaderboardEndpoint).toMatchObject({ method: 'GET', needsToken: true });
  });

  it('ranks players by valid bet over the period, top 50 at most, prizes for the top 10; a guest has no own rank', async () => {
    const board = await getLeaderboard(demo.clientAs(null), { period: 'week', isLoggedIn: false });
    expect(board.period).toBe('week');
    expect(board.startsAt).toBe(Date.UTC(2026, 10, 23));
    expect(board.endsAt).toBe(Date.UTC(2026, 10, 30));
    expect(board.rows.length).toBeGreaterThan(10);
    expect(board.rows.length).toBeLessThanOrEqual(50);
    expect(board.rows.map((r) => r.rank)).toEqual(board.rows.map((_, i) => i + 1));
    const bets = board.rows.map((r) => r.validBet);
    expect(bets).toEqual([...bets].sort((a, b) => b - a));
    expect(board.rows.slice(0, 10).every((r) => r.prize > 0)).toBe(true);
    expect(board.rows.slice(10).every((r) => r.prize === 0)).toBe(true);
    expect(board.rows.every((r) => r.maskedName.includes('***') && !r.isMine)).toBe(true);
    expect(board.mine).toBeNull();
  });

  it('a signed-in player sees their own rank and gap; their bets as the clock moves change their standing', async () => {
    const member = demo.clientAs('m-3396');
    const before = await getLeaderboard(member, { period: 'day', isLoggedIn: true });
    expect(before.mine?.rank).toEqual(expect.any(Number));
    const mineRow = before.rows.find((r) => r.isMine);
    expect(mineRow?.rank).toBe(before.mine?.rank);
    expect(mineRow?.validBet).toBe(before.mine?.validBet);
    if (before.mine?.rank && before.mine.rank > 1) {
      const above = before.rows[before.mine.rank - 2];
      expect(before.mine.gapToNext).toBeCloseTo((above?.validBet ?? 0) - before.mine.validBet, 2);
    }
    demo.advance(3 * HOUR);
    const after = await getLeaderboard(member, { period: 'day', isLoggedIn: true });
    expect(after.mine?.validBet).toBeGreaterThan(before.mine?.validBet ?? 0);
  });

  it('a member who has not bet has no rank; an unknown period is refused', async () => {
    const board = await getLeaderboard(demo.clientAs('m-1001'), { period: 'month', isLoggedIn: true });
    expect(board.mine).toEqual({ rank: null, validBet: 0, gapToNext: null });
    demo.answer('/wps/relay/GCSGAME_getLeaderboard', {
      period: 'year',
      startTime: 0,
      endTime: 1,
      list: [],
      mine: null,
    });
    await expect(getLeaderboard(demo.clientAs(null), { period: 'day', isLoggedIn: false })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('the demo refuses a period it does not know', async () => {
    const answer = await fetch(`${DEMO_ORIGIN}/wps/relay/GCSGAME_getLeaderboard?period=year`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('a row without a rank is malformed, not a blank board', async () => {
    demo.answer('/wps/relay/GCSGAME_getLeaderboard', {
      period: 'day',
      startTime: 0,
      endTime: 1,
      list: [{ maskedName: 'ab***cd', validBet: 1 }],
      mine: null,
    });
    await expect(getLeaderboard(demo.clientAs(null), { period: 'day', isLoggedIn: false })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
