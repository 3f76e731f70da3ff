/**
 * How a launch reaches the §2 /seamless game page, shared by the launches (`useGameLaunch`, the lottery page) and
 * the page itself (features/games/SeamlessRoute):
 * - the address carries what the launch asked for, never the game's URL: a game's launch parameters
 *   (`seamlessPath` in seamless.ts) or a lottery lobby's (`lotterySeamlessPath` here). A reload, a new
 *   tab or a shared link launches anew through the platform (one launch per page load), and no link can frame
 *   another site;
 * - the URL the launch answered (a lottery lobby's carries its ticket, a real game's usually a token) is handed over
 *   in this document's memory only (`handOffSeamless`), referred to by an id in the history entry's state. It is
 *   never written to history.state, which the browser keeps across reloads and sessions, nor to storage. Back and
 *   forward within the page find it again; after a reload the id finds nothing and the page launches anew.
 */
import type { LotteryArea, LotteryLaunchRequest } from '@atrium/api/lottery';
import { PRIZE_MODES, type PrizeMode } from '@atrium/domain/games';
import { findRoute } from '@atrium/domain/routes';

export const SEAMLESS_PATH = '/seamless';

export interface SeamlessLaunch {
  /** The launch URL (http(s) or same-origin: the api checked it). */
  readonly url: string;
  /** The game's or vendor's name, the frame's accessible title ('' when unknown). */
  readonly title: string;
}

/** The history state of a handed-over launch: an id, nothing else. */
export interface SeamlessHandOffState {
  readonly seamlessLaunch: string;
}

const handedOver = new Map<string, SeamlessLaunch>();
let handOffCount = 0;

/** Keeps a launch for the /seamless page in memory; the returned state goes with the navigation. */
export function handOffSeamless(launch: SeamlessLaunch): SeamlessHandOffState {
  handOffCount += 1;
  // Unique across reloads too (an old history entry's id must not find a newer launch).
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${handOffCount}`;
  handedOver.set(id, launch);
  return { seamlessLaunch: id };
}

/** The launch a history entry's state refers to, if this page still holds it. */
export function seamlessHandedOff(state: unknown): SeamlessLaunch | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Record<string, unknown>).seamlessLaunch;
  return typeof id === 'string' ? (handedOver.get(id) ?? null) : null;
}

// ── The lottery lobby (§7 "lottery lobby launch (area VN, mode LOTT, device, back URL)") ─────────────────────────

const LOTTERY_AREAS: readonly LotteryArea[] = ['VN', 'SEA'];
const LOTTERY_PURPOSES = ['lottery', 'seaLottery', 'vnLottery'];
const GAME_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The /seamless address of a lottery lobby launch: area, mode, the game to open first and the lottery page. */
export function lotterySeamlessPath(request: LotteryLaunchRequest): string {
  const query = new URLSearchParams();
  query.set('lottery', request.area ?? 'VN');
  query.set('mode', request.mode ?? 'LOTT');
  if (request.gameCode) query.set('gameCode', request.gameCode);
  query.set('back', request.backUrl);
  return `${SEAMLESS_PATH}?${query.toString()}`;
}

/** The lottery page an address may name as the lobby's way back: a path of this site's lottery pages only. */
function lotteryBackUrl(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const url = new URL(value, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return null;
  const purpose = findRoute(url.pathname)?.purpose;
  return purpose !== undefined && LOTTERY_PURPOSES.includes(purpose) ? `${url.pathname}${url.search}` : null;
}

/** The lottery lobby launch a /seamless address asks for, or null when it names none (or names it wrongly). */
export function lotteryLaunchOf(search: string): LotteryLaunchRequest | null {
  const query = new URLSearchParams(search);
  const area = LOTTERY_AREAS.find((a) => a === query.get('lottery'));
  const mode = PRIZE_MODES.find((m): m is PrizeMode => m === query.get('mode'));
  const backUrl = lotteryBackUrl(query.get('back'));
  const gameCode = query.get('gameCode');
  if (!area || !mode || backUrl === null) return null;
  if (gameCode !== null && !GAME_CODE.test(gameCode)) return null;
  return { area, mode, backUrl, gameCode };
}
