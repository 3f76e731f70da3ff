import type { Game } from '@atrium/domain/games';
import { GAME_CLIENT_TYPE, type LaunchPlatform } from '@atrium/domain/launch';
import { LOBBY_ANY, LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import type { ApiClient, QueryValue } from '../client';
import { DEFAULT_GAME_PLATFORM, gamePageSchema, toGamePage, type GamePage } from '../games';
import { favouriteIdsSchema, acknowledgementSchema } from './schemas';
import { type FavouritePayload, type FavouriteTarget } from './mapping';
import { endpointsOf } from '../endpoints';

const area = endpointsOf('favourites', { moduleId: 'GAMELOFAV3', needsToken: true });

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

export const favouriteListEndpoint = area.get('list', relay('MCSFE_getFavoriteGameList'), gamePageSchema);

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

export const favouriteIdsEndpoint = area.get('ids', relay('MCSFE_getFavoriteGameIds'), favouriteIdsSchema);

/** The node ids of the account's favourites (the card's favourite toggle reads them). */
export async function getFavouriteIds(client: ApiClient, signal?: AbortSignal): Promise<readonly number[]> {
  return client.call(favouriteIdsEndpoint, { signal });
}

export function favouritePayload(game: Pick<Game, 'nodeId' | 'vendorCode' | 'gameType'>): FavouritePayload {
  return { nodeId: game.nodeId, vendor: game.vendorCode, gameType: game.gameType };
}

export const addFavouriteEndpoint = area.post('add', relay('MCSFE_addFavoriteGame'), acknowledgementSchema);

export const removeFavouriteEndpoint = area.delete('remove', relay('MCSFE_removeFavoriteGame'), acknowledgementSchema);

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

export const recentGamesEndpoint = area.get('recent', relay('GCS_recentGame'), gamePageSchema, {
  moduleId: 'GAMELOREC3',
});

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
