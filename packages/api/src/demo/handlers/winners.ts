import { http, type HttpHandler } from 'msw';
import { ok, refuse } from '../envelope';
import { optionalAccount } from '../http';
import { pick, seededRandom } from '../seed/random';
import {
  DEMO_CATEGORY_WIN_RANGES,
  DEMO_CATEGORY_WINNERS,
  DEMO_LEADERBOARD_DAY_PRIZES,
  DEMO_LEADERBOARD_PERIOD_FACTOR,
} from '../seed/winners';
import { betsOf, BET_SLOT_MS, isBettingAccount } from '../state/bets';
import type { DemoPlatform } from '../state/platform';
import { demoGames } from './games/catalogue';
import { maskCustomerName } from './games/boards';
import type { DemoGame } from '../seed/games';

/**
 * The winners page (§2 "winner lists and leaderboard"; designed calls, packages/api/README.md):
 *
 * - `categoryWinners`: the winners of one game category for GCSGAME_getRankList (the games handler answers ALL from
 *   the home board's winners and any other category from here), highest win first, each on a game of that category.
 * - GET /wps/relay/GCSGAME_getLeaderboard?period=day|week|month: the players ranked by valid bet over the period so
 *   far (UTC day, week from Monday, calendar month), computed from the simulated bets (state/bets), so the board
 *   moves as the demo clock does. The top 50 with the prizes of the top 10; with a token, the player's own rank, valid
 *   bet and what they lack to pass the player above (`mine`: rank null for an account that has not bet).
 */

const DAY_MS = 86_400_000;
const LEADERBOARD_SIZE = 50;
const NAME_PARTS = ['lucky', 'star', 'tiger', 'ace', 'king', 'nova', 'jade', 'mika', 'rio', 'sam', 'lee', 'anh'];

export interface DemoCategoryWinner {
  readonly customerName: string;
  readonly winAmount: number;
  readonly game: DemoGame;
}

/** A small hash of a category name, to seed each category's list apart. */
function categorySeed(category: string): number {
  let h = 0;
  for (const c of category) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h;
}

export function categoryWinners(platform: DemoPlatform, category: string): readonly DemoCategoryWinner[] {
  const range = DEMO_CATEGORY_WIN_RANGES[category];
  if (!range) return [];
  return platform.area(`winners.${category}`, () => {
    const games = demoGames(platform).games.filter((g) => g.gameType === category);
    if (games.length === 0) return [];
    const random = seededRandom((platform.seed ^ 0x5eed ^ categorySeed(category)) >>> 0);
    const [low, high] = range;
    return Array.from({ length: DEMO_CATEGORY_WINNERS }, () => ({
      customerName: maskCustomerName(
        `${pick(random, NAME_PARTS)}${pick(random, NAME_PARTS)}${Math.floor(random() * 99)}`,
      ),
      // Log-uniform between the category's bounds: many modest wins, a few large ones.
      winAmount: Math.round(100 * low * (high / low) ** random()) / 100,
      game: pick(random, games),
    })).sort((a, b) => b.winAmount - a.winAmount);
  });
}

export type LeaderboardPeriod = 'day' | 'week' | 'month';

function isPeriod(value: string | null): value is LeaderboardPeriod {
  return value === 'day' || value === 'week' || value === 'month';
}

/** The UTC period containing `now`: [start, end) in epoch milliseconds. */
export function periodSpan(period: LeaderboardPeriod, now: number): { readonly start: number; readonly end: number } {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  if (period === 'day') return { start: midnight, end: midnight + DAY_MS };
  if (period === 'week') {
    const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
    const start = midnight - sinceMonday * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  const date = new Date(midnight);
  return {
    start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
    end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
  };
}

interface Standing {
  readonly accountId: string;
  readonly validBetCents: number;
}

/** Every betting account's valid bet over the period so far, highest first (ties by account id: a stable order). */
function standings(platform: DemoPlatform, period: LeaderboardPeriod): readonly Standing[] {
  const now = platform.now();
  // Bets change only when a slot passes: the standings of one slot are computed once.
  const cache = platform.area<Map<string, readonly Standing[]>>('leaderboard', () => new Map());
  const key = `${period}:${Math.floor(now / BET_SLOT_MS)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { start } = periodSpan(period, now);
  // One account at a time: a month of everyone's bets at once would be sorted by time for nothing.
  const result = platform.accounts
    .filter(isBettingAccount)
    .map((account) => ({
      accountId: account.id,
      validBetCents: betsOf(platform, { from: start, to: now, accountIds: [account.id] }).reduce(
        (sum, bet) => sum + bet.validBetCents,
        0,
      ),
    }))
    .filter((s) => s.validBetCents > 0)
    .sort((a, b) => b.validBetCents - a.validBetCents || (a.accountId < b.accountId ? -1 : 1));
  cache.clear();
  cache.set(key, result);
  return result;
}

function prizeOf(period: LeaderboardPeriod, rank: number): number {
  return (DEMO_LEADERBOARD_DAY_PRIZES[rank - 1] ?? 0) * DEMO_LEADERBOARD_PERIOD_FACTOR[period];
}

export function winnersHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/relay/GCSGAME_getLeaderboard', ({ request }) => {
      const period = new URL(request.url).searchParams.get('period');
      if (!isPeriod(period)) return refuse(400, 'request_param_err', 'period must be day, week or month');
      const account = optionalAccount(platform, request);
      const { start, end } = periodSpan(period, platform.now());
      const ranked = standings(platform, period);
      const list = ranked.slice(0, LEADERBOARD_SIZE).map((s, index) => ({
        rank: index + 1,
        maskedName: maskCustomerName(platform.accountById(s.accountId)?.username ?? s.accountId),
        validBet: s.validBetCents / 100,
        prize: prizeOf(period, index + 1),
        ...(account && s.accountId === account.id ? { isMine: true } : {}),
      }));
      let mine = null;
      if (account) {
        const index = ranked.findIndex((s) => s.accountId === account.id);
        const own = ranked[index];
        const above = ranked[index - 1];
        mine = own
          ? {
              rank: index + 1,
              validBet: own.validBetCents / 100,
              gapToNext: above ? (above.validBetCents - own.validBetCents) / 100 : null,
            }
          : { rank: null, validBet: 0, gapToNext: null };
      }
      return ok({ period, startTime: start, endTime: end, list, mine });
    }),
  ];
}
