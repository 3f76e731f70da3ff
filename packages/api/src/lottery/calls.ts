import { type PrizeMode, prizeModeOf, type VendorCatalogue } from '@atrium/domain/games';
import { safeLinkTarget } from '@atrium/domain/links';
import type { ApiClient } from '../client';
import { malformedAnswer } from '../errors';
import {
  lotteryLaunchSchema,
  type LotteryLaunchWire,
  openedDrawsSchema,
  recentLotteryGamesSchema,
  vnLotteryMenuSchema,
} from './schemas';
import {
  type LotteryArea,
  type LotteryDevice,
  type LotteryLaunch,
  type LotterySource,
  type OpenedDraw,
  type RecentLotteryGame,
  toOpenedDraws,
  toVnLotteryMenu,
  type VnLotteryMenu,
} from './mapping';
import { endpointsOf } from '../endpoints';

const area = endpointsOf('lottery', { needsToken: false });

export const LOTTERY_DEVICE = 'WEB';

// Endpoints

/** §7 "VN menu (prizeMode, device WEB)": no token (the lottery pages need one, the menu does not; assumed). */
export const vnLotteryMenuEndpoint = area.get('vnMenu', '/lgw/vn/games/game_menu', vnLotteryMenuSchema);

/** §7 "(and /recent, token)". */
export const vnRecentLotteryEndpoint = area.get(
  'vnRecent',
  '/lgw/vn/games/game_menu/recent',
  recentLotteryGamesSchema,
  { needsToken: true },
);

export const vnOpenedDrawsEndpoint = area.get('vnOpened', '/lgw/vn/numeros/opened/game', openedDrawsSchema);

export const lottoOpenedDrawsEndpoint = area.get('lottoOpened', '/lotto/lgw/games/opened/numero', openedDrawsSchema);

/** The lottery lobby launch: path and value designed; it needs the session (the lottery pages require login). */
export const lotteryLobbyLaunchEndpoint = area.get('launchLobby', '/lgw/vn/lobby/launch', lotteryLaunchSchema, {
  needsToken: true,
});

// Mapping

/** A launch address that is not http(s) or a same-site path is a broken answer, never followed. */
export function toLotteryLaunch(wire: LotteryLaunchWire, endpointId = lotteryLobbyLaunchEndpoint.id): LotteryLaunch {
  const target = safeLinkTarget(wire.url);
  if (!target) {
    throw malformedAnswer(endpointId, 'value.url');
  }
  return { target };
}

// Fetchers and query options

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
