import { describe, expect, it } from 'vitest';
import type { Game } from '@atrium/domain/games';
import { gameLaunchParams } from '@atrium/domain/launch';
import {
  addFavourite,
  addFavouriteMutationOptions,
  favouriteListQuery,
  favouritePayload,
  getFavouriteIds,
  getFavouriteList,
  getRecentGames,
  removeFavourite,
  removeFavouriteMutationOptions,
} from './index';
import { getGameList, launchGame } from '../games';
import type { DemoAccount } from '../demo/state/accounts';
import { useDemoPlatform } from '../test/harness';

const demo = useDemoPlatform({ fresh: 'file', timeoutMs: 2_000 });
const { server, platform } = demo;

async function someGames(gameType: string, count: number): Promise<Game[]> {
  const page = await getGameList(demo.client(null), {
    merchantCode: 'atriumdemo',
    language: 'EN',
    gameType,
    page: 1,
    pageSize: 100,
  });
  return page.games.filter((g) => g.nodeId % 97 !== 0).slice(0, count);
}

const listOf = (c: ReturnType<typeof demo.client>, request: Partial<Parameters<typeof getFavouriteList>[1]> = {}) =>
  getFavouriteList(c, { language: 'EN', page: 1, ...request });

describe('§4 favourites against the demo platform', () => {
  it('a guest gets session-expired: before the call without a token, as a 401 with a forged one', async () => {
    await expect(listOf(demo.client(null))).rejects.toMatchObject({ kind: 'session-expired' });
    await expect(getFavouriteIds(demo.client('forged'))).rejects.toMatchObject({
      kind: 'session-expired',
      status: 401,
    });
    const [game] = await someGames('RNG', 1);
    if (!game) throw new Error('no game');
    await expect(addFavourite(demo.client('forged'), game)).rejects.toMatchObject({ kind: 'session-expired' });
  });

  it('add, list (newest first), ids; adding an existing one does nothing; removal is symmetric', async () => {
    const member = demo.clientAs('m-1001');
    const [first, second] = await someGames('RNG', 2);
    if (!first || !second) throw new Error('no games');
    await addFavourite(member, first);
    await addFavourite(member, second);
    await addFavourite(member, first);
    expect(await getFavouriteIds(member)).toEqual([second.nodeId, first.nodeId]);
    const page = await listOf(member);
    expect(page.games).toEqual([second, first]);
    expect(page).toMatchObject({ page: 1, totalPages: 1, totalCount: null });
    await removeFavourite(member, second);
    await removeFavourite(member, second);
    expect(await getFavouriteIds(member)).toEqual([first.nodeId]);
    await removeFavourite(member, first);
    expect((await listOf(member)).games).toEqual([]);
  });

  it('sends the favourite payload { nodeId, vendor, gameType } as the body of POST and DELETE', async () => {
    const bodies: { method: string; body: unknown }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('FavoriteGame') && request.method !== 'GET') {
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push({ method: request.method, body }));
      }
    });
    const member = demo.clientAs('m-1002');
    const [game] = await someGames('LIVE', 1);
    if (!game) throw new Error('no game');
    await addFavourite(member, game);
    await removeFavourite(member, game);
    server.events.removeAllListeners();
    const payload = { nodeId: game.nodeId, vendor: game.vendorCode, gameType: 'LIVE' };
    expect(favouritePayload(game)).toEqual(payload);
    expect(bodies).toEqual([
      { method: 'POST', body: payload },
      { method: 'DELETE', body: payload },
    ]);
  });

  it('each account keeps its own favourites', async () => {
    const [game] = await someGames('FISH', 1);
    if (!game) throw new Error('no game');
    await addFavourite(demo.clientAs('m-1003'), game);
    expect(await getFavouriteIds(demo.clientAs('m-1003'))).toEqual([game.nodeId]);
    expect(await getFavouriteIds(demo.clientAs('m-1004'))).toEqual([]);
  });

  it('filters by game type and vendor, pages, and answers an empty page beyond the total', async () => {
    const member = demo.clientAs('a-2001');
    const slots = await someGames('RNG', 20);
    const live = await someGames('LIVE', 2);
    for (const game of [...slots, ...live]) await addFavourite(member, game);
    const onlyLive = await listOf(member, { gameType: 'LIVE' });
    expect(onlyLive.games.map((g) => g.nodeId).sort()).toEqual(live.map((g) => g.nodeId).sort());
    const pageTwo = await listOf(member, { gameType: 'RNG', page: 2 });
    expect(pageTwo).toMatchObject({ page: 2, totalPages: 2 });
    expect(pageTwo.games).toHaveLength(2);
    const vendor = slots[0]?.vendorCode ?? '';
    const byVendor = await listOf(member, { gameType: 'RNG', vendorCode: vendor, pageSize: 99 });
    expect(byVendor.games.every((g) => g.vendorCode === vendor)).toBe(true);
    const beyond = await listOf(member, { page: 50 });
    expect(beyond).toMatchObject({ games: [], page: 50, totalPages: 2 });
  });

  it('refuses an unknown game, or a payload whose vendor does not match, with request_param_err', async () => {
    const member = demo.clientAs('m-1001');
    const [game] = await someGames('RNG', 1);
    if (!game) throw new Error('no game');
    await expect(addFavourite(member, { ...game, nodeId: 1 })).rejects.toMatchObject({ code: 'request_param_err' });
    await expect(addFavourite(member, { ...game, vendorCode: 'NOPE' })).rejects.toMatchObject({
      code: 'request_param_err',
    });
  });

  it('a trial account cannot keep favourites (operation.not.allowed)', async () => {
    const member = platform.accountById('m-1001');
    if (!member) throw new Error('seed changed');
    const trial: DemoAccount = { ...member, id: 't-4002', username: 'trial4002', type: 4 };
    platform.accounts.push(trial);
    const [game] = await someGames('RNG', 1);
    if (!game) throw new Error('no game');
    await expect(addFavourite(demo.clientAs(trial.id), game)).rejects.toMatchObject({
      kind: 'rejected',
      code: 'operation.not.allowed',
      messageKey: 'errors:functionNotEnabled',
    });
  });

  it('a malformed answer names the field', async () => {
    demo.answer('/wps/relay/MCSFE_getFavoriteGameIds', [1, 'x']);
    demo.answer('/wps/relay/MCSFE_getFavoriteGameList', { content: [{ nodeId: 1, vassalage: 'PG' }], totalPages: 1 });
    const member = demo.clientAs('m-1001');
    await expect(getFavouriteIds(member)).rejects.toMatchObject({ kind: 'malformed', field: 'value[1]' });
    await expect(listOf(member)).rejects.toMatchObject({ kind: 'malformed', field: 'value.content[0].gameType' });
  });

  it('sends the list query with its wire names', () => {
    expect(favouriteListQuery({ language: 'EN', gameType: 'ALL', page: 1, pageSize: 99 })).toEqual({
      clientType: 3,
      platform: 'html5-desktop',
      gameType: undefined,
      vassalage: undefined,
      pageNo: 1,
      pageSize: 99,
      language: 'EN',
    });
  });

  it('the add and remove mutations never retry on their own', () => {
    const c = demo.client(null);
    expect(addFavouriteMutationOptions(c)).toMatchObject({ retry: false, mutationKey: ['favourites', 'add'] });
    expect(removeFavouriteMutationOptions(c)).toMatchObject({ retry: false, mutationKey: ['favourites', 'remove'] });
  });
});

describe('§7 recent games (GCS_recentGame): a launch records the game', () => {
  it('newest first, each game once, filtered and paged', async () => {
    const member = demo.clientAs('a-2002');
    const [a, b] = await someGames('RNG', 2);
    const [fish] = await someGames('FISH', 1);
    if (!a || !b || !fish) throw new Error('no games');
    expect((await getRecentGames(member, { language: 'EN', page: 1 })).games).toEqual([]);
    for (const game of [a, b, fish, a]) {
      await launchGame(member, gameLaunchParams({ kind: 'game', game }, { language: 'EN', realMoney: true }));
    }
    const recent = await getRecentGames(member, { language: 'EN', page: 1 });
    expect(recent.games.map((g) => g.nodeId)).toEqual([a.nodeId, fish.nodeId, b.nodeId]);
    expect(recent.totalPages).toBe(1);
    const slots = await getRecentGames(member, { language: 'EN', page: 1, gameType: 'RNG' });
    expect(slots.games.map((g) => g.nodeId)).toEqual([a.nodeId, b.nodeId]);
    const small = await getRecentGames(member, { language: 'EN', page: 2, pageSize: 2 });
    expect(small).toMatchObject({ page: 2, totalPages: 2 });
    expect(small.games.map((g) => g.nodeId)).toEqual([b.nodeId]);
  });

  it('a refused launch is not recorded', async () => {
    const member = demo.clientAs('a-2003');
    let closed: Game | undefined;
    for (let page = 1; !closed && page <= 20; page += 1) {
      const games = await getGameList(demo.client(null), {
        merchantCode: 'atriumdemo',
        language: 'EN',
        gameType: 'RNG',
        page,
        pageSize: 100,
      });
      closed = games.games.find((g) => g.nodeId % 97 === 0);
    }
    if (!closed) throw new Error('no game under maintenance');
    await expect(
      launchGame(member, gameLaunchParams({ kind: 'game', game: closed }, { language: 'EN', realMoney: true })),
    ).rejects.toMatchObject({ code: 'game.maintenance' });
    expect((await getRecentGames(member, { language: 'EN', page: 1 })).games).toEqual([]);
  });

  it('a guest gets session-expired; the list needs `list` and `totalPages`', async () => {
    await expect(getRecentGames(demo.client(null), { language: 'EN', page: 1 })).rejects.toMatchObject({
      kind: 'session-expired',
    });
    demo.answer('/wps/relay/GCS_recentGame', { list: [] });
    await expect(getRecentGames(demo.clientAs('m-1001'), { language: 'EN', page: 1 })).rejects.toMatchObject({
      kind: 'malformed',
      field: 'value.totalPages',
    });
  });
});
