import * as z from 'zod/mini';
import { ACCOUNT_DETAILS_TYPES } from '@atrium/domain/records';
import { pagedQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { endpointsOf } from '../endpoints';
import { centsSchema } from '../wire';

const area = endpointsOf('agentReports', { needsToken: true });

/**
 * §2 agentDownlineTransactionDetailsCopy (account details): the ledger entries of the agent's downlines in a range.
 * The spec names the page, not its call: the shape is assumed (packages/api README "Agent reports: account
 * details"). Amounts arrive in currency units (a number or a decimal string) and leave as integer cents.
 */

/** The kinds of ledger entry the platform sends: the domain's list of what moves a downline's balance. */
export const DOWNLINE_TRANSACTION_TYPES = ACCOUNT_DETAILS_TYPES;
export type DownlineTransactionType = (typeof DOWNLINE_TRANSACTION_TYPES)[number];

const countSchema = z.number().check(z.int(), z.nonnegative());

export const downlineTransactionsSchema = z.object({
  list: z.array(
    z.object({
      reference: z.string(),
      userId: z.string(),
      username: z.string(),
      type: z.enum(DOWNLINE_TRANSACTION_TYPES),
      amount: centsSchema,
      balanceAfter: centsSchema,
      time: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  total: countSchema,
  page: z.number().check(z.int(), z.positive()),
  size: z.number().check(z.int(), z.positive()),
  totals: z.object({ moneyIn: centsSchema, moneyOut: centsSchema, net: centsSchema }),
});
export type DownlineTransactionsWire = z.output<typeof downlineTransactionsSchema>;

/** One ledger entry of a downline. Amounts in integer cents (signed: money in above zero), time epoch ms. */
export interface DownlineTransactionRow {
  readonly reference: string;
  readonly userId: string;
  readonly username: string;
  readonly type: DownlineTransactionType;
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly atMs: number;
}

export interface DownlineTransactionsPage {
  readonly rows: readonly DownlineTransactionRow[];
  /** How many entries match (every page). */
  readonly total: number;
  readonly page: number;
  readonly size: number;
  /** Over every matching entry, not only this page's: money in (≥ 0), money out (≤ 0) and their sum. */
  readonly totals: { readonly inCents: number; readonly outCents: number; readonly netCents: number };
}

export function toDownlineTransactionsPage(wire: DownlineTransactionsWire): DownlineTransactionsPage {
  return {
    rows: wire.list.map((row) => ({
      reference: row.reference,
      userId: row.userId,
      username: row.username,
      type: row.type,
      amountCents: row.amount,
      balanceAfterCents: row.balanceAfter,
      atMs: row.time,
    })),
    total: wire.total,
    page: wire.page,
    size: wire.size,
    totals: { inCents: wire.totals.moneyIn, outCents: wire.totals.moneyOut, netCents: wire.totals.net },
  };
}

export const downlineTransactionsEndpoint = area.get(
  'downlineTransactions',
  '/wps/relay/MCSFE_getAgentDownlineTransactions',
  downlineTransactionsSchema,
);

/** A range of instants (both ends included), filters and a page (from 1). */
export interface DownlineTransactionsQuery {
  readonly startMs: number;
  readonly endMs: number;
  /** A downline's username; blank for all. */
  readonly username: string;
  readonly type: DownlineTransactionType | 'all';
  readonly page: number;
  readonly size: number;
}

export async function getDownlineTransactions(
  client: ApiClient,
  q: DownlineTransactionsQuery,
  signal?: AbortSignal,
): Promise<DownlineTransactionsPage> {
  const query = {
    startTime: q.startMs,
    endTime: q.endMs,
    username: q.username.trim() || undefined,
    type: q.type === 'all' ? undefined : q.type,
    page: q.page,
    size: q.size,
  };
  return toDownlineTransactionsPage(await client.call(downlineTransactionsEndpoint, { query, signal }));
}

/**
 * Kept out of queryKeys.ts (the start-up chunk): only the agent centre's lazy page builds it. Under the wallet's
 * root, so logout drops it with the wallet (ACCOUNT_QUERY_ROOTS).
 */
export const downlineTransactionsQueryKey = (q: DownlineTransactionsQuery) =>
  [
    'wallet',
    'agentReports',
    'downlineTransactions',
    q.startMs,
    q.endMs,
    q.username.trim(),
    q.type,
    q.page,
    q.size,
  ] as const;

/** The previous page or range stays on screen while the next loads (no flash of the loading state). */
export function downlineTransactionsQueryOptions(client: ApiClient, q: DownlineTransactionsQuery) {
  return pagedQueryOptions(downlineTransactionsQueryKey(q), getDownlineTransactions, client, q, 30_000);
}
