import { describe, expect, it } from 'vitest';
import type { PrizeMode, Vendor } from '@atrium/domain/games';
import { ApiError } from '../errors';
import {
  getOpenedDraws,
  getRecentVnLotteryGames,
  getVnLotteryMenu,
  launchLotteryLobby,
  openedDrawsQueryOptions,
  recentVnLotteryQueryOptions,
  vnLotteryMenuQueryOptions,
} from './index';
import { DEMO_VN_GAMES, openedDraws } from '../demo/seed/lottery';
import { DEMO_ORIGIN, useDemoPlatform, TEST_NOW } from '../test/harness';

/** 09:30 UTC is 16:30 in Vietnam: the southern draw (16:15) is out, the northern one (18:15) is not yet. */
const demo = useDemoPlatform({ fresh: 'file', now: TEST_NOW, record: (url) => /\/(lgw|lotto)\//.test(url) });
const { platform, seen } = demo;

const vendor = (vendorCode: string): Vendor => ({
  vendorCode,
  displayName: vendorCode,
  gameType: 'ELOTT',
  largeIcon: null,
  smallIcon: null,
  opensGameList: false,
  gameCode: null,
});

describe('§7 Lottery: the VN menu (prizeMode, device WEB)', () => {
  it('lists the menus with their games and the next draw of each', async () => {
    const menu = await getVnLotteryMenu(demo.client(), 'LOTT');
    expect(Object.fromEntries(new URL(seen[0]?.url ?? '').searchParams)).toEqual({ prizeMode: 'LOTT', device: 'WEB' });
    expect(menu.prizeMode).toBe('LOTT');
    expect(menu.groups.map((g) => g.code)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    const games = menu.groups.flatMap((g) => g.games);
    expect(games.find((g) => g.code === 'VN_NORTH')).toEqual({
      code: 'VN_NORTH',
      name: 'Ha Noi',
      drawIntervalSeconds: 86_400,
      nextDraw: { issueNo: '20261123', at: Date.UTC(2026, 10, 23, 11, 15) },
    });
    expect(games.find((g) => g.code === 'VN_HCM')?.nextDraw).toEqual({
      issueNo: '20261124',
      at: Date.UTC(2026, 10, 24, 9, 15),
    });
    expect(games.find((g) => g.code === 'VN_FAST_1')?.nextDraw).toEqual({
      issueNo: '20261123-0992',
      at: TEST_NOW + 60_000,
    });
  });

  it('the prize mode comes from the vendor catalogue when given one (§4 prize mode)', async () => {
    const eLottery = { ELOTT: { category: 'ELOTT', vendors: [vendor('TCG_LOTTO_VN')], classifies: [] } } as const;
    const options = vnLotteryMenuQueryOptions(demo.client(), 'EN', eLottery);
    expect(options.queryKey).toEqual(['lottery', 'vnMenu', 'ELOTT', 'EN']);
    const menu = await getVnLotteryMenu(demo.client(), 'ELOTT');
    expect(menu.groups.map((g) => g.code)).toEqual(['FAST']);
    expect(
      vnLotteryMenuQueryOptions(demo.client(), 'EN', { ELOTT: { ...eLottery.ELOTT, vendors: [] } }).queryKey,
    ).toEqual(['lottery', 'vnMenu', 'LOTT', 'EN']);
  });

  it('an unknown prize mode is refused by the platform', async () => {
    await expect(getVnLotteryMenu(demo.client(), 'JACKPOT' as PrizeMode)).rejects.toMatchObject({
      kind: 'rejected',
      code: 'request_param_err',
      status: 400,
    });
  });

  it('a garbage answer is malformed, naming value.menus', async () => {
    platform.setFault({ kind: 'malformed' });
    await expect(getVnLotteryMenu(demo.client(), 'LOTT')).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.menus',
    });
  });
});

describe('§7 Lottery: recent VN games (token)', () => {
  it('a member gets the games last played, the same every time', async () => {
    const token = platform.sessions.issue('m-1001');
    const recent = await getRecentVnLotteryGames(demo.client(token));
    expect(seen[0]?.headers.get('authorization')).toBe(token);
    expect(recent.length).toBeGreaterThanOrEqual(2);
    for (const game of recent) {
      expect(DEMO_VN_GAMES.map((g) => g.gameCode)).toContain(game.code);
      expect(game.lastPlayedAt).toBeLessThan(TEST_NOW);
    }
    expect(await getRecentVnLotteryGames(demo.client(token))).toEqual(recent);
  });

  it('a member on the first login has none', async () => {
    await expect(getRecentVnLotteryGames(demo.client(platform.sessions.issue('m-1004')))).resolves.toEqual([]);
  });

  it('without a token the call is session-expired and nothing is sent', async () => {
    await expect(getRecentVnLotteryGames(demo.client())).rejects.toMatchObject({ kind: 'session-expired' });
    expect(seen).toHaveLength(0);
  });

  it('with an ended session the platform answers 401', async () => {
    const error = await getRecentVnLotteryGames(demo.client('demo-gone')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'session-expired', status: 401 });
  });

  it('the key is session-scoped', () => {
    expect(recentVnLotteryQueryOptions(demo.client('t'), 'EN').queryKey).toEqual(['lottery', 'me', 'vnRecent', 'EN']);
  });
});

describe('§7 Lottery: opened numbers', () => {
  it('VN: the latest draws of a game, newest first, with issue number and draw time', async () => {
    const draws = await getOpenedDraws(demo.client(), 'vn', { gameCode: 'VN_NORTH', size: 3 });
    expect(draws.map((d) => [d.issueNo, d.drawnAt])).toEqual([
      ['20261122', Date.UTC(2026, 10, 22, 11, 15)],
      ['20261121', Date.UTC(2026, 10, 21, 11, 15)],
      ['20261120', Date.UTC(2026, 10, 20, 11, 15)],
    ]);
    // The northern draw: 27 numbers, the special prize (5 digits) first.
    expect(draws[0]?.numbers).toHaveLength(27);
    expect(draws[0]?.numbers[0]).toMatch(/^\d{5}$/);
    expect(draws[0]?.gameName).toBe('Ha Noi');
  });

  it('VN: without a game, the latest draw of every game, none in the future', async () => {
    const draws = await getOpenedDraws(demo.client(), 'vn', { gameCode: null });
    expect(new URL(seen[0]?.url ?? '').searchParams.has('gameCode')).toBe(false);
    expect(draws.map((d) => d.gameCode)).toEqual(DEMO_VN_GAMES.map((g) => g.gameCode));
    for (const draw of draws) expect(draw.drawnAt).toBeLessThanOrEqual(TEST_NOW);
    expect(draws.find((d) => d.gameCode === 'VN_HCM')?.issueNo).toBe('20261123');
    expect(draws.find((d) => d.gameCode === 'VN_FAST_1')).toMatchObject({
      issueNo: '20261123-0991',
      drawnAt: TEST_NOW,
    });
  });

  it('the numbers of a draw depend only on the seed, the game and the draw', async () => {
    const first = await getOpenedDraws(demo.client(), 'vn', { gameCode: 'VN_DANANG', size: 2 });
    const again = await getOpenedDraws(demo.client(), 'vn', { gameCode: 'VN_DANANG', size: 2 });
    expect(again).toEqual(first);
    const game = DEMO_VN_GAMES.find((g) => g.gameCode === 'VN_DANANG');
    if (!game) throw new Error('missing game');
    // A day later, yesterday's draw is the second one, with the same numbers.
    const later = openedDraws(platform.seed, game, TEST_NOW + 86_400_000, 2);
    expect(later[1]?.numbers).toEqual(first[0]?.numbers);
    expect(openedDraws(platform.seed + 1, game, TEST_NOW, 1)[0]?.numbers).not.toEqual(first[0]?.numbers);
  });

  it('lotto: races are a permutation of 01-10, dice are 1-6, 5D is five digits', async () => {
    const [race] = await getOpenedDraws(demo.client(), 'lotto', { gameCode: 'LOTTO_RACE_10' });
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/lotto/lgw/games/opened/numero');
    expect([...(race?.numbers ?? [])].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    const dice = await getOpenedDraws(demo.client(), 'lotto', { gameCode: 'LOTTO_DICE_3', size: 5 });
    for (const draw of dice) for (const n of draw.numbers) expect(Number(n)).toBeGreaterThanOrEqual(1);
    for (const draw of dice) for (const n of draw.numbers) expect(Number(n)).toBeLessThanOrEqual(6);
    const [fiveD] = await getOpenedDraws(demo.client(), 'lotto', { gameCode: 'LOTTO_5D_1' });
    expect(fiveD).toMatchObject({ issueNo: '20261123-0991', drawnAt: TEST_NOW });
    expect(fiveD?.numbers.join('')).toMatch(/^\d{5}$/);
  });

  it('an unknown game or size is refused', async () => {
    await expect(getOpenedDraws(demo.client(), 'lotto', { gameCode: 'VN_NORTH' })).rejects.toMatchObject({
      kind: 'rejected',
      code: 'request_param_err',
    });
    await expect(getOpenedDraws(demo.client(), 'vn', { gameCode: null, size: 31 })).rejects.toMatchObject({
      code: 'request_param_err',
    });
  });

  it('numbers that are not digit strings are malformed, naming the field', async () => {
    demo.answer('/lgw/vn/numeros/opened/game', {
      list: [{ gameCode: 'X', issueNo: '1', drawTime: TEST_NOW, numbers: [12] }],
    });
    await expect(getOpenedDraws(demo.client(), 'vn', { gameCode: null })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.list[0].numbers[0]',
    });
  });

  it('the results query is keyed by family, game and size, and refreshes', () => {
    const options = openedDrawsQueryOptions(demo.client(), 'vn', { gameCode: 'VN_NORTH' });
    expect(options.queryKey).toEqual(['lottery', 'opened', 'vn', 'VN_NORTH', 1]);
    expect(options.refetchInterval).toBe(60_000);
  });
});

describe('§7 Lottery: the lobby launch (area VN, mode LOTT, device, back URL)', () => {
  it('a member gets the address of a one-time lobby page, which carries no token', async () => {
    const token = platform.sessions.issue('m-1001');
    const launch = await launchLotteryLobby(demo.client(token), { backUrl: '/vnLottery', gameCode: 'VN_NORTH' });
    expect(Object.fromEntries(new URL(seen[0]?.url ?? '').searchParams)).toEqual({
      area: 'VN',
      mode: 'LOTT',
      device: 'WEB',
      backUrl: '/vnLottery',
      gameCode: 'VN_NORTH',
    });
    expect(launch.target.kind).toBe('internal');
    const path = launch.target.kind === 'internal' ? launch.target.path : '';
    expect(path).toMatch(/^\/__demo\/lottery\?ticket=[A-Za-z0-9]{24}&area=VN&mode=LOTT&gameCode=VN_NORTH$/);
    expect(path).not.toContain(token);
    const page = await fetch(`${DEMO_ORIGIN}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Lucky Star');
    expect(html).toContain('href="/vnLottery"');
    expect((await fetch(`${DEMO_ORIGIN}/__demo/lottery?ticket=forged`)).status).toBe(403);
  });

  it('without a token the launch is session-expired', async () => {
    await expect(launchLotteryLobby(demo.client(), { backUrl: '/' })).rejects.toMatchObject({
      kind: 'session-expired',
    });
  });

  it('a back URL that is not http(s) or a path is refused', async () => {
    const token = platform.sessions.issue('m-1001');
    await expect(launchLotteryLobby(demo.client(token), { backUrl: 'javascript:alert(1)' })).rejects.toMatchObject({
      kind: 'rejected',
      code: 'request_param_err',
    });
  });

  it('a trial account is refused (§4 trial users cannot play for real)', async () => {
    const member = platform.accountById('m-1001');
    if (!member) throw new Error('missing account');
    platform.accounts.push({ ...member, id: 't-9001', username: 'trial9001', type: 4 });
    await expect(
      launchLotteryLobby(demo.client(platform.sessions.issue('t-9001')), { backUrl: '/' }),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'operation.not.allowed', status: 403 });
  });

  it('a launch address the app must not follow is malformed, naming value.url', async () => {
    demo.answer('/lgw/vn/lobby/launch', { url: 'javascript:alert(1)' });
    await expect(
      launchLotteryLobby(demo.client(platform.sessions.issue('m-1001')), { backUrl: '/' }),
    ).rejects.toMatchObject({ kind: 'malformed', field: 'value.url', endpoint: 'lottery.launchLobby' });
  });
});
