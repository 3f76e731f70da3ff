import type { PrizeMode } from '@atrium/domain/games';
import type { SafeLink } from '@atrium/domain/links';
import type { OpenedDrawsWire, VnLotteryMenuWire } from './schemas';

export type LotteryDevice = 'WEB' | 'MOBILE';

export type LotteryArea = 'VN' | 'SEA';

// Plain results

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

// Mapping

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

// Fetchers and query options

export type LotterySource = 'vn' | 'lotto';
