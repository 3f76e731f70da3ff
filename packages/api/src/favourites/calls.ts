import type { Game } from '@atrium/domain/games';
import { GAME_CLIENT_TYPE, type LaunchPlatform } from '@atrium/domain/launch';
import { LOBBY_ANY, LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import type { ApiClient, Endpoint, QueryValue } from '../client';
import { DEFAULT_GAME_PLATFORM, gamePageSchema, toGamePage, type GamePage, type GamePageWire } from '../games';
import { favouriteIdsSchema, acknowledgementSchema } from './schemas';
import { type FavouritePayload, type FavouriteTarget } from './mapping';

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

export function favouritePayload(game: Pick<Game, 'nodeId' | 'vendorCode' | 'gameType'>): FavouritePayload {
  return { nodeId: game.nodeId, vendor: game.vendorCode, gameType: game.gameType };
}

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

/** §4 adding an existing favourite does nothing (the platform answers success). */
export async function addFavourite(client: ApiClient, game: FavouriteTarget, signal?: AbortSignal): Promise<void> {
  await client.call(addFavouriteEndpoint, { body: favouritePayload(game), signal });
}

/** §4 removal is symmetric: removing a game that is not a favourite does nothing. */
export async function removeFavourite(client: ApiClient, game: FavouriteTarget, signal?: AbortSignal): Promise<void> {
  await client.call(removeFavouriteEndpoint, { body: favouritePayload(game), signal });
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
