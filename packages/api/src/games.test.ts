import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vendorImagePath, type Game } from '@atrium/domain/catalogue';
import { gameLaunchParams } from '@atrium/domain/launch';
import { LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import {
  gameListQuery,
  getGameList,
  getGameMenus,
  getGameVendors,
  getHotGames,
  getPvpRooms,
  getVendorGameTypes,
  getWinnerBoard,
  hotGamesQueryOptions,
  launchGame,
  launchGameMutationOptions,
} from './games';
import { queryKeys } from './queryKeys';
import { DEMO_IMAGE_BASE } from './demo/seed/games';
import { DEMO_ORIGIN, useDemoPlatform } from './test/harness';
import type { DemoAccount } from './demo/state/accounts';

const demo = useDemoPlatform({ fresh: 'file', now: Date.UTC(2026, 10, 23, 9, 30), timeoutMs: 2_000 });
const { server, platform } = demo;
const client = (token: string | null = null) => demo.client(token);

const guest = client();
const list = (request: Partial<Parameters<typeof getGameList>[1]> = {}) =>
  getGameList(guest, { merchantCode: 'atriumdemo', language: 'EN', gameType: 'RNG', page: 1, ...request });

function trialAccount(): DemoAccount {
  const existing = platform.accountById('t-4001');
  if (existing) return existing;
  const member = platform.accountById('m-1001');
  if (!member) throw new Error('seed changed');
  const trial: DemoAccount = { ...member, id: 't-4001', username: 'trial4001', type: 4, balanceCents: 0 };
  platform.accounts.push(trial);
  return trial;
}

describe('§4 vendor data (GCSGAME_newGameVendor) against the demo platform', () => {
  it('splits SPORTS into sports, e-sports and cockfight and BGS out of RNG with the domain defaults', async () => {
    const { catalogue, lanes } = await getGameVendors(guest, { language: 'EN' });
    const codes = (category: keyof typeof catalogue) => catalogue[category].vendors.map((v) => v.vendorCode);
    expect(codes('ESPORTS').sort()).toEqual(['IA', 'IMES', 'TF']);
    expect(codes('COCKFIGHT')).toEqual(['SV3']);
    expect(codes('BGS').sort()).toEqual(['BGS', 'SPB', 'SS']);
    expect(codes('RNG')).not.toContain('BGS');
    expect(codes('SPORTS')).not.toContain('IMES');
    for (const category of ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const) {
      expect(catalogue[category].vendors.length, category).toBeGreaterThan(0);
    }
    expect(lanes.map((l) => l.title)).toEqual(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']);
  });

  it('maps cards to the domain Vendor: lagerIcon → largeIcon, isGame VASSALAGE → opensGameList', async () => {
    const { catalogue } = await getGameVendors(guest, { language: 'EN' });
    const jdbFish = catalogue.FISH.vendors.find((v) => v.vendorCode === 'JDB');
    expect(jdbFish).toMatchObject({ opensGameList: true, gameType: 'FISH', largeIcon: '/__demo/icon/vendor/JDB.svg' });
    expect(jdbFish?.smallIcon).toBe(`${DEMO_IMAGE_BASE}${vendorImagePath('JDB')}`);
    expect(catalogue.SPORTS.vendors.find((v) => v.vendorCode === 'SABA')).toMatchObject({
      opensGameList: false,
      gameCode: 'SABA_SPORTS',
    });
  });

  it('sends classify tabs per lobby with their game counts; the prize mode is e-lottery (TCG_LOTTO_VN under ELOTT)', async () => {
    const vendors = await getGameVendors(guest, { language: 'EN' });
    const rngTabs = vendors.catalogue.RNG.classifies.map((c) => c.key);
    expect(rngTabs).toEqual(expect.arrayContaining(['MEGAWAYS', 'JACKPOT', 'CLASSIC', 'NEW']));
    expect(vendors.catalogue.RNG.classifies.every((c) => (c.gameCount ?? 0) > 0)).toBe(true);
    expect(vendors.catalogue.LIVE.classifies.length).toBeGreaterThan(1);
    expect(vendors.prizeMode).toBe('ELOTT');
  });

  it('carries the footer vendors (PG, EG2, PT, JDB, CQ9, FC, JL, BGS)', async () => {
    const { lanes } = await getGameVendors(guest, { language: 'EN' });
    const all = new Set(lanes.flatMap((l) => l.vendors.map((v) => v.vendorCode)));
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'TCG_LOTTO_VN', 'TCG_SEA']) {
      expect(all.has(code), code).toBe(true);
    }
    expect(all.size).toBeGreaterThanOrEqual(35);
  });

  it('the navigation menus (GET /lgw/games/game_menus, designed) give the same split', async () => {
    const menus = await getGameMenus(guest, { language: 'EN' });
    expect(menus.catalogue.ESPORTS.vendors.map((v) => v.vendorCode).sort()).toEqual(['IA', 'IMES', 'TF']);
    expect(menus.catalogue.HOME.vendors).toEqual([]);
  });

  it('a lane without a title is malformed, naming the field', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_newGameVendor', () =>
        HttpResponse.json({ success: true, value: { data: { lanes: [{ cards: [] }] } } }),
      ),
    );
    await expect(getGameVendors(guest, { language: 'EN' })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.data.lanes[0].title',
    });
  });
});

describe('§2 / §4 game list (GCSGAME_gameList): filtering, search, paging over 10,000 games', () => {
  it('a lobby page: 18 RNG games mapped to the domain Game, with the totals', async () => {
    const page = await list();
    expect(page.games).toHaveLength(LOBBY_PAGE_SIZE);
    expect(page.totalCount).toBeGreaterThanOrEqual(9_000);
    expect(page.totalPages).toBe(Math.ceil((page.totalCount ?? 0) / LOBBY_PAGE_SIZE));
    expect(page.page).toBe(1);
    const game = page.games[0] as Game;
    expect(game.gameType).toBe('RNG');
    expect(game.iconUrl).toBe(`/__demo/icon/${game.nodeId}.svg`);
    expect(game.vendorDisplayName).toEqual(expect.any(String));
    expect(game.name.length).toBeGreaterThan(0);
  });

  it('sends the wire query: clientType 3, platform, merchant, pageNo, pageSize, language; ALL and blanks left out', () => {
    expect(
      gameListQuery({
        merchantCode: 'm',
        language: 'TH',
        gameType: 'RNG',
        vendorCode: 'ALL',
        classify: 'ALL',
        search: '   ',
        page: 2,
      }),
    ).toEqual({
      clientType: 3,
      platform: 'html5-desktop',
      merchant: 'm',
      gameType: 'RNG',
      vassalage: undefined,
      pageNo: 2,
      pageSize: 18,
      gameClassify: undefined,
      gameName: undefined,
      language: 'TH',
    });
  });

  it('filters by vendor, classify and HOT', async () => {
    const pg = await list({ vendorCode: 'PG' });
    expect(pg.games.every((g) => g.vendorCode === 'PG')).toBe(true);
    const megaways = await list({ classify: 'MEGAWAYS' });
    expect(megaways.games.every((g) => g.classify === 'MEGAWAYS')).toBe(true);
    const hot = await list({ hotOnly: true, classify: 'CLASSIC' });
    expect(hot.games.length).toBeGreaterThan(0);
    expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
    const live = await list({ gameType: 'LIVE', vendorCode: 'EVO' });
    expect(live.totalCount).toBe(30);
  });

  it('§5 "Game name search trimmed": case-insensitive, trimmed, on both sides of the wire', async () => {
    const padded = await list({ search: '  GOLDEN  ', pageSize: 100 });
    const plain = await list({ search: 'golden', pageSize: 100 });
    expect(padded.games.map((g) => g.nodeId)).toEqual(plain.games.map((g) => g.nodeId));
    expect(padded.totalCount).toBeGreaterThan(0);
    expect(padded.games.every((g) => g.name.toLowerCase().includes('golden'))).toBe(true);
    // The server trims too, whatever a client sends.
    const raw = await fetch(
      `${DEMO_ORIGIN}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=100&gameName=%20%20gOlDeN%20`,
    );
    const body = (await raw.json()) as { value: { totalCount: number } };
    expect(body.value.totalCount).toBe(plain.totalCount);
  });

  it('finds names in other scripts', async () => {
    const han = await list({ gameType: null, search: '金龙', pageSize: 100 });
    expect(han.totalCount).toBeGreaterThan(0);
    expect(han.games.every((g) => g.name.includes('金龙'))).toBe(true);
  });

  it('a stable order: the same request gives the same games, and pages do not overlap', async () => {
    const [a, b, first, second] = await Promise.all([
      list({ page: 3 }),
      list({ page: 3 }),
      list({ page: 1, pageSize: 36 }),
      list({ page: 2 }),
    ]);
    expect(a.games.map((g) => g.nodeId)).toEqual(b.games.map((g) => g.nodeId));
    expect(first.games.slice(18).map((g) => g.nodeId)).toEqual(second.games.map((g) => g.nodeId));
  });

  it('a page beyond the total is empty, with the true totals (§4: the lobby ignores it)', async () => {
    const page = await list({ vendorCode: 'PG', page: 9_999 });
    expect(page.games).toEqual([]);
    expect(page.totalPages).toBeGreaterThan(1);
    expect(page.page).toBe(9_999);
  });

  it('a page number below 1 is refused with request_param_err', async () => {
    await expect(list({ page: 0 })).rejects.toMatchObject({ kind: 'rejected', code: 'request_param_err', status: 400 });
  });

  it('a malformed answer names the field: an item without vassalage, or no list at all', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        HttpResponse.json({
          success: true,
          value: {
            games: [
              { nodeId: 1, gameType: 'RNG', vassalage: 'PG', gameName: 'A' },
              { nodeId: 2, gameType: 'RNG', gameName: 'B' },
            ],
            totalPages: 1,
          },
        }),
      ),
    );
    await expect(list()).rejects.toMatchObject({ kind: 'malformed', field: 'value.games[1].vassalage' });
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () => HttpResponse.json({ success: true, value: { totalPages: 1 } })),
    );
    await expect(list()).rejects.toMatchObject({ kind: 'malformed', field: 'value.games' });
  });

  it('accepts the other spellings §3 allows (list / content, nodeName, iconUrl, numeric strings)', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        HttpResponse.json({
          success: true,
          value: {
            content: [{ nodeId: '42', gameType: 'RNG', vassalage: 'PG', nodeName: 'N', iconUrl: '/i.png', isHot: '1' }],
            totalPages: 1,
          },
        }),
      ),
    );
    const page = await list();
    expect(page.games).toEqual([
      {
        nodeId: 42,
        gameId: null,
        gameCode: null,
        gameType: 'RNG',
        vendorCode: 'PG',
        name: 'N',
        vendorDisplayName: null,
        iconUrl: '/i.png',
        classify: null,
        isHot: 1,
        opensGameList: false,
      },
    ]);
  });

  it('an injected 5xx is a transient error', async () => {
    platform.setFault({ kind: '5xx' });
    const error = await list().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, isTransient: true });
  });
});

describe('§7 hot games (GCSGAME_hotGamesV2)', () => {
  it('lists hot games only, for a type or across types', async () => {
    const all = await getHotGames(guest, { merchantCode: 'atriumdemo', language: 'EN' });
    expect(all.length).toBeGreaterThan(12);
    expect(all.every((g) => g.isHot === 1)).toBe(true);
    const live = await getHotGames(guest, { merchantCode: 'atriumdemo', language: 'EN', gameType: 'LIVE' });
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((g) => g.gameType === 'LIVE')).toBe(true);
  });

  it('"cached in session as HOT_GAMES unless refresh": never stale, and a persisted copy is used as is', () => {
    const request = { merchantCode: 'atriumdemo', language: 'EN' };
    expect(hotGamesQueryOptions(guest, request)).toMatchObject({ staleTime: Infinity });
    const persisted: Game[] = [];
    const options = hotGamesQueryOptions(guest, request, { persisted });
    expect(options.initialData).toBe(persisted);
    expect(options.queryKey.slice(0, 2)).toEqual([...queryKeys.games.hotAll]);
  });

  it('a malformed answer names the field', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_hotGamesV2', () => HttpResponse.json({ success: true, value: { games: [] } })),
    );
    await expect(getHotGames(guest, { merchantCode: 'atriumdemo', language: 'EN' })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.list',
    });
  });
});

describe('§7 vendor game types (GCSGAME_getVassGameType) and PVP rooms (GLS2_roomList), designed shapes', () => {
  it('a vendor in two lanes has two game types with their counts', async () => {
    const types = await getVendorGameTypes(guest, { vendorCode: 'JDB', language: 'EN' });
    expect(types.map((t) => t.gameType).sort()).toEqual(['FISH', 'RNG']);
    expect(types.find((t) => t.gameType === 'FISH')?.gameCount).toBe(12);
    await expect(getVendorGameTypes(guest, { vendorCode: 'NOPE', language: 'EN' })).resolves.toEqual([]);
  });

  it('rooms of a PVP vendor, four stakes per game', async () => {
    const rooms = await getPvpRooms(guest, { vendorCode: 'KY', language: 'EN' });
    expect(rooms.length).toBe(24);
    expect(rooms.every((r) => r.vendorCode === 'KY' && r.players <= r.capacity && r.minBet < r.maxBet)).toBe(true);
    const one = await getPvpRooms(guest, { vendorCode: 'KY', nodeId: rooms[0]?.nodeId ?? 0, language: 'EN' });
    expect(one.map((r) => r.roomId)).toEqual(rooms.slice(0, 4).map((r) => r.roomId));
  });
});

describe('§4 game start (GET /wps/game/launchGame)', () => {
  const member = () => client(platform.sessions.issue('m-1001'));

  async function gameWhere(predicate: (g: Game) => boolean): Promise<Game> {
    for (let page = 1; page < 50; page += 1) {
      const found = (await list({ page, pageSize: 100 })).games.find(predicate);
      if (found) return found;
    }
    throw new Error('no such game');
  }

  it('a member launches a game: the URL is the demo game page, plain HTML without script', async () => {
    const game = await gameWhere((g) => g.nodeId % 97 !== 0);
    const { url } = await launchGame(
      member(),
      gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true }),
    );
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${DEMO_ORIGIN}/__demo/game`);
    expect(parsed.searchParams.get('nodeId')).toBe(String(game.nodeId));
    const page = await fetch(url);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Spin');
    const spun = await (await fetch(`${DEMO_ORIGIN}/__demo/game?nodeId=${game.nodeId}&spin=1`)).text();
    expect(spun).toContain('Spin 1:');
  });

  it('the demo game page escapes what it is given', async () => {
    const html = await (
      await fetch(`${DEMO_ORIGIN}/__demo/game?name=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)
    ).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x');
  });

  it('a game under maintenance is refused with game.maintenance', async () => {
    const game = await gameWhere((g) => g.nodeId % 97 === 0);
    const error = await launchGame(
      member(),
      gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rejected', code: 'game.maintenance', messageKey: 'errors:game.maintenance' });
  });

  it('a guest gets session-expired before any call; a forged token gets the 401', async () => {
    const game = await gameWhere(() => true);
    const params = gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true });
    await expect(launchGame(guest, params)).rejects.toMatchObject({ kind: 'session-expired' });
    await expect(launchGame(client('forged'), params)).rejects.toMatchObject({ kind: 'session-expired', status: 401 });
  });

  it('a trial account may play for free but not for real money (operation.not.allowed)', async () => {
    const trial = client(platform.sessions.issue(trialAccount().id));
    const game = await gameWhere((g) => g.nodeId % 97 !== 0);
    await expect(
      launchGame(trial, gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true })),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'operation.not.allowed' });
    const { url } = await launchGame(
      trial,
      gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: false }),
    );
    expect(new URL(url).searchParams.get('mode')).toBe('free');
  });

  it('a vendor card launches its lobby game (gameId = the card gameCode), also through GCS_gameLaunchFB', async () => {
    const { catalogue } = await getGameVendors(guest, { language: 'EN' });
    const saba = catalogue.SPORTS.vendors.find((v) => v.vendorCode === 'SABA');
    if (!saba) throw new Error('SABA missing');
    const params = gameLaunchParams({ kind: 'vendor', vendor: saba }, { language: 'EN', realMoney: true });
    const direct = await launchGame(member(), params);
    expect(new URL(direct.url).searchParams.get('vendor')).toBe('SABA Sports');
    const relayed = await launchGame(member(), params, { via: 'gameLaunchFB' });
    expect(relayed.url).toBe(direct.url);
  });

  it('an unsafe game_url is malformed, never handed to the app', async () => {
    server.use(
      http.get('*/wps/game/launchGame', () =>
        HttpResponse.json({ success: true, value: { content: { game_url: 'javascript:alert(1)' } } }),
      ),
    );
    const game = await gameWhere(() => true);
    await expect(
      launchGame(member(), gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true })),
    ).rejects.toMatchObject({ kind: 'malformed', field: 'value.content.game_url' });
  });

  it('the launch mutation never retries on its own', () => {
    expect(launchGameMutationOptions(guest)).toMatchObject({ retry: false, mutationKey: ['games', 'launch'] });
  });
});

describe('§9 winner board (GCSGAME_getRankList)', () => {
  it('at most 20 entries, highest amount first, names masked', async () => {
    const board = await getWinnerBoard(guest, { language: 'EN' });
    expect(board).toHaveLength(20);
    const amounts = board.map((e) => e.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(board.every((e) => e.customerName.includes('***'))).toBe(true);
    expect(board[0]).toMatchObject({ nodeId: expect.any(Number), vendorCode: expect.any(String) });
  });

  it('the list sits under the data key; without it the answer is malformed', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_getRankList', () => HttpResponse.json({ success: true, value: { list: [] } })),
    );
    await expect(getWinnerBoard(guest, { language: 'EN' })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.data',
    });
  });
});

describe('demo pictures, drawn locally', () => {
  it('a game icon is an SVG with the initials; vendor cards and logos too; unknown ones are 404', async () => {
    const game = (await list()).games[0] as Game;
    const icon = await fetch(`${DEMO_ORIGIN}${game.iconUrl ?? ''}`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg[^>]*>.*<text[^>]*>[^<]+<\/text><\/svg>$/s);
    expect((await fetch(`${DEMO_ORIGIN}/__demo/icon/vendor/PG.svg`)).status).toBe(200);
    const logo = await fetch(`${DEMO_ORIGIN}${DEMO_IMAGE_BASE}${vendorImagePath('TCG_LOTTO_VN')}`);
    expect(await logo.text()).toContain('TCG_LOTTO_VN');
    expect((await fetch(`${DEMO_ORIGIN}/__demo/icon/1.svg`)).status).toBe(404);
  });
});
