/**
 * The winner lists per game category (§7 GCSGAME_getRankList with a gameCategory other than ALL): how big a
 * category's wins usually are, in whole currency units, so each list looks like its kind of game (a fishing table
 * rarely pays what a sports accumulator does).
 */
export const DEMO_CATEGORY_WIN_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  RNG: [300, 250_000],
  LIVE: [1_000, 400_000],
  SPORTS: [500, 800_000],
  FISH: [200, 60_000],
  LOTT: [100, 500_000],
  ELOTT: [100, 120_000],
  PVP: [300, 90_000],
};

/** How many winners the demo keeps per category: more than the 20 the list shows. */
export const DEMO_CATEGORY_WINNERS = 30;

/**
 * The designed leaderboard's prizes (packages/api/README.md "Designed shapes"): the top 10 of a day, in whole
 * currency units; a week pays 5 times, a month 20 times as much.
 */
export const DEMO_LEADERBOARD_DAY_PRIZES: readonly number[] = [888, 588, 388, 288, 188, 128, 88, 68, 58, 38];
export const DEMO_LEADERBOARD_PERIOD_FACTOR: Readonly<Record<'day' | 'week' | 'month', number>> = {
  day: 1,
  week: 5,
  month: 20,
};
