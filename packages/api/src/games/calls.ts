import { type Game, type VendorSplitLists, WINNER_BOARD_LIMIT, type WinnerBoardEntry } from '@atrium/domain/games';
import { GAME_CLIENT_TYPE, type GameLaunchParams, type LaunchPlatform } from '@atrium/domain/launch';
import { LOBBY_ANY, LOBBY_PAGE_SIZE, normalizeLobbySearch } from '@atrium/domain/lobby';
import type { ApiClient, Endpoint, QueryValue } from '../client';
import {
  gameLaunchSchema,
  gameMenusSchema,
  type GameMenusWire,
  gamePageSchema,
  type GamePageWire,
  gameVendorsSchema,
  hotGamesSchema,
  pvpRoomsSchema,
  vendorGameTypesSchema,
  winnerBoardSchema,
} from './schemas';
import {
  type GameLaunch,
  type GameVendors,
  type PvpRoom,
  toGame,
  toGamePage,
  toGameVendors,
  toVendor,
  toVendorLane,
  toWinnerBoard,
  type VendorGameType,
} from './mapping';
import { endpointsOf } from '../endpoints';

const area = endpointsOf('games', { moduleId: 'GAMELO3', needsToken: false });

// Shared wire pieces

/** The platform's defaults for game calls (§9 "game client type 3; platforms flash and html5-desktop"). */
export const DEFAULT_GAME_PLATFORM: LaunchPlatform = 'html5-desktop';

const relay = (name: string) => `/wps/relay/${name}`;

/** 'ALL' (the lobby's "any"), empty or null means "no filter": the parameter is left out. */
function filterValue(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toUpperCase() === LOBBY_ANY ? undefined : trimmed;
}

// Vendors: GCSGAME_newGameVendor (docs/protocol.md "Vendors") and GET /lgw/games/game_menus (designed)

export const gameVendorsEndpoint = area.get('vendors', relay('GCSGAME_newGameVendor'), gameVendorsSchema);

export interface GameVendorsRequest {
  readonly language: string;
  readonly platform?: LaunchPlatform;
  /** The brand's split lists (defaults: the domain's). */
  readonly splitLists?: VendorSplitLists;
}

export async function getGameVendors(
  client: ApiClient,
  request: GameVendorsRequest,
  signal?: AbortSignal,
): Promise<GameVendors> {
  const wire = await client.call(gameVendorsEndpoint, {
    query: { platform: request.platform ?? DEFAULT_GAME_PLATFORM, language: request.language },
    signal,
  });
  return toGameVendors(wire.data.lanes.map(toVendorLane), request.splitLists);
}

export const gameMenusEndpoint: Endpoint<GameMenusWire> = {
  id: 'games.menus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  needsToken: false,
  value: gameMenusSchema,
};

/** The navigation menus as vendor data (no classify tabs), with the same §4 split. */
export async function getGameMenus(
  client: ApiClient,
  request: { readonly language: string; readonly splitLists?: VendorSplitLists },
  signal?: AbortSignal,
): Promise<GameVendors> {
  const wire = await client.call(gameMenusEndpoint, { query: { language: request.language }, signal });
  const lanes = wire.map((menu) => ({ title: menu.gameCategory, vendors: menu.vendors.map(toVendor), classifies: [] }));
  return toGameVendors(lanes, request.splitLists);
}

// Game list: GCSGAME_gameList (docs/protocol.md "Game list")

export const gameListEndpoint: Endpoint<GamePageWire> = {
  id: 'games.list',
  method: 'GET',
  path: relay('GCSGAME_gameList'),
  moduleId: 'GAMELO3',
  // §7 marks it "token", but §6 lets guests browse lobbies: the list is asked for without the session (doubtful).
  needsToken: false,
  value: gamePageSchema,
};

/** The lobby filter HOT travels as this `gameClassify` (designed: the wire way to ask for hot games is unknown). */
export const HOT_GAME_CLASSIFY = 'HOT';

export interface GameListRequest {
  readonly merchantCode: string;
  readonly language: string;
  /** A wire game type (RNG, LIVE, FISH, PVP…); null for every type. */
  readonly gameType?: string | null;
  /** A vendor code (§3 vassalage); null or 'ALL' for every vendor. */
  readonly vendorCode?: string | null;
  /** A classify key; null or 'ALL' for every classify. */
  readonly classify?: string | null;
  /** The lobby's HOT filter; wins over `classify`. */
  readonly hotOnly?: boolean;
  /** §5 "Game name search trimmed": normalized with the lobby's own rule. */
  readonly search?: string;
  /** 1-based. */
  readonly page: number;
  /** §9 lobby page size 18 by default. */
  readonly pageSize?: number;
  readonly platform?: LaunchPlatform;
}

/** The query string of the game list, with its wire names. */
export function gameListQuery(request: GameListRequest): Readonly<Record<string, QueryValue>> {
  const search = normalizeLobbySearch(request.search ?? '');
  return {
    clientType: GAME_CLIENT_TYPE,
    platform: request.platform ?? DEFAULT_GAME_PLATFORM,
    merchant: request.merchantCode,
    gameType: filterValue(request.gameType),
    vassalage: filterValue(request.vendorCode),
    pageNo: request.page,
    pageSize: request.pageSize ?? LOBBY_PAGE_SIZE,
    gameClassify: request.hotOnly ? HOT_GAME_CLASSIFY : filterValue(request.classify),
    gameName: search === '' ? undefined : search,
    language: request.language,
  };
}

export async function getGameList(client: ApiClient, request: GameListRequest, signal?: AbortSignal) {
  const wire = await client.call(gameListEndpoint, { query: gameListQuery(request), signal });
  return toGamePage(wire, request.page);
}

// Hot games: GCSGAME_hotGamesV2 (§7 "reads list; cached in session as HOT_GAMES unless refresh")

export const hotGamesEndpoint = area.get('hot', relay('GCSGAME_hotGamesV2'), hotGamesSchema, {
  moduleId: 'GAMELOHOT3',
});

export interface HotGamesRequest {
  readonly merchantCode: string;
  readonly language: string;
  /** null for every type (the home page's hot section). */
  readonly gameType?: string | null;
  readonly vendorCode?: string | null;
  readonly platform?: LaunchPlatform;
}

export function hotGamesQuery(request: HotGamesRequest): Readonly<Record<string, QueryValue>> {
  return {
    merchantCode: request.merchantCode,
    isPlatform: 2,
    gameType: filterValue(request.gameType),
    vassalage: filterValue(request.vendorCode),
    platform: request.platform ?? DEFAULT_GAME_PLATFORM,
    language: request.language,
  };
}

export async function getHotGames(
  client: ApiClient,
  request: HotGamesRequest,
  signal?: AbortSignal,
): Promise<readonly Game[]> {
  const wire = await client.call(hotGamesEndpoint, { query: hotGamesQuery(request), signal });
  return wire.list.map(toGame);
}

// A vendor's game types: GCSGAME_getVassGameType (designed: query vassalage, language; value[] {gameType,
// displayName, gameCount})

export const vendorGameTypesEndpoint = area.get(
  'vendorGameTypes',
  relay('GCSGAME_getVassGameType'),
  vendorGameTypesSchema,
);

export async function getVendorGameTypes(
  client: ApiClient,
  request: { readonly vendorCode: string; readonly language: string },
  signal?: AbortSignal,
): Promise<readonly VendorGameType[]> {
  const wire = await client.call(vendorGameTypesEndpoint, {
    query: { vassalage: request.vendorCode, language: request.language },
    signal,
  });
  return wire.map((t) => ({
    gameType: t.gameType,
    displayName: t.displayName || t.gameType,
    gameCount: t.gameCount ?? null,
  }));
}

// PVP rooms: GLS2_roomList (designed: query vassalage, nodeId?, language; value { rooms[] })

export const pvpRoomsEndpoint = area.get('pvpRooms', relay('GLS2_roomList'), pvpRoomsSchema);

export interface PvpRoomsRequest {
  readonly vendorCode: string;
  readonly nodeId?: number | null;
  readonly language: string;
}

export async function getPvpRooms(
  client: ApiClient,
  request: PvpRoomsRequest,
  signal?: AbortSignal,
): Promise<readonly PvpRoom[]> {
  const wire = await client.call(pvpRoomsEndpoint, {
    query: { vassalage: request.vendorCode, nodeId: request.nodeId ?? undefined, language: request.language },
    signal,
  });
  return wire.rooms.map(({ vassalage, ...room }) => ({ ...room, vendorCode: vassalage }));
}

// Launch: GET /wps/game/launchGame (docs/protocol.md "Launch") and GCS_gameLaunchFB (designed twin)

export const launchGameEndpoint = area.get('launch', '/wps/game/launchGame', gameLaunchSchema, { needsToken: true });

/** GCS_gameLaunchFB: what "FB" stands for is not known; designed as the relay twin of launchGame. */
export const launchGameFbEndpoint = area.get('launchFB', relay('GCS_gameLaunchFB'), gameLaunchSchema, {
  needsToken: true,
});

/** The launch query with its wire names (the domain's `gameLaunchParams` builds the params). */
export function gameLaunchQuery(params: GameLaunchParams): Readonly<Record<string, QueryValue>> {
  return {
    gameId: params.gameId ?? undefined,
    nodeId: params.nodeId ?? undefined,
    vassalage: params.vassalage,
    launchMode: params.launchMode,
    accountType: params.accountType,
    platform: params.platform,
    clientType: params.clientType,
    language: params.language,
  };
}

export async function launchGame(
  client: ApiClient,
  params: GameLaunchParams,
  options: { readonly via?: 'launchGame' | 'gameLaunchFB'; readonly signal?: AbortSignal } = {},
): Promise<GameLaunch> {
  const endpoint = options.via === 'gameLaunchFB' ? launchGameFbEndpoint : launchGameEndpoint;
  const wire = await client.call(endpoint, { query: gameLaunchQuery(params), signal: options.signal });
  return { url: wire.content.game_url };
}

// Winner board: GCSGAME_getRankList (§7 "gameCategory ALL, language, limitNum 20, under data key")

export const winnerBoardEndpoint = area.get('winnerBoard', relay('GCSGAME_getRankList'), winnerBoardSchema);

export async function getWinnerBoard(
  client: ApiClient,
  /** `category`: a game category (the winners page's tabs); ALL, the home board's list, when absent. */
  request: { readonly language: string; readonly category?: string },
  signal?: AbortSignal,
): Promise<readonly WinnerBoardEntry[]> {
  const wire = await client.call(winnerBoardEndpoint, {
    query: { gameCategory: request.category ?? 'ALL', language: request.language, limitNum: WINNER_BOARD_LIMIT },
    signal,
  });
  return toWinnerBoard(wire);
}
