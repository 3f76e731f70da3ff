import { describe, expect, it } from 'vitest';
import { type Game } from '@atrium/domain/games';
import { LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import { gameListQuery, getGameList, getHotGames, hotGamesQueryOptions } from './index';
import { queryKeys } from '../queryKeys';
import { DEMO_ORIGIN, useDemoPlatform, TEST_NOW } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file', now: TEST_NOW, timeoutMs: 2_000 });
const { platform } = demo;

const guest = demo.client();
const list = (request: Partial<Parameters<typeof getGameList>[1]> = {}) =>
  getGameList(guest, { merchantCode: 'atriumdemo', language: 'EN', gameType: 'RNG', page: 1, ...request });

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
    demo.answer('/wps/relay/GCSGAME_gameList', {
      games: [
        { nodeId: 1, gameType: 'RNG', vassalage: 'PG', gameName: 'A' },
        { nodeId: 2, gameType: 'RNG', gameName: 'B' },
      ],
      totalPages: 1,
    });
    await expect(list()).rejects.toMatchObject({ kind: 'malformed', field: 'value.games[1].vassalage' });
    demo.answer('/wps/relay/GCSGAME_gameList', { totalPages: 1 });
    await expect(list()).rejects.toMatchObject({ kind: 'malformed', field: 'value.games' });
  });

  it('accepts the other spellings §3 allows (list / content, nodeName, iconUrl, numeric strings)', async () => {
    demo.answer('/wps/relay/GCSGAME_gameList', {
      content: [{ nodeId: '42', gameType: 'RNG', vassalage: 'PG', nodeName: 'N', iconUrl: '/i.png', isHot: '1' }],
      totalPages: 1,
    });
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
    demo.answer('/wps/relay/GCSGAME_hotGamesV2', { games: [] });
    await expect(getHotGames(guest, { merchantCode: 'atriumdemo', language: 'EN' })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.list',
    });
  });
});
