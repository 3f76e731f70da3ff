import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { WinnerBoardEntry } from '@atrium/domain/games';
import type { ApiClient, Endpoint } from '../client';
import { retryTransientOnce } from '../errors';
import { getWinnerBoard } from '../games/calls';
import { winnersKeys } from './queryKeys';

export { winnersKeys };

/**
 * The winners page (§2 "winner lists and leaderboard"):
 *
 * - Winner lists: §7 GCSGAME_getRankList (limitNum 20, under the data key) per game category, the home board's call
 *   with its `gameCategory` set; §9 at most 20, by amount, highest first.
 * - Leaderboard (designed, packages/api/README.md "Designed shapes"): GET /wps/relay/GCSGAME_getLeaderboard?period=
 *   day|week|month → `{period, startTime, endTime, list: [{rank, maskedName, validBet, prize, isMine?}] (top 50),
 *   mine: {rank | null, validBet, gapToNext | null} | null}`. A guest may read it (no token, `mine` null); a member
 *   sends the token and reads their own standing. The winner board's rows carry masked names only, so they cannot
 *   rank players: the leaderboard is its own call.
 */

/** The winner lists' categories, ALL first (the platform's game kinds, docs/protocol.md lanes). */
export const WINNER_CATEGORIES = ['ALL', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'LOTT', 'PVP'] as const;
export type WinnerCategory = (typeof WINNER_CATEGORIES)[number];

export function isWinnerCategory(value: string | null | undefined): value is WinnerCategory {
  return (WINNER_CATEGORIES as readonly string[]).includes(value ?? '');
}

export function winnerListQueryOptions(
  client: ApiClient,
  request: { readonly language: string; readonly category: WinnerCategory },
) {
  return queryOptions({
    queryKey: winnersKeys.list(request.language, request.category),
    queryFn: ({ signal }): Promise<readonly WinnerBoardEntry[]> => getWinnerBoard(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

// ─── Leaderboard: GET /wps/relay/GCSGAME_getLeaderboard (designed) ──────────────────────────────────────────

export const LEADERBOARD_PERIODS = ['day', 'week', 'month'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export function isLeaderboardPeriod(value: string | null | undefined): value is LeaderboardPeriod {
  return (LEADERBOARD_PERIODS as readonly string[]).includes(value ?? '');
}

const money = z.number().check(z.refine(Number.isFinite, { message: 'must be a finite number' }));

const leaderboardRowSchema = z.object({
  rank: z.number().check(z.int(), z.gte(1)),
  maskedName: z.string(),
  validBet: money,
  prize: z._default(money, 0),
  isMine: z._default(z.boolean(), false),
});

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  startTime: z.number(),
  endTime: z.number(),
  list: z.array(leaderboardRowSchema),
  mine: z.nullish(
    z.object({
      rank: z.nullable(z.number().check(z.int(), z.gte(1))),
      validBet: money,
      gapToNext: z.nullish(money),
    }),
  ),
});
export type LeaderboardWire = z.infer<typeof leaderboardSchema>;

export interface LeaderboardRow {
  readonly rank: number;
  /** Masked by the platform (first and last characters around asterisks). */
  readonly maskedName: string;
  readonly validBet: number;
  /** 0 when the rank wins nothing. */
  readonly prize: number;
  /** The signed-in player's own row. */
  readonly isMine: boolean;
}

export interface LeaderboardStanding {
  /** Null when the player has no valid bet in the period. */
  readonly rank: number | null;
  readonly validBet: number;
  /** What the player lacks to pass the player above; null at the top or without a rank. */
  readonly gapToNext: number | null;
}

export interface Leaderboard {
  readonly period: LeaderboardPeriod;
  readonly startsAt: number;
  /** Exclusive: the next period's start. */
  readonly endsAt: number;
  /** Rank order, best first. */
  readonly rows: readonly LeaderboardRow[];
  /** The signed-in player's standing; null for a guest. */
  readonly mine: LeaderboardStanding | null;
}

const endpointBase = {
  id: 'winners.leaderboard',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getLeaderboard',
  moduleId: 'GAMELO3',
  value: leaderboardSchema,
} as const;

export const guestLeaderboardEndpoint: Endpoint<LeaderboardWire> = { ...endpointBase, needsToken: false };
export const memberLeaderboardEndpoint: Endpoint<LeaderboardWire> = { ...endpointBase, needsToken: true };

export function toLeaderboard(wire: LeaderboardWire): Leaderboard {
  return {
    period: wire.period,
    startsAt: wire.startTime,
    endsAt: wire.endTime,
    rows: [...wire.list].sort((a, b) => a.rank - b.rank),
    mine: wire.mine
      ? { rank: wire.mine.rank, validBet: wire.mine.validBet, gapToNext: wire.mine.gapToNext ?? null }
      : null,
  };
}

export async function getLeaderboard(
  client: ApiClient,
  request: { readonly period: LeaderboardPeriod; readonly isLoggedIn: boolean },
  signal?: AbortSignal,
): Promise<Leaderboard> {
  const endpoint = request.isLoggedIn ? memberLeaderboardEndpoint : guestLeaderboardEndpoint;
  return toLeaderboard(await client.call(endpoint, { query: { period: request.period }, signal }));
}

export function leaderboardQueryOptions(
  client: ApiClient,
  request: { readonly period: LeaderboardPeriod; readonly isLoggedIn: boolean },
) {
  return queryOptions({
    queryKey: winnersKeys.leaderboard(request.period, request.isLoggedIn),
    queryFn: ({ signal }) => getLeaderboard(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}
