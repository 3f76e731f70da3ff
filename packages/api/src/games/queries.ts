import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Game } from '@atrium/domain/games';
import type { GameLaunchParams } from '@atrium/domain/launch';
import { pagedQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { retryTransientOnce } from '../errors';
import {
  DEFAULT_GAME_PLATFORM,
  gameListQuery,
  type GameListRequest,
  type GameVendorsRequest,
  getGameList,
  getGameMenus,
  getGameVendors,
  getHotGames,
  getPvpRooms,
  getVendorGameTypes,
  getWinnerBoard,
  hotGamesQuery,
  type HotGamesRequest,
  launchGame,
  type PvpRoomsRequest,
} from './calls';

// Vendors: GCSGAME_newGameVendor (docs/protocol.md "Vendors") and GET /lgw/games/game_menus (designed)

/** §7 "reads data.lanes; cached": vendors change rarely, so they stay fresh for 10 minutes. */
export function gameVendorsQueryOptions(client: ApiClient, request: GameVendorsRequest) {
  return queryOptions({
    queryKey: queryKeys.games.vendors(request.language, request.platform ?? DEFAULT_GAME_PLATFORM),
    queryFn: ({ signal }) => getGameVendors(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 10 * 60_000,
  });
}

export function gameMenusQueryOptions(client: ApiClient, request: { readonly language: string }) {
  return queryOptions({
    queryKey: queryKeys.games.menus(request.language),
    queryFn: ({ signal }) => getGameMenus(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 10 * 60_000,
  });
}

// Game list: GCSGAME_gameList (docs/protocol.md "Game list")

/** The lobby grid: the previous page stays on screen while the next loads. */
export function gameListQueryOptions(client: ApiClient, request: GameListRequest) {
  return pagedQueryOptions(queryKeys.games.list(gameListQuery(request)), getGameList, client, request, 60_000);
}

// Hot games: GCSGAME_hotGamesV2 (§7 "reads list; cached in session as HOT_GAMES unless refresh")

/**
 * §7 "cached in session as HOT_GAMES unless refresh": never stale while the session lasts. The app persists the
 * result under the domain's `SESSION_STORAGE_KEYS.hotGames` and hands it back as `persisted` on the next load (no
 * call then); a refresh is `queryClient.invalidateQueries({ queryKey: queryKeys.games.hotAll })`.
 */
export function hotGamesQueryOptions(
  client: ApiClient,
  request: HotGamesRequest,
  options: { readonly persisted?: readonly Game[] } = {},
) {
  return queryOptions({
    queryKey: queryKeys.games.hot(hotGamesQuery(request)),
    queryFn: ({ signal }) => getHotGames(client, request, signal),
    retry: retryTransientOnce,
    staleTime: Infinity,
    gcTime: Infinity,
    ...(options.persisted ? { initialData: options.persisted } : {}),
  });
}

// A vendor's game types: GCSGAME_getVassGameType (designed: query vassalage, language; value[] {gameType,
// displayName, gameCount})

export function vendorGameTypesQueryOptions(
  client: ApiClient,
  request: { readonly vendorCode: string; readonly language: string },
) {
  return queryOptions({
    queryKey: queryKeys.games.vendorGameTypes(request.vendorCode, request.language),
    queryFn: ({ signal }) => getVendorGameTypes(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 10 * 60_000,
  });
}

// PVP rooms: GLS2_roomList (designed: query vassalage, nodeId?, language; value { rooms[] })

/** Seat counts move: fresh for 15 seconds. */
export function pvpRoomsQueryOptions(client: ApiClient, request: PvpRoomsRequest) {
  return queryOptions({
    queryKey: queryKeys.games.pvpRooms(request.vendorCode, request.nodeId ?? null, request.language),
    queryFn: ({ signal }) => getPvpRooms(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 15_000,
  });
}

// Launch: GET /wps/game/launchGame (docs/protocol.md "Launch") and GCS_gameLaunchFB (designed twin)

/** A launch is a user action, never repeated on its own (a round may be open: #734). */
export function launchGameMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.games.all, 'launch'],
    mutationFn: (params: GameLaunchParams) => launchGame(client, params),
    retry: false,
  });
}

// Winner board: GCSGAME_getRankList (§7 "gameCategory ALL, language, limitNum 20, under data key")

export function winnerBoardQueryOptions(client: ApiClient, request: { readonly language: string }) {
  return queryOptions({
    queryKey: queryKeys.games.winnerBoard(request.language),
    queryFn: ({ signal }) => getWinnerBoard(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}
