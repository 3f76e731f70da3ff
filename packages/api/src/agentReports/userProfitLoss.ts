import * as z from 'zod/mini';
import { pagedQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { endpointsOf } from '../endpoints';
import { centsSchema } from '../wire';

const area = endpointsOf('agentReports', { needsToken: true });

/**
 * §2 palStatementsAgentCopy (user P&L): per downline, what moved in a range. The spec names the page, not its call:
 * the shape is assumed (packages/api README "Agent reports: user P&L"). Amounts arrive in currency units (a number
 * or a decimal string) and leave as integer cents.
 */

const countSchema = z.number().check(z.int(), z.nonnegative());

const figuresShape = {
  deposits: centsSchema,
  withdrawals: centsSchema,
  validBet: centsSchema,
  winLoss: centsSchema,
  bonuses: centsSchema,
  net: centsSchema,
};

export const userProfitLossSchema = z.object({
  list: z.array(z.object({ ...figuresShape, userId: z.string(), username: z.string() })),
  total: countSchema,
  page: z.number().check(z.int(), z.positive()),
  size: z.number().check(z.int(), z.positive()),
  totals: z.object(figuresShape),
});
export type UserProfitLossWire = z.output<typeof userProfitLossSchema>;

/** Integer cents; win/loss and net from the players' side (above zero the downline came out ahead). */
export interface UserProfitLossFigures {
  readonly depositCents: number;
  readonly withdrawalCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
  readonly bonusCents: number;
  readonly netCents: number;
}

export interface UserProfitLossRow extends UserProfitLossFigures {
  readonly userId: string;
  readonly username: string;
}

export interface UserProfitLossPage {
  readonly rows: readonly UserProfitLossRow[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
  /** Over every matching downline, not only this page's. */
  readonly totals: UserProfitLossFigures;
}

function figures(wire: UserProfitLossWire['totals']): UserProfitLossFigures {
  return {
    depositCents: wire.deposits,
    withdrawalCents: wire.withdrawals,
    validBetCents: wire.validBet,
    winLossCents: wire.winLoss,
    bonusCents: wire.bonuses,
    netCents: wire.net,
  };
}

export function toUserProfitLossPage(wire: UserProfitLossWire): UserProfitLossPage {
  return {
    rows: wire.list.map((row) => ({ ...figures(row), userId: row.userId, username: row.username })),
    total: wire.total,
    page: wire.page,
    size: wire.size,
    totals: figures(wire.totals),
  };
}

export const userProfitLossEndpoint = area.get(
  'userProfitLoss',
  '/wps/relay/MCSFE_getAgentUserProfitLoss',
  userProfitLossSchema,
);

export interface UserProfitLossQuery {
  readonly startMs: number;
  readonly endMs: number;
  /** A downline's username; blank for all. */
  readonly username: string;
  readonly page: number;
  readonly size: number;
}

export async function getUserProfitLoss(
  client: ApiClient,
  q: UserProfitLossQuery,
  signal?: AbortSignal,
): Promise<UserProfitLossPage> {
  const query = {
    startTime: q.startMs,
    endTime: q.endMs,
    username: q.username.trim() || undefined,
    page: q.page,
    size: q.size,
  };
  return toUserProfitLossPage(await client.call(userProfitLossEndpoint, { query, signal }));
}

/** Kept out of queryKeys.ts (the start-up chunk); under the wallet's root, so logout drops it. */
export const userProfitLossQueryKey = (q: UserProfitLossQuery) =>
  ['wallet', 'agentReports', 'userProfitLoss', q.startMs, q.endMs, q.username.trim(), q.page, q.size] as const;

/** The previous page or range stays on screen while the next loads (no flash of the loading state). */
export function userProfitLossQueryOptions(client: ApiClient, q: UserProfitLossQuery) {
  return pagedQueryOptions(userProfitLossQueryKey(q), getUserProfitLoss, client, q, 30_000);
}
