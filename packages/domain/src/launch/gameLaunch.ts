/**
 * §2 "Game launch by vendor/type: TCG_LOTTO_VN goes to /vnLottery (query gameCode); TCG_SEA to /seaLottery; LOTT and
 * ELOTT to /lottery; game type RNG to /rng (query vassalage); a vassalage-flag game (isGame = VASSALAGE) opens a popup
 * game list; otherwise the game launches in place." §4 "Game start: not logged in gets login popup; trial user is told
 * a real account must be registered first (info dialog with OK); real user routed per section 2." §4 "Choosing
 * e-lottery launches its first vendor." docs/protocol.md "Launch: query gameId, nodeId, vassalage, launchMode GLS,
 * accountType (1 real, 0 free), platform, clientType, language". §9 "game client type 3; platforms flash and
 * html5-desktop".
 */
import type { Role } from '../session/roles';
import type { Game, Vendor } from '../games/types';

/** What was clicked: a game card or a vendor card. */
export type LaunchTarget =
  { readonly kind: 'game'; readonly game: Game } | { readonly kind: 'vendor'; readonly vendor: Vendor };

/** §9 platforms. */
export type LaunchPlatform = 'html5-desktop' | 'flash';

/** §9 game client type. */
export const GAME_CLIENT_TYPE = 3;
/** docs/protocol.md launchMode. */
export const GAME_LAUNCH_MODE = 'GLS';

/** docs/protocol.md "Launch" query, with its wire names. */
export interface GameLaunchParams {
  readonly gameId: string | null;
  readonly nodeId: number | null;
  readonly vassalage: string;
  readonly launchMode: typeof GAME_LAUNCH_MODE;
  /** 1 real money, 0 free play. */
  readonly accountType: 0 | 1;
  readonly platform: LaunchPlatform;
  readonly clientType: typeof GAME_CLIENT_TYPE;
  readonly language: string;
}

export type GameLaunchDecision =
  /** §4 not logged in: the login popup. */
  | { readonly kind: 'login' }
  /** §4 trial: "a real account must be registered first" (info dialog with OK). */
  | { readonly kind: 'realAccountRequired' }
  /** §2 go to a page of the app (a lottery page, or the /rng lobby of one vendor). */
  | { readonly kind: 'route'; readonly path: string }
  /** §2 isGame = VASSALAGE: the popup list of the vendor's games. */
  | { readonly kind: 'openGameList'; readonly vendorCode: string }
  /** §2 otherwise the game launches in place. */
  | { readonly kind: 'launchInPlace'; readonly params: GameLaunchParams };

export interface GameLaunchContext {
  readonly role: Role;
  /** The platform language code (EN, CN, TH…). */
  readonly language: string;
  /** Defaults to html5-desktop. */
  readonly platform?: LaunchPlatform;
}

/** §2 the lottery pages by vendor code. */
export const LOTTERY_ROUTE_BY_VENDOR: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** The lottery page of a vendor code, or null (own keys only: a code like 'constructor' is no lottery). */
function lotteryRouteOf(vendorCode: string): string | null {
  return Object.hasOwn(LOTTERY_ROUTE_BY_VENDOR, vendorCode) ? (LOTTERY_ROUTE_BY_VENDOR[vendorCode] ?? null) : null;
}

function withQuery(path: string, key: string, value: string | null): string {
  return value === null || value === '' ? path : `${path}?${key}=${encodeURIComponent(value)}`;
}

/** docs/protocol.md launch parameters for a game or vendor card. */
export function gameLaunchParams(
  target: LaunchTarget,
  options: { readonly language: string; readonly platform?: LaunchPlatform; readonly realMoney: boolean },
): GameLaunchParams {
  const common = {
    launchMode: GAME_LAUNCH_MODE,
    accountType: options.realMoney ? 1 : 0,
    platform: options.platform ?? 'html5-desktop',
    clientType: GAME_CLIENT_TYPE,
    language: options.language,
  } as const;
  return target.kind === 'game'
    ? {
        gameId: target.game.gameId ?? target.game.gameCode,
        nodeId: target.game.nodeId,
        vassalage: target.game.vendorCode,
        ...common,
      }
    : { gameId: target.vendor.gameCode, nodeId: null, vassalage: target.vendor.vendorCode, ...common };
}

/** §2 "game type RNG to /rng": a vendor card of type RNG (that is not a lottery vendor) opens that vendor's lobby. */
function isVendorLobbyCard(target: LaunchTarget): target is Extract<LaunchTarget, { kind: 'vendor' }> {
  return (
    target.kind === 'vendor' && target.vendor.gameType === 'RNG' && lotteryRouteOf(target.vendor.vendorCode) === null
  );
}

/**
 * §2 where a target goes, in the spec's order, before anyone's role is considered: the lottery vendors by their
 * vendor code (TCG_LOTTO_VN, TCG_SEA, then LOTT and ELOTT), a vendor card of type RNG to its /rng lobby, a
 * vassalage-flag target to its popup game list, anything else in place.
 */
export function launchDestination(
  target: LaunchTarget,
  options: { readonly language: string; readonly platform?: LaunchPlatform },
): Exclude<GameLaunchDecision, { kind: 'login' } | { kind: 'realAccountRequired' }> {
  const item = target.kind === 'game' ? target.game : target.vendor;
  const lotteryPath = lotteryRouteOf(item.vendorCode);
  if (lotteryPath !== null) return { kind: 'route', path: withQuery(lotteryPath, 'gameCode', item.gameCode) };
  if (isVendorLobbyCard(target))
    return { kind: 'route', path: withQuery('/rng', 'vassalage', target.vendor.vendorCode) };
  if (item.opensGameList) return { kind: 'openGameList', vendorCode: item.vendorCode };
  return { kind: 'launchInPlace', params: gameLaunchParams(target, { ...options, realMoney: true }) };
}

/**
 * §4 Game start. Order of checks (decision): a vendor card of type RNG only opens that vendor's lobby, which every
 * visitor may browse (§6 "Guest: browse … lobby"), so it goes to /rng for any role; every other outcome starts a game
 * or lists a vendor's games to start, so a guest first gets the login popup and a trial user the "real account
 * required" dialog — a trial user clicking a lottery vendor gets the dialog, not the lottery page — and only a member
 * or an agent is routed per §2.
 */
export function decideGameLaunch(target: LaunchTarget, context: GameLaunchContext): GameLaunchDecision {
  if (!isVendorLobbyCard(target)) {
    if (context.role === 'guest') return { kind: 'login' };
    if (context.role === 'trial') return { kind: 'realAccountRequired' };
  }
  return launchDestination(target, context);
}

/** §4 "Choosing e-lottery launches its first vendor": the decision for the first e-lottery vendor, or null if none. */
export function decideELotteryLaunch(
  eLotteryVendors: readonly Vendor[],
  context: GameLaunchContext,
): GameLaunchDecision | null {
  const first = eLotteryVendors[0];
  return first === undefined ? null : decideGameLaunch({ kind: 'vendor', vendor: first }, context);
}
