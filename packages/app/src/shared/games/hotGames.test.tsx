import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type HotGamesRequest } from '@atrium/api/games';
import { queryKeys } from '@atrium/api/queryKeys';
import type { Game } from '@atrium/domain/games';
import { SessionContext, type Session } from '../auth/authContext';
import {
  GUEST_OWNER,
  HOT_GAMES_KEY,
  MAX_HOT_LISTS,
  hotGamesOwner,
  readHotGames,
  storeHotGames,
  useHotGames,
} from './hotGames';
import { clearSession, storeAccount, storeToken } from '../session';
import { setUpDemoServer } from '../../test/demoServer';
import { demoClient } from '../../test/signIn';

/** Every hot-games call the demo platform answered in this test. */
let hotCalls: string[] = [];
const { server } = setUpDemoServer({
  afterEach: () => {
    hotCalls = [];
  },
});
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('GCSGAME_hotGamesV2')) hotCalls.push(request.url);
});

const client = demoClient();
const HOME: HotGamesRequest = { merchantCode: 'atriumdemo', language: 'EN', gameType: null };

const kept: Game = {
  nodeId: 4242,
  gameId: 'kept-1',
  gameCode: 'KEPT',
  gameType: 'RNG',
  vendorCode: 'PG',
  name: 'Kept in the session',
  vendorDisplayName: 'PG Soft',
  iconUrl: null,
  classify: null,
  isHot: 1,
  opensGameList: false,
};

/** A fresh page load: a new query cache (memory is gone), the same tab's sessionStorage. */
function load(request: HotGamesRequest = HOME, options: { enabled?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useHotGames(client, request, options), { wrapper });
}

describe('§7 hot games "cached in session as HOT_GAMES unless refresh"', () => {
  it('the first load asks the platform and keeps the list in sessionStorage under HOT_GAMES', async () => {
    const { result } = load();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(hotCalls).toHaveLength(1);
    expect(result.current.data?.length).toBeGreaterThan(0);
    expect(sessionStorage.getItem(HOT_GAMES_KEY)).not.toBeNull();
    expect(readHotGames(HOME)).toEqual(result.current.data);
  });

  it('a later load in the same session (a reload) uses the kept list without a call', async () => {
    const first = load();
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    hotCalls = [];

    const second = load();
    expect(second.result.current.data).toEqual(readHotGames(HOME));
    // Give a stray fetch the chance to start: none may.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(hotCalls).toEqual([]);
  });

  it('the kept list is used as it is (what the session holds is what is shown)', () => {
    storeHotGames(HOME, [kept]);
    const { result } = load();
    expect(result.current.data).toEqual([kept]);
    expect(hotCalls).toEqual([]);
  });

  it('a refresh asks the platform again and keeps the new list', async () => {
    storeHotGames(HOME, [kept]);
    const { result } = load();
    expect(result.current.data).toEqual([kept]);
    await act(async () => {
      await result.current.refresh();
    });
    expect(hotCalls).toHaveLength(1);
    expect(result.current.data).not.toEqual([kept]);
    expect(readHotGames(HOME)).toEqual(result.current.data);
  });

  it('each request has its own list: another language or game type is fetched, not taken from home', async () => {
    storeHotGames(HOME, [kept]);
    const { result } = load({ ...HOME, language: 'CN', gameType: 'FISH' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(hotCalls).toHaveLength(1);
    expect(result.current.data).not.toContainEqual(kept);
    expect(readHotGames(HOME)).toEqual([kept]);
  });

  it('a failed fetch keeps nothing; a disabled query asks nothing', async () => {
    server.use(http.get('*/wps/relay/GCSGAME_hotGamesV2', () => HttpResponse.error()));
    const failed = load();
    // A network failure is retried once (the api's rule) before it shows.
    await waitFor(() => expect(failed.result.current.isError).toBe(true), { timeout: 5_000 });
    expect(sessionStorage.getItem(HOT_GAMES_KEY)).toBeNull();
    failed.unmount();
    hotCalls = [];
    load(HOME, { enabled: false });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(hotCalls).toEqual([]);
  });

  it('unreadable or tampered storage counts as empty (the list is fetched again)', async () => {
    sessionStorage.setItem(HOT_GAMES_KEY, '{not json');
    expect(readHotGames(HOME)).toBeUndefined();
    sessionStorage.setItem(HOT_GAMES_KEY, JSON.stringify([{ request: 'x', games: [{ nodeId: 'one' }] }]));
    expect(readHotGames(HOME)).toBeUndefined();
    const { result } = load();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(hotCalls).toHaveLength(1);
  });

  it(`keeps at most ${MAX_HOT_LISTS} lists, dropping the oldest`, () => {
    for (let i = 0; i <= MAX_HOT_LISTS; i += 1) storeHotGames({ ...HOME, vendorCode: `V${i}` }, [kept]);
    expect(readHotGames({ ...HOME, vendorCode: 'V0' })).toBeUndefined();
    expect(readHotGames({ ...HOME, vendorCode: `V${MAX_HOT_LISTS}` })).toEqual([kept]);
    expect(JSON.parse(sessionStorage.getItem(HOT_GAMES_KEY) ?? '[]')).toHaveLength(MAX_HOT_LISTS);
  });

  it('§4 Logout clears it with the other session keys (the merchant code stays)', () => {
    storeHotGames(HOME, [kept]);
    sessionStorage.setItem('merchantCode', 'atriumdemo');
    clearSession();
    expect(sessionStorage.getItem(HOT_GAMES_KEY)).toBeNull();
    expect(readHotGames(HOME)).toBeUndefined();
    expect(sessionStorage.getItem('merchantCode')).toBe('atriumdemo');
  });
});

/**
 * What the session layer says about whoever uses the app: the guest, or the account with this id. Only what
 * `useHotGames` reads matters; the rest is a plausible guest or member.
 */
function sessionOf(accountId: string | null): Session {
  const isLoggedIn = accountId !== null;
  return {
    role: isLoggedIn ? 'member' : 'guest',
    hasToken: isLoggedIn,
    isLoggedIn,
    isAgent: false,
    isTrial: false,
    isPending: false,
    nickname: null,
    account: accountId,
    displayName: accountId,
    memberInfo: null,
    isFirstLogin: false,
  } as Session;
}

/** One page load whose session changes (logout, another account) while the hot list is shown. */
function loadWithSession(initial: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let current = sessionOf(initial);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={current}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useHotGames(client, HOME), { wrapper });
  const switchTo = (accountId: string | null) => {
    current = sessionOf(accountId);
    hook.rerender();
  };
  const ownersInMemory = () =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: queryKeys.games.hotAll })
      .map((query) => JSON.stringify(query.queryKey.at(-1)));
  return { ...hook, queryClient, switchTo, ownersInMemory };
}

const otherKept: Game = { ...kept, nodeId: 4343, gameId: 'kept-2', name: 'Kept for another account' };

describe('§4 hot games belong to whoever uses the app', () => {
  it('a list kept for one account is read for that account only, never for the guest or another account', () => {
    storeHotGames(HOME, [kept], 'account:m-1001');
    expect(readHotGames(HOME, 'account:m-1001')).toEqual([kept]);
    expect(readHotGames(HOME, GUEST_OWNER)).toBeUndefined();
    expect(readHotGames(HOME, 'account:m-1002')).toBeUndefined();
    // Storing for another owner drops the first owner's lists.
    storeHotGames(HOME, [otherKept], 'account:m-1002');
    expect(readHotGames(HOME, 'account:m-1001')).toBeUndefined();
    expect(readHotGames(HOME, 'account:m-1002')).toEqual([otherKept]);
  });

  it('without a session layer the owner is read from sessionStorage (token and account kept beside it)', () => {
    expect(hotGamesOwner()).toBe(GUEST_OWNER);
    storeToken('t-1');
    storeAccount({ nickname: null, account: 'member', customerId: 'm-1001', isAgent: false });
    expect(hotGamesOwner()).toBe('account:m-1001');
    clearSession();
    expect(hotGamesOwner()).toBe(GUEST_OWNER);
  });

  it('§4 Logout: the account’s list leaves memory and the guest is shown the guest’s list, not the account’s', async () => {
    storeHotGames(HOME, [kept], 'account:m-1001');
    const view = loadWithSession('m-1001');
    expect(view.result.current.data).toEqual([kept]);
    expect(hotCalls).toEqual([]);

    clearSession();
    view.switchTo(null);
    expect(view.result.current.data).not.toEqual([kept]);
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    expect(view.result.current.data).not.toContainEqual(kept);
    expect(hotCalls).toHaveLength(1);
    expect(view.ownersInMemory()).toEqual([JSON.stringify({ owner: GUEST_OWNER })]);
  });

  it('another account signing in never sees the previous account’s list, from memory or storage', async () => {
    storeHotGames(HOME, [kept], 'account:m-1001');
    const view = loadWithSession('m-1001');
    expect(view.result.current.data).toEqual([kept]);

    // No logout in between (a token from the address, a session ended on the server): storage still holds it.
    view.switchTo('m-1002');
    expect(view.result.current.data).not.toEqual([kept]);
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    expect(view.result.current.data).not.toContainEqual(kept);
    expect(hotCalls).toHaveLength(1);
    expect(view.ownersInMemory()).toEqual([JSON.stringify({ owner: 'account:m-1002' })]);
    expect(readHotGames(HOME, 'account:m-1001')).toBeUndefined();
    expect(readHotGames(HOME, 'account:m-1002')).toEqual(view.result.current.data);
  });
});
