import type { WinnerBoardEntry } from '@atrium/domain/games';
import type { LeaderboardView } from './WinnersPage';

export const WINNER_CATEGORY_IDS = ['ALL', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'LOTT', 'PVP'] as const;

const GAMES = ['Fortune Tiger', 'Mahjong Ways 2', 'Gates of Olympus', 'Sweet Bonanza', 'Wild Bandito'];
const NAMES = ['lu***88', 'ti***31', 'ac***07', 'ja***52', 'no***19', 'ki***64', 'mi***23', 'ri***90'];

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#3b5bdb"/></svg>',
  );

/** 20 slot wins, highest first (the domain's winner board), one with a very long game name. */
export const SLOT_WINNERS: readonly WinnerBoardEntry[] = Array.from({ length: 20 }, (_, i) => ({
  customerName: NAMES[i % NAMES.length] ?? 'lu***88',
  winAmount: Math.round(250_000 / (i + 1)) + 0.5,
  gameName: i === 2 ? 'Treasures of the Extraordinarily Long Named Dragon Emperor Deluxe' : (GAMES[i % 5] ?? 'Slot'),
  nodeId: 1001 + i,
  gameType: 'RNG',
  vendorCode: 'PG',
  iconUrl: i % 4 === 3 ? null : ICON,
}));

const DAY = 86_400_000;
const MONDAY = Date.UTC(2026, 10, 23);

/** A week's board of 50; the guest's view (no own standing). */
export const WEEK_BOARD: LeaderboardView = {
  startsAt: MONDAY,
  endsAt: MONDAY + 7 * DAY,
  rows: Array.from({ length: 50 }, (_, i) => ({
    rank: i + 1,
    maskedName: NAMES[i % NAMES.length] ?? 'lu***88',
    validBet: 120_000 - i * 2_000,
    prize: i < 10 ? ([4440, 2940, 1940, 1440, 940, 640, 440, 340, 290, 190][i] ?? 0) : 0,
    isMine: false,
  })),
  mine: null,
};

/** The same board for a signed-in player in 7th place. */
export const WEEK_BOARD_MINE: LeaderboardView = {
  ...WEEK_BOARD,
  rows: WEEK_BOARD.rows.map((row) => (row.rank === 7 ? { ...row, maskedName: 'ra***er', isMine: true } : row)),
  mine: { rank: 7, validBet: 108_000, gapToNext: 2_000 },
};

/** A signed-in player with no bet this period. */
export const WEEK_BOARD_UNRANKED: LeaderboardView = {
  ...WEEK_BOARD,
  mine: { rank: null, validBet: 0, gapToNext: null },
};
