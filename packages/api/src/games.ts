import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  DEFAULT_VENDOR_SPLIT_LISTS,
  GAME_CLIENT_TYPE,
  LOBBY_ANY,
  LOBBY_PAGE_SIZE,
  WINNER_BOARD_LIMIT,
  normalizeLobbySearch,
  prizeModeOf,
  splitVendorLanes,
  winnerBoard,
  type Game,
  type GameClassify,
  type GameLaunchParams,
  type LaunchPlatform,
  type PrizeMode,
  type Vendor,
  type VendorCatalogue,
  type VendorLane,
  type VendorSplitLists,
  type WinnerBoardEntry,
} from '@atrium/domain';
import type { ApiClient, Endpoint, QueryValue } from './client';
import { retryTransientOnce } from './errors';
import { queryKeys } from './queryKeys';

/**
 * The game catalogue (spec §7 "Games", §2 lobby and home, §3 Game and Vendor category, §4 vendor data, §9 limits):
 * menus, vendors, the game list, hot games, a vendor's game types, PVP rooms, launch and the winner board.
 * Wire fields per docs/protocol.md ("Vendors", "Game list", "Winner board", "Launch"); what neither names is designed
 * here and in the demo platform (README "Designed shapes"). Every answer is mapped to the domain's types.
 * Relay calls go to /wps/relay/{NAME} (docs/glossary.md); reads are GET with the query string (assumed where unsaid).
 */

// ---------------------------------------------------------------------------------------------------------------
// Shared wire pieces

/** A number the platform may send as a number or a numeric string (node ids, flags). */
const wireNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((v) => Number(v)),
);
/** An id or code the platform may send as a string or a number; absent or null is null. */
const wireText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
);

/** The platform's defaults for game calls (§9 "game client type 3; platforms flash and html5-desktop"). */
export const DEFAULT_GAME_PLATFORM: LaunchPlatform = 'html5-desktop';

const relay = (name: string) => `/wps/relay/${name}`;

/** 'ALL' (the lobby's "any"), empty or null means "no filter": the parameter is left out. */
function filterValue(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toUpperCase() === LOBBY_ANY ? undefined : trimmed;
}

/** Retries a transient failure once; refusals and malformed answers are shown at once. */

// ---------------------------------------------------------------------------------------------------------------
// Game items (docs/protocol.md "Game list" items; §3 Game)

export const gameItemSchema = z
  .object({
    nodeId: wireNumber,
    gameId: wireText,
    gameCode: wireText,
    gameType: z.string(),
    vassalage: z.string(),
    gameName: z.nullish(z.string()),
    nodeName: z.nullish(z.string()),
    /** §3 also lists `name`. */
    name: z.nullish(z.string()),
    showIcon: z.nullish(z.string()),
    iconUrl: z.nullish(z.string()),
    displayName: z.nullish(z.string()),
    gameClassify: wireText,
    isHot: z.nullish(wireNumber),
    isGame: z.nullish(z.string()),
  })
  .check(
    z.refine((g) => Boolean(g.gameName || g.nodeName || g.name), {
      message: 'gameName or nodeName is required',
      path: ['gameName'],
    }),
  );

export type GameItemWire = z.infer<typeof gameItemSchema>;

/** §3 wire names → the domain's `Game` (docs/glossary.md renames). */
export function toGame(wire: GameItemWire): Game {
  return {
    nodeId: wire.nodeId,
    gameId: wire.gameId,
    gameCode: wire.gameCode,
    gameType: wire.gameType,
    vendorCode: wire.vassalage,
    name: wire.gameName || wire.nodeName || wire.name || '',
    vendorDisplayName: wire.displayName || null,
    iconUrl: wire.showIcon || wire.iconUrl || null,
    classify: wire.gameClassify,
    isHot: wire.isHot ?? null,
    opensGameList: wire.isGame === 'VASSALAGE',
  };
}

/**
 * §3 "Game list response: games (or list/content), totalPages": one page of games under whichever of the three
 * names the call uses; a missing list is malformed at `value.games`.
 */
export const gamePageSchema = z
  .object({
    games: z.optional(z.array(gameItemSchema)),
    list: z.optional(z.array(gameItemSchema)),
    content: z.optional(z.array(gameItemSchema)),
    totalPages: z.number().check(z.int(), z.nonnegative()),
    totalCount: z.nullish(z.number()),
    pageNum: z.nullish(z.number()),
  })
  .check(
    z.refine((v) => v.games !== undefined || v.list !== undefined || v.content !== undefined, {
      message: 'games (or list, or content) is required',
      path: ['games'],
    }),
  );

export type GamePageWire = z.infer<typeof gamePageSchema>;

/** One page of games, in the domain's terms. `page` is the page asked for (or the platform's `pageNum`). */
export interface GamePage {
  readonly games: readonly Game[];
  readonly page: number;
  readonly totalPages: number;
  /** Known for the game list only. */
  readonly totalCount: number | null;
}

export function toGamePage(wire: GamePageWire, requestedPage: number): GamePage {
  return {
    games: (wire.games ?? wire.list ?? wire.content ?? []).map(toGame),
    page: wire.pageNum ?? requestedPage,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Vendors: GCSGAME_newGameVendor (docs/protocol.md "Vendors") and GET /lgw/games/game_menus (designed)

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.nullish(z.string()),
  gameType: z.string(),
  lagerIcon: z.nullish(z.string()),
  smallIcon: z.nullish(z.string()),
  isGame: z.nullish(z.string()),
  gameCode: wireText,
});

export const gameClassifySchema = z.object({
  key: z.string(),
  displayName: z.nullish(z.string()),
  gameCount: z.nullish(wireNumber),
  /** §3 "vendor set": not named in docs/protocol.md; `vassalages` is the demo platform's design. */
  vassalages: z.nullish(z.array(z.string())),
});

export const vendorLaneSchema = z
  .object({
    /** §3 "title or gameCategory". */
    title: z.nullish(z.string()),
    gameCategory: z.nullish(z.string()),
    cards: z._default(z.array(vendorCardSchema), []),
    gameClassify: z._default(z.array(gameClassifySchema), []),
  })
  .check(z.refine((l) => Boolean(l.title || l.gameCategory), { message: 'title is required', path: ['title'] }));

export const gameVendorsSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });

export type VendorCardWire = z.infer<typeof vendorCardSchema>;
export type VendorLaneWire = z.infer<typeof vendorLaneSchema>;
export type GameVendorsWire = z.infer<typeof gameVendorsSchema>;

export function toVendor(wire: VendorCardWire): Vendor {
  return {
    vendorCode: wire.vassalage,
    displayName: wire.displayName || wire.vassalage,
    gameType: wire.gameType,
    largeIcon: wire.lagerIcon || null,
    smallIcon: wire.smallIcon || null,
    opensGameList: wire.isGame === 'VASSALAGE',
    gameCode: wire.gameCode,
  };
}

export function toGameClassify(wire: z.infer<typeof gameClassifySchema>): GameClassify {
  return {
    key: wire.key,
    displayName: wire.displayName || wire.key,
    vendorCodes: wire.vassalages ?? null,
    gameCount: wire.gameCount ?? null,
  };
}

export function toVendorLane(wire: VendorLaneWire): VendorLane {
  return {
    title: wire.title || wire.gameCategory || '',
    vendors: wire.cards.map(toVendor),
    classifies: wire.gameClassify.map(toGameClassify),
  };
}

/** The vendor data with the §4 rules applied: split into categories, and the prize mode it implies. */
export interface GameVendors {
  /** The lanes as sent (mapped). */
  readonly lanes: readonly VendorLane[];
  /** §4 SPORTS split into sports, e-sports and cockfight; BGS split out of RNG. */
  readonly catalogue: VendorCatalogue;
  /** §4 e-lottery mode when ELOTT holds TCG_LOTTO_VN or LOTT. */
  readonly prizeMode: Extract<PrizeMode, 'LOTT' | 'ELOTT'>;
}

export function toGameVendors(
  lanes: readonly VendorLane[],
  lists: VendorSplitLists = DEFAULT_VENDOR_SPLIT_LISTS,
): GameVendors {
  const catalogue = splitVendorLanes(lanes, lists);
  return { lanes, catalogue, prizeMode: prizeModeOf(catalogue) };
}

export const gameVendorsEndpoint: Endpoint<GameVendorsWire> = {
  id: 'games.vendors',
  method: 'GET',
  path: relay('GCSGAME_newGameVendor'),
  moduleId: 'GAMELO3',
  needsToken: false,
  value: gameVendorsSchema,
};

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

/** §7 "reads data.lanes; cached": vendors change rarely, so they stay fresh for 10 minutes. */
export function gameVendorsQueryOptions(client: ApiClient, request: GameVendorsRequest) {
  return queryOptions({
    queryKey: queryKeys.games.vendors(request.language, request.platform ?? DEFAULT_GAME_PLATFORM),
    queryFn: ({ signal }) => getGameVendors(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 10 * 60_000,
  });
}

/** GET /lgw/games/game_menus (designed): `value[] { gameCategory, vendors[] (the vendor card shape) }`. */
export const gameMenusSchema = z.array(
  z.object({
    gameCategory: z.string(),
    vendors: z._default(z.array(vendorCardSchema), []),
  }),
);

export type GameMenusWire = z.infer<typeof gameMenusSchema>;

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

export function gameMenusQueryOptions(client: ApiClient, request: { readonly language: string }) {
  return queryOptions({
    queryKey: queryKeys.games.menus(request.language),
    queryFn: ({ signal }) => getGameMenus(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 10 * 60_000,
  });
}

// ---------------------------------------------------------------------------------------------------------------
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

/** The lobby grid: the previous page stays on screen while the next loads. */
export function gameListQueryOptions(client: ApiClient, request: GameListRequest) {
  return queryOptions({
    queryKey: queryKeys.games.list(gameListQuery(request)),
    queryFn: ({ signal }) => getGameList(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Hot games: GCSGAME_hotGamesV2 (§7 "reads list; cached in session as HOT_GAMES unless refresh")

export const hotGamesSchema = z.object({ list: z.array(gameItemSchema) });
export type HotGamesWire = z.infer<typeof hotGamesSchema>;

export const hotGamesEndpoint: Endpoint<HotGamesWire> = {
  id: 'games.hot',
  method: 'GET',
  path: relay('GCSGAME_hotGamesV2'),
  moduleId: 'GAMELOHOT3',
  needsToken: false,
  value: hotGamesSchema,
};

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

// ---------------------------------------------------------------------------------------------------------------
// A vendor's game types: GCSGAME_getVassGameType (designed: query vassalage, language; value[] {gameType,
// displayName, gameCount})

export const vendorGameTypesSchema = z.array(
  z.object({ gameType: z.string(), displayName: z.nullish(z.string()), gameCount: z.nullish(wireNumber) }),
);

export interface VendorGameType {
  readonly gameType: string;
  readonly displayName: string;
  readonly gameCount: number | null;
}

export const vendorGameTypesEndpoint: Endpoint<z.infer<typeof vendorGameTypesSchema>> = {
  id: 'games.vendorGameTypes',
  method: 'GET',
  path: relay('GCSGAME_getVassGameType'),
  moduleId: 'GAMELO3',
  needsToken: false,
  value: vendorGameTypesSchema,
};

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

// ---------------------------------------------------------------------------------------------------------------
// PVP rooms: GLS2_roomList (designed: query vassalage, nodeId?, language; value { rooms[] })

export const pvpRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId: wireNumber,
  gameName: z.string(),
  vassalage: z.string(),
  minBet: wireNumber,
  maxBet: wireNumber,
  players: wireNumber,
  capacity: wireNumber,
});
export const pvpRoomsSchema = z.object({ rooms: z.array(pvpRoomSchema) });

export interface PvpRoom {
  readonly roomId: string;
  readonly roomName: string;
  readonly nodeId: number;
  readonly gameName: string;
  readonly vendorCode: string;
  readonly minBet: number;
  readonly maxBet: number;
  readonly players: number;
  readonly capacity: number;
}

export const pvpRoomsEndpoint: Endpoint<z.infer<typeof pvpRoomsSchema>> = {
  id: 'games.pvpRooms',
  method: 'GET',
  path: relay('GLS2_roomList'),
  moduleId: 'GAMELO3',
  needsToken: false,
  value: pvpRoomsSchema,
};

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

/** Seat counts move: fresh for 15 seconds. */
export function pvpRoomsQueryOptions(client: ApiClient, request: PvpRoomsRequest) {
  return queryOptions({
    queryKey: queryKeys.games.pvpRooms(request.vendorCode, request.nodeId ?? null, request.language),
    queryFn: ({ signal }) => getPvpRooms(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 15_000,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Launch: GET /wps/game/launchGame (docs/protocol.md "Launch") and GCS_gameLaunchFB (designed twin)

/** An address a game may be opened at: http(s), or a path of the platform's own origin. Never `javascript:`. */
function isGameUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const gameLaunchSchema = z.object({
  content: z.object({
    game_url: z.string().check(z.refine(isGameUrl, { message: 'game_url must be an http(s) address' })),
  }),
});
export type GameLaunchWire = z.infer<typeof gameLaunchSchema>;

export interface GameLaunch {
  /** Where the game runs (an iframe or a new window: the app decides). */
  readonly url: string;
}

export const launchGameEndpoint: Endpoint<GameLaunchWire> = {
  id: 'games.launch',
  method: 'GET',
  path: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  needsToken: true,
  value: gameLaunchSchema,
};

/** GCS_gameLaunchFB: what "FB" stands for is not known; designed as the relay twin of launchGame. */
export const launchGameFbEndpoint: Endpoint<GameLaunchWire> = {
  id: 'games.launchFB',
  method: 'GET',
  path: relay('GCS_gameLaunchFB'),
  moduleId: 'GAMELO3',
  needsToken: true,
  value: gameLaunchSchema,
};

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

/** A launch is a user action, never repeated on its own (a round may be open: #734). */
export function launchGameMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.games.all, 'launch'],
    mutationFn: (params: GameLaunchParams) => launchGame(client, params),
    retry: false,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Winner board: GCSGAME_getRankList (§7 "gameCategory ALL, language, limitNum 20, under data key")

export const winnerEntrySchema = z.object({
  customerName: z.string(),
  winAmount: wireNumber,
  gameName: z.string(),
  nodeId: z.nullish(wireNumber),
  gameType: z.nullish(z.string()),
  vassalage: z.nullish(z.string()),
  iconUrl: z.nullish(z.string()),
});
export const winnerBoardSchema = z.object({ data: z.object({ list: z.array(winnerEntrySchema) }) });
export type WinnerBoardWire = z.infer<typeof winnerBoardSchema>;

export const winnerBoardEndpoint: Endpoint<WinnerBoardWire> = {
  id: 'games.winnerBoard',
  method: 'GET',
  path: relay('GCSGAME_getRankList'),
  moduleId: 'GAMELO3',
  needsToken: false,
  value: winnerBoardSchema,
};

/** §9 at most 20, by amount, highest first (the domain's rule, applied whatever order the platform sends). */
export function toWinnerBoard(wire: WinnerBoardWire): readonly WinnerBoardEntry[] {
  return winnerBoard(
    wire.data.list.map((e) => ({
      customerName: e.customerName,
      winAmount: e.winAmount,
      gameName: e.gameName,
      nodeId: e.nodeId ?? null,
      gameType: e.gameType || null,
      vendorCode: e.vassalage || null,
      iconUrl: e.iconUrl || null,
    })),
  );
}

export async function getWinnerBoard(
  client: ApiClient,
  request: { readonly language: string },
  signal?: AbortSignal,
): Promise<readonly WinnerBoardEntry[]> {
  const wire = await client.call(winnerBoardEndpoint, {
    query: { gameCategory: 'ALL', language: request.language, limitNum: WINNER_BOARD_LIMIT },
    signal,
  });
  return toWinnerBoard(wire);
}

export function winnerBoardQueryOptions(client: ApiClient, request: { readonly language: string }) {
  return queryOptions({
    queryKey: queryKeys.games.winnerBoard(request.language),
    queryFn: ({ signal }) => getWinnerBoard(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}
