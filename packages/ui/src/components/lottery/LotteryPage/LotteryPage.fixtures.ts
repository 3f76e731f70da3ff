import { DEMO_VN_GAMES, DEMO_VN_MENUS, drawOf, openedDraws } from '@atrium/api/demo';
import type { LotteryPageDraw, LotteryPageMenu, LotteryPageRecentGame } from './LotteryPage';

/** Story fixtures from the demo platform (docs/conventions.md "Fixtures come from the demo platform's factories"). */

/** 23 Nov 2026, 12:00 UTC: a fixed clock so every run shows the same draws. */
export const NOW = Date.UTC(2026, 10, 23, 12, 0);
const SEED = 20261123;

export const menus: readonly LotteryPageMenu[] = DEMO_VN_MENUS.map((menu) => ({
  code: menu.menuCode,
  name: menu.menuName,
  games: DEMO_VN_GAMES.filter((g) => g.menuCode === menu.menuCode).map((game) => {
    const last = openedDraws(SEED, game, NOW, 1)[0];
    const next = last ? drawOf(SEED, game, last.index + 1) : null;
    return {
      code: game.gameCode,
      name: game.gameName,
      nextDraw: next ? { issueNo: next.issueNo, at: next.drawTime } : null,
    };
  }),
}));

/** The latest draws of one demo game, newest first. */
export function drawsOf(gameCode: string, size = 3): readonly LotteryPageDraw[] {
  const game = DEMO_VN_GAMES.find((g) => g.gameCode === gameCode);
  if (!game) return [];
  return openedDraws(SEED, game, NOW, size).map((d) => ({
    issueNo: d.issueNo,
    drawnAt: d.drawTime,
    numbers: d.numbers,
  }));
}

export const recentGames: readonly LotteryPageRecentGame[] = [
  { code: 'VN_FAST_5', name: 'Fast lottery 5 minutes', lastPlayedAt: NOW - 3_600_000 },
  { code: 'VN_HCM', name: 'Ho Chi Minh City', lastPlayedAt: NOW - 86_400_000 },
];
