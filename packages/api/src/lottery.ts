import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  PRIZE_MODES,
  prizeModeOf,
  safeLinkTarget,
  type PrizeMode,
  type SafeLink,
  type VendorCatalogue,
} from '@atrium/domain';
import type { ApiClient, Endpoint } from './client';
import { ApiError, messageKeyFor, retryTransientOnce } from './errors';
import { queryKeys } from './queryKeys';

/**
 * Lottery (spec §7 "Lottery: /lgw/vn/games/game_menu (and /recent, token), /lgw/vn/numeros/opened/game,
 * /lotto/lgw/games/opened/numero, lottery lobby launch (area VN, mode LOTT, device, back URL), VN menu (prizeMode,
 * device WEB)"; §3 "Lottery: prizeMode, vnLotteryMenus"). The spec shows no payload: every query parameter beyond
 * the ones named, every value shape and the launch path are designed here and in the demo platform (README,
 * "Designed shapes"). Reads are GET with the query string (assumed).
 */

export const LOTTERY_DEVICE = 'WEB';
export type LotteryDevice = 'WEB' | 'MOBILE';
export type LotteryArea = 'VN' | 'SEA';

// ---------------------------------------------------------------------------------------------------------------
// Wire schemas (designed)
// ---------------------------------------------------------------------------------------------------------------

const digits = z.string().check(z.regex(/^\d+$/));

export const lotteryMenuGameWireSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  drawIntervalSeconds: z.number(),
  nextIssueNo: z.nullish(z.string()),
  /** Epoch milliseconds. */
  nextDrawTime: z.nullish(z.number()),
});

export const vnLotteryMenuSchema = z.object({
  prizeMode: z.nullish(z.enum(PRIZE_MODES)),
  menus: z.array(
    z.object({
      menuCode: z.string(),
      menuName: z.string(),
      games: z.array(lotteryMenuGameWireSchema),
    }),
  ),
});

export const recentLotteryGamesSchema = z.object({
  games: z.array(
    z.object({
      gameCode: z.string(),
      gameName: z.string(),
      /** Epoch milliseconds. */
      lastPlayedTime: z.number(),
    }),
  ),
});

export const openedDrawWireSchema = z.object({
  gameCode: z.string(),
  gameName: z.nullish(z.string()),
  issueNo: z.string(),
  /** Epoch milliseconds. */
  drawTime: z.number(),
  /** VN: special prize first, then down the tiers; lotto: the balls in draw order. */
  numbers: z.array(digits),
});

export const openedDrawsSchema = z.object({ list: z.array(openedDrawWireSchema) });

export const lotteryLaunchSchema = z.object({ url: z.string() });

export type VnLotteryMenuWire = z.infer<typeof vnLotteryMenuSchema>;
export type RecentLotteryGamesWire = z.infer<typeof recentLotteryGamesSchema>;
export type OpenedDrawsWire = z.infer<typeof openedDrawsSchema>;
export type LotteryLaunchWire = z.infer<typeof lotteryLaunchSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------------

/** §7 "VN menu (prizeMode, device WEB)": no token (the lottery pages need one, the menu does not; assumed). */
export const vnLotteryMenuEndpoint: Endpoint<VnLotteryMenuWire> = {
  id: 'lottery.vnMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  needsToken: false,
  value: vnLotteryMenuSchema,
};

/** §7 "(and /recent, token)". */
export const vnRecentLotteryEndpoint: Endpoint<RecentLotteryGamesWire> = {
  id: 'lottery.vnRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  needsToken: true,
  value: recentLotteryGamesSchema,
};

export const vnOpenedDrawsEndpoint: Endpoint<OpenedDrawsWire> = {
  id: 'lottery.vnOpened',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  needsToken: false,
  value: openedDrawsSchema,
};

export const lottoOpenedDrawsEndpoint: Endpoint<OpenedDrawsWire> = {
  id: 'lottery.lottoOpened',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  needsToken: false,
  value: openedDrawsSchema,
};

/** The lottery lobby launch: path and value designed; it needs the session (the lottery pages require login). */
export const lotteryLobbyLaunchEndpoint: Endpoint<LotteryLaunchWire> = {
  id: 'lottery.launchLobby',
  method: 'GET',
  path: '/lgw/vn/lobby/launch',
  needsToken: true,
  value: lotteryLaunchSchema,
};

// ---------------------------------------------------------------------------------------------------------------
// Plain results
// ---------------------------------------------------------------------------------------------------------------

export interface LotteryDraw {
  readonly issueNo: string;
  /** Epoch milliseconds. */
  readonly at: number;
}

export interface LotteryGame {
  readonly code: string;
  readonly name: string;
  readonly drawIntervalSeconds: number;
  /** The next draw, when the platform announces it. */
  readonly nextDraw: LotteryDraw | null;
}

export interface LotteryMenuGroup {
  readonly code: string;
  readonly name: string;
  readonly games: readonly LotteryGame[];
}

/** §3 "Lottery: prizeMode, vnLotteryMenus". */
export interface VnLotteryMenu {
  readonly prizeMode: PrizeMode;
  readonly groups: readonly LotteryMenuGroup[];
}

export interface RecentLotteryGame {
  readonly code: string;
  readonly name: string;
  /** Epoch milliseconds. */
  readonly lastPlayedAt: number;
}

export interface OpenedDraw {
  readonly gameCode: string;
  readonly gameName: string | null;
  readonly issueNo: string;
  /** Epoch milliseconds. */
  readonly drawnAt: number;
  readonly numbers: readonly string[];
}

export interface LotteryLaunch {
  /** Where the lobby opens: checked; an internal path stays on the site, an external URL goes to a frame or tab. */
  readonly target: SafeLink;
}

// ---------------------------------------------------------------------------------------------------------------
// Mapping
// ---------------------------------------------------------------------------------------------------------------

export function toVnLotteryMenu(wire: VnLotteryMenuWire, asked: PrizeMode): VnLotteryMenu {
  return {
    prizeMode: wire.prizeMode ?? asked,
    groups: wire.menus.map((menu) => ({
      code: menu.menuCode,
      name: menu.menuName,
      games: menu.games.map((game) => ({
        code: game.gameCode,
        name: game.gameName,
        drawIntervalSeconds: game.drawIntervalSeconds,
        nextDraw:
          game.nextIssueNo != null && game.nextDrawTime != null
            ? { issueNo: game.nextIssueNo, at: game.nextDrawTime }
            : null,
      })),
    })),
  };
}

export function toOpenedDraws(wire: OpenedDrawsWire): readonly OpenedDraw[] {
  return wire.list.map((draw) => ({
    gameCode: draw.gameCode,
    gameName: draw.gameName ?? null,
    issueNo: draw.issueNo,
    drawnAt: draw.drawTime,
    numbers: draw.numbers,
  }));
}

/** A launch address that is not http(s) or a same-site path is a broken answer, never followed. */
export function toLotteryLaunch(wire: LotteryLaunchWire, endpointId = lotteryLobbyLaunchEndpoint.id): LotteryLaunch {
  const target = safeLinkTarget(wire.url);
  if (!target) {
    throw new ApiError({
      kind: 'malformed',
      endpoint: endpointId,
      messageKey: messageKeyFor('malformed'),
      field: 'value.url',
    });
  }
  return { target };
}

// ---------------------------------------------------------------------------------------------------------------
// Fetchers and query options
// ---------------------------------------------------------------------------------------------------------------

/** The prize mode given, or the one the vendor catalogue implies (§4, domain `prizeModeOf`). */
export function prizeModeFor(source: PrizeMode | Pick<VendorCatalogue, 'ELOTT'>): PrizeMode {
  return typeof source === 'string' ? source : prizeModeOf(source);
}

export async function getVnLotteryMenu(
  client: ApiClient,
  prizeMode: PrizeMode,
  signal?: AbortSignal,
): Promise<VnLotteryMenu> {
  const wire = await client.call(vnLotteryMenuEndpoint, { query: { prizeMode, device: LOTTERY_DEVICE }, signal });
  return toVnLotteryMenu(wire, prizeMode);
}

export async function getRecentVnLotteryGames(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<readonly RecentLotteryGame[]> {
  const wire = await client.call(vnRecentLotteryEndpoint, { query: { device: LOTTERY_DEVICE }, signal });
  return wire.games.map((g) => ({ code: g.gameCode, name: g.gameName, lastPlayedAt: g.lastPlayedTime }));
}

export interface OpenedDrawsRequest {
  /** One game, or every game of the family when null. */
  readonly gameCode: string | null;
  /** How many of the latest draws per game; 1 by default. */
  readonly size?: number;
}

export type LotterySource = 'vn' | 'lotto';

export async function getOpenedDraws(
  client: ApiClient,
  source: LotterySource,
  request: OpenedDrawsRequest,
  signal?: AbortSignal,
): Promise<readonly OpenedDraw[]> {
  const endpoint = source === 'vn' ? vnOpenedDrawsEndpoint : lottoOpenedDrawsEndpoint;
  const wire = await client.call(endpoint, {
    query: { gameCode: request.gameCode, size: request.size ?? 1 },
    signal,
  });
  return toOpenedDraws(wire);
}

export interface LotteryLaunchRequest {
  /** §7 "area VN". */
  readonly area?: LotteryArea;
  /** §7 "mode LOTT". */
  readonly mode?: PrizeMode;
  readonly device?: LotteryDevice;
  /** Where the lobby's back button returns: an address of this site. */
  readonly backUrl: string;
  /** The game to open first (the /vnLottery page's `gameCode`). */
  readonly gameCode?: string | null;
}

export async function launchLotteryLobby(
  client: ApiClient,
  request: LotteryLaunchRequest,
  signal?: AbortSignal,
): Promise<LotteryLaunch> {
  const wire = await client.call(lotteryLobbyLaunchEndpoint, {
    query: {
      area: request.area ?? 'VN',
      mode: request.mode ?? 'LOTT',
      device: request.device ?? LOTTERY_DEVICE,
      backUrl: request.backUrl,
      gameCode: request.gameCode ?? undefined,
    },
    signal,
  });
  return toLotteryLaunch(wire);
}

export function vnLotteryMenuQueryOptions(
  client: ApiClient,
  language: string,
  source: PrizeMode | Pick<VendorCatalogue, 'ELOTT'>,
) {
  const prizeMode = prizeModeFor(source);
  return queryOptions({
    queryKey: queryKeys.lottery.vnMenu(prizeMode, language),
    queryFn: ({ signal }) => getVnLotteryMenu(client, prizeMode, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

export function recentVnLotteryQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: queryKeys.lottery.vnRecent(language),
    queryFn: ({ signal }) => getRecentVnLotteryGames(client, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

/** Results change with every draw: refetched each minute while shown. */
export function openedDrawsQueryOptions(client: ApiClient, source: LotterySource, request: OpenedDrawsRequest) {
  const size = request.size ?? 1;
  return queryOptions({
    queryKey: queryKeys.lottery.opened(source, request.gameCode, size),
    queryFn: ({ signal }) => getOpenedDraws(client, source, { gameCode: request.gameCode, size }, signal),
    retry: retryTransientOnce,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** A launch makes a one-time lobby address: never repeated on its own. */
export function lotteryLobbyLaunchMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.lottery.all, 'launchLobby'],
    mutationFn: (request: LotteryLaunchRequest) => launchLotteryLobby(client, request),
    retry: false,
  });
}
