/**
 * §7 hot games (GCSGAME_hotGamesV2): "cached in session as HOT_GAMES unless refresh" (§3 session storage keys).
 * Every place that lists hot games (the home page's hot section and menu item, the lobby's hot filter, the
 * maintenance dialog's suggestions) reads them through `useHotGames`:
 * - a list kept in this tab's sessionStorage under `HOT_GAMES` is used as it is (no call);
 * - otherwise the list is fetched, and kept there after a successful fetch;
 * - `refresh()` asks the platform again whatever is kept, and keeps the new list.
 * A logout removes every session key but the merchant code (shared/session `clearSession`), `HOT_GAMES` with them.
 * The key holds one list per request (merchant, language, game type, vendor, platform), at most `MAX_HOT_LISTS`.
 * Every list belongs to whoever was using the app when it was fetched (`hotGamesOwner`: the guest, or one account),
 * in the key and in memory: another owner's list is never read, storing drops other owners' lists, and when the owner
 * changes (logout, session expiry, another account signing in) the lists of every other owner leave the query cache.
 * Storage that is refused or holds something unreadable is treated as empty: the app keeps working, it only forgets.
 */
import { queryOptions, useQuery, useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo } from 'react';
import { type ApiClient } from '@atrium/api/client';
import { queryKeys } from '@atrium/api/queryKeys';
import { hotGamesQuery, hotGamesQueryOptions, type HotGamesRequest } from '@atrium/api/games';
import type { Game } from '@atrium/domain/games';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { SessionContext, type Session } from '../auth/authContext';
import { readAccount, readToken } from '../session';

export const HOT_GAMES_KEY = SESSION_STORAGE_KEYS.hotGames;
/** How many hot lists the key keeps (home, each lobby's type and vendor…); the oldest goes first. */
export const MAX_HOT_LISTS = 12;

/** Who a hot list belongs to: `GUEST_OWNER`, or `account:<id>` for a signed-in account. */
export type HotGamesOwner = string;
export const GUEST_OWNER: HotGamesOwner = 'guest';

interface StoredHotList {
  readonly owner: HotGamesOwner;
  readonly request: string;
  readonly games: readonly Game[];
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whoever is using the app: the guest without a token, else the account (its id from member info, else the id kept
 * beside the token, else its name). Read from the session when there is one, from sessionStorage otherwise.
 */
export function hotGamesOwner(session: Session | null = null, storage = sessionStorageOrNone()): HotGamesOwner {
  const hasToken = session ? session.hasToken : readToken(storage) !== null;
  if (!hasToken) return GUEST_OWNER;
  const id = session?.memberInfo?.id ?? readAccount(storage)?.customerId ?? session?.account ?? '';
  return `account:${id}`;
}

/** The request's identity in the key: its wire query (merchant, type, vendor, platform, language). */
export function hotListId(request: HotGamesRequest): string {
  return JSON.stringify(hotGamesQuery(request));
}

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

function isGame(value: unknown): value is Game {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  return (
    typeof g.nodeId === 'number' &&
    isNullableString(g.gameId) &&
    isNullableString(g.gameCode) &&
    typeof g.gameType === 'string' &&
    typeof g.vendorCode === 'string' &&
    typeof g.name === 'string' &&
    isNullableString(g.vendorDisplayName) &&
    isNullableString(g.iconUrl) &&
    isNullableString(g.classify) &&
    (g.isHot === null || typeof g.isHot === 'number') &&
    typeof g.opensGameList === 'boolean'
  );
}

function isStoredHotList(value: unknown): value is StoredHotList {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.owner === 'string' &&
    typeof entry.request === 'string' &&
    Array.isArray(entry.games) &&
    entry.games.every(isGame)
  );
}

function readLists(storage: Storage | undefined): StoredHotList[] {
  try {
    const raw = storage?.getItem(HOT_GAMES_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStoredHotList) : [];
  } catch {
    return [];
  }
}

/**
 * The hot games kept in this session for a request and its owner (by default whoever uses the app now), or undefined
 * when none are (or they cannot be read).
 */
export function readHotGames(
  request: HotGamesRequest,
  owner: HotGamesOwner = hotGamesOwner(),
  storage = sessionStorageOrNone(),
): readonly Game[] | undefined {
  const id = hotListId(request);
  return readLists(storage).find((entry) => entry.owner === owner && entry.request === id)?.games;
}

/** Keeps a request's hot games for their owner (replacing its older list); other owners' lists are dropped. */
export function storeHotGames(
  request: HotGamesRequest,
  games: readonly Game[],
  owner: HotGamesOwner = hotGamesOwner(),
  storage = sessionStorageOrNone(),
): void {
  const id = hotListId(request);
  const lists = [
    ...readLists(storage).filter((entry) => entry.owner === owner && entry.request !== id),
    { owner, request: id, games },
  ];
  try {
    storage?.setItem(HOT_GAMES_KEY, JSON.stringify(lists.slice(-MAX_HOT_LISTS)));
  } catch {
    // Storage refused (quota, private mode): the list is only kept in memory.
  }
}

/** The owner a hot-games query key belongs to (its last part), or undefined for a key that is not one of ours. */
export function ownerOfHotGamesKey(key: readonly unknown[]): HotGamesOwner | undefined {
  const last = key.length === 4 ? key[3] : undefined;
  return typeof last === 'object' && last !== null && 'owner' in last && typeof last.owner === 'string'
    ? last.owner
    : undefined;
}

/** The api's hot-games query for one owner, read from and written to the session copy. */
export function sessionHotGamesQueryOptions(
  client: ApiClient,
  request: HotGamesRequest,
  owner: HotGamesOwner = hotGamesOwner(),
) {
  const persisted = readHotGames(request, owner);
  // The api's query (its retry, never stale while the session lasts), keyed by its owner as well.
  const api = hotGamesQueryOptions(client, request, { persisted });
  const fetchHotGames = api.queryFn as (context: QueryFunctionContext) => Promise<readonly Game[]>;
  return queryOptions({
    // Still under `queryKeys.games.hotAll`, so a refresh by area reaches it.
    queryKey: [...queryKeys.games.hot(hotGamesQuery(request)), { owner }] as const,
    queryFn: async (context: QueryFunctionContext) => {
      const games = await fetchHotGames(context);
      storeHotGames(request, games, owner);
      return games;
    },
    retry: api.retry,
    // As the api's: never stale, never dropped, while the session lasts (a logout or another owner drops it here).
    staleTime: Infinity,
    gcTime: Infinity,
    ...(persisted ? { initialData: persisted } : {}),
  });
}

/**
 * The hot games of a request: the session copy when there is one, else the platform's list (then kept).
 * `refresh` asks the platform again (§7 "unless refresh").
 */
export function useHotGames(client: ApiClient, request: HotGamesRequest, options: { readonly enabled?: boolean } = {}) {
  const id = hotListId(request);
  const owner = hotGamesOwner(useContext(SessionContext));
  const queryClient = useQueryClient();
  // Logout, session expiry or another account: the lists of whoever used the app before leave memory.
  useEffect(() => {
    queryClient.removeQueries({
      queryKey: queryKeys.games.hotAll,
      predicate: (query) => ownerOfHotGamesKey(query.queryKey) !== owner,
    });
  }, [queryClient, owner]);
  // Read the session copy once per request and owner, not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `id` stands for the request's content
  const queryOptions = useMemo(() => sessionHotGamesQueryOptions(client, request, owner), [client, id, owner]);
  const query = useQuery({ ...queryOptions, enabled: options.enabled ?? true });
  const { refetch } = query;
  const refresh = useCallback(() => refetch({ cancelRefetch: true }), [refetch]);
  return { ...query, refresh };
}
