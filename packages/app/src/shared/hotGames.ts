/**
 * §7 hot games (GCSGAME_hotGamesV2): "cached in session as HOT_GAMES unless refresh" (§3 session storage keys).
 * Every place that lists hot games (the home page's hot section and menu item, the lobby's hot filter, the
 * maintenance dialog's suggestions) reads them through `useHotGames`:
 * - a list kept in this tab's sessionStorage under `HOT_GAMES` is used as it is (no call);
 * - otherwise the list is fetched, and kept there after a successful fetch;
 * - `refresh()` asks the platform again whatever is kept, and keeps the new list.
 * A logout removes every session key but the merchant code (shared/session `clearSession`), `HOT_GAMES` with them.
 * The key holds one list per request (merchant, language, game type, vendor, platform), at most `MAX_HOT_LISTS`.
 * Storage that is refused or holds something unreadable is treated as empty: the app keeps working, it only forgets.
 */
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { hotGamesQuery, hotGamesQueryOptions, type ApiClient, type HotGamesRequest } from '@atrium/api';
import { SESSION_STORAGE_KEYS, type Game } from '@atrium/domain';

export const HOT_GAMES_KEY = SESSION_STORAGE_KEYS.hotGames;
/** How many hot lists the key keeps (home, each lobby's type and vendor…); the oldest goes first. */
export const MAX_HOT_LISTS = 12;

interface StoredHotList {
  readonly request: string;
  readonly games: readonly Game[];
}

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
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
  return typeof entry.request === 'string' && Array.isArray(entry.games) && entry.games.every(isGame);
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

/** The hot games kept in this session for a request, or undefined when none are (or they cannot be read). */
export function readHotGames(request: HotGamesRequest, storage = session()): readonly Game[] | undefined {
  const id = hotListId(request);
  return readLists(storage).find((entry) => entry.request === id)?.games;
}

/** Keeps a request's hot games in this session (replacing its older list). */
export function storeHotGames(request: HotGamesRequest, games: readonly Game[], storage = session()): void {
  const id = hotListId(request);
  const lists = [...readLists(storage).filter((entry) => entry.request !== id), { request: id, games }];
  try {
    storage?.setItem(HOT_GAMES_KEY, JSON.stringify(lists.slice(-MAX_HOT_LISTS)));
  } catch {
    // Storage refused (quota, private mode): the list is only kept in memory.
  }
}

/** The api's hot-games query, read from and written to the session copy. */
export function sessionHotGamesQueryOptions(client: ApiClient, request: HotGamesRequest) {
  const options = hotGamesQueryOptions(client, request, { persisted: readHotGames(request) });
  const fetchHotGames = options.queryFn as (context: QueryFunctionContext) => Promise<readonly Game[]>;
  return {
    ...options,
    queryFn: async (context: QueryFunctionContext) => {
      const games = await fetchHotGames(context);
      storeHotGames(request, games);
      return games;
    },
  };
}

/**
 * The hot games of a request: the session copy when there is one, else the platform's list (then kept).
 * `refresh` asks the platform again (§7 "unless refresh").
 */
export function useHotGames(client: ApiClient, request: HotGamesRequest, options: { readonly enabled?: boolean } = {}) {
  const id = hotListId(request);
  // Read the session copy once per request, not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `id` stands for the request's content
  const queryOptions = useMemo(() => sessionHotGamesQueryOptions(client, request), [client, id]);
  const query = useQuery({ ...queryOptions, enabled: options.enabled ?? true });
  const { refetch } = query;
  const refresh = useCallback(() => refetch({ cancelRefetch: true }), [refetch]);
  return { ...query, refresh };
}
