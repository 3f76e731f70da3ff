import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Game } from '@atrium/domain/catalogue';
import { GAME_CLIENT_TYPE, type LaunchPlatform } from '@atrium/domain/launch';
import { LOBBY_ANY, LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import type { ApiClient, Endpoint, QueryValue } from './client';
import { retryTransientOnce } from './errors';
import { DEFAULT_GAME_PLATFORM, gamePageSchema, toGamePage, type GamePage, type GamePageWire } from './games';
import { queryKeys } from './queryKeys';

/**
 * The account's own games (spec §7 "Favorites", "Recent"; §4 "Favourite"; docs/protocol.md "Favourites"): the favourite
 * list and ids, add and remove, and the recent games. All need the session. The relay names of the favourite calls
 * are not known beyond `MCSFE_*FavoriteGame*`: the four below are designed (README "Designed shapes").
 * Optimistic updates and the 1000 ms throttle (§4) are the app's: the mutations here never retry on their own.
 */

const relay = (name: string) => `/wps/relay/${name}`;

function filterValue(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toUpperCase() === LOBBY_ANY ? undefined : trimmed;
}

/** §9 "favorites 99 per page on login". */
export const FAVOURITES_LOGIN_PAGE_SIZE = 99;

// ---------------------------------------------------------------------------------------------------------------
// Favourite list (`value { content[], pageNum, totalPages }`)

export const favouriteListEndpoint: Endpoint<GamePageWire> = {
  id: 'favourites.list',
  method: 'GET',
  path: relay('MCSFE_getFavoriteGameList'),
  moduleId: 'GAMELOFAV3',
  needsToken: true,
  value: gamePageSchema,
};

export interface FavouriteListRequest {
  readonly language: string;
  readonly gameType?: string | null;
  readonly vendorCode?: string | null;
  /** 1-based. */
  readonly page: number;
  /** The lobby's 18 by default; `FAVOURITES_LOGIN_PAGE_SIZE` for the list loaded at login. */
  readonly pageSize?: number;
  readonly platform?: LaunchPlatform;
}

export function favouriteListQuery(request: FavouriteListRequest): Readonly<Record<string, QueryValue>> {
  return {
    clientType: GAME_CLIENT_TYPE,
    platform: request.platform ?? DEFAULT_GAME_PLATFORM,
    gameType: filterValue(request.gameType),
    vassalage: filterValue(request.vendorCode),
    pageNo: request.page,
    pageSize: request.pageSize ?? LOBBY_PAGE_SIZE,
    language: request.language,
  };
}

export async function getFavouriteList(
  client: ApiClient,
  request: FavouriteListRequest,
  signal?: AbortSignal,
): Promise<GamePage> {
  const wire = await client.call(favouriteListEndpoint, { query: favouriteListQuery(request), signal });
  return toGamePage(wire, request.page);
}

export function favouriteListQueryOptions(client: ApiClient, request: FavouriteListRequest) {
  return queryOptions({
    queryKey: queryKeys.favourites.list(favouriteListQuery(request)),
    queryFn: ({ signal }) => getFavouriteList(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Favourite ids (`value`: an array of node ids)

export const favouriteIdsSchema = z.array(
  z.pipe(
    z.union([z.number().check(z.int()), z.string().check(z.regex(/^\s*\d+\s*$/))]),
    z.transform((v) => Number(v)),
  ),
);

export const favouriteIdsEndpoint: Endpoint<number[]> = {
  id: 'favourites.ids',
  method: 'GET',
  path: relay('MCSFE_getFavoriteGameIds'),
  moduleId: 'GAMELOFAV3',
  needsToken: true,
  value: favouriteIdsSchema,
};

/** The node ids of the account's favourites (the card's favourite toggle reads them). */
export async function getFavouriteIds(client: ApiClient, signal?: AbortSignal): Promise<readonly number[]> {
  return client.call(favouriteIdsEndpoint, { signal });
}

export function favouriteIdsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.favourites.ids,
    queryFn: ({ signal }) => getFavouriteIds(client, signal),
    retry: retryTransientOnce,
    staleTime: 5 * 60_000,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Add (POST) and remove (DELETE) with `{ nodeId, vendor, gameType }`

/** §3 "Favourite payload: nodeId, vendor, gameType". */
export interface FavouritePayload {
  readonly nodeId: number;
  readonly vendor: string;
  readonly gameType: string;
}

export function favouritePayload(game: Pick<Game, 'nodeId' | 'vendorCode' | 'gameType'>): FavouritePayload {
  return { nodeId: game.nodeId, vendor: game.vendorCode, gameType: game.gameType };
}

/** The answer's value carries nothing the app needs (designed: the demo sends `true`). */
const acknowledgementSchema = z.unknown();

export const addFavouriteEndpoint: Endpoint<unknown> = {
  id: 'favourites.add',
  method: 'POST',
  path: relay('MCSFE_addFavoriteGame'),
  moduleId: 'GAMELOFAV3',
  needsToken: true,
  value: acknowledgementSchema,
};

export const removeFavouriteEndpoint: Endpoint<unknown> = {
  id: 'favourites.remove',
  method: 'DELETE',
  path: relay('MCSFE_removeFavoriteGame'),
  moduleId: 'GAMELOFAV3',
  needsToken: true,
  value: acknowledgementSchema,
};

type FavouriteTarget = Pick<Game, 'nodeId' | 'vendorCode' | 'gameType'>;

/** §4 adding an existing favourite does nothing (the platform answers success). */
export async function addFavourite(client: ApiClient, game: FavouriteTarget, signal?: AbortSignal): Promise<void> {
  await client.call(addFavouriteEndpoint, { body: favouritePayload(game), signal });
}

/** §4 removal is symmetric: removing a game that is not a favourite does nothing. */
export async function removeFavourite(client: ApiClient, game: FavouriteTarget, signal?: AbortSignal): Promise<void> {
  await client.call(removeFavouriteEndpoint, { body: favouritePayload(game), signal });
}

/** No automatic retry: the app updates its list at once and undoes it if the call fails (§4). */
export function addFavouriteMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.favourites.all, 'add'],
    mutationFn: (game: FavouriteTarget) => addFavourite(client, game),
    retry: false,
  });
}

export function removeFavouriteMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.favourites.all, 'remove'],
    mutationFn: (game: FavouriteTarget) => removeFavourite(client, game),
    retry: false,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Recent games: GCS_recentGame (§7 "page, pageSize, gameType, vassalage, language, clientType; reads list, totalPages")

export const recentGamesEndpoint: Endpoint<GamePageWire> = {
  id: 'favourites.recent',
  method: 'GET',
  path: relay('GCS_recentGame'),
  moduleId: 'GAMELOREC3',
  needsToken: true,
  value: gamePageSchema,
};

export interface RecentGamesRequest {
  readonly language: string;
  readonly gameType?: string | null;
  readonly vendorCode?: string | null;
  readonly page: number;
  /** The lobby's 18 by default; the home page shows 6 (the domain's `HOME_RECENT_PAGE_SIZE`). */
  readonly pageSize?: number;
}

export function recentGamesQuery(request: RecentGamesRequest): Readonly<Record<string, QueryValue>> {
  return {
    page: request.page,
    pageSize: request.pageSize ?? LOBBY_PAGE_SIZE,
    gameType: filterValue(request.gameType),
    vassalage: filterValue(request.vendorCode),
    language: request.language,
    clientType: GAME_CLIENT_TYPE,
  };
}

export async function getRecentGames(
  client: ApiClient,
  request: RecentGamesRequest,
  signal?: AbortSignal,
): Promise<GamePage> {
  const wire = await client.call(recentGamesEndpoint, { query: recentGamesQuery(request), signal });
  return toGamePage(wire, request.page);
}

/** A launch adds to the recent games: the app invalidates `queryKeys.favourites.recentAll` after one. */
export function recentGamesQueryOptions(client: ApiClient, request: RecentGamesRequest) {
  return queryOptions({
    queryKey: queryKeys.favourites.recent(recentGamesQuery(request)),
    queryFn: ({ signal }) => getRecentGames(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
