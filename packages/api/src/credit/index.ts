import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../client';
import { isApiError, retryTransientOnce } from '../errors';
import { creditKeys } from './queryKeys';
import { endpointsOf } from '../endpoints';
import { centsSchema } from '../wire';

const area = endpointsOf('credit', { needsToken: true });

export { creditKeys };

/**
 * The credit report (spec §2 Other screens "credit report"; docs/centres.md: a credit-market merchant, CREDITMAR3, has
 * no deposit or withdraw: its members play on a credit line their upline grants and settle by period). The spec
 * names the screen only, so the call is designed (packages/api/README.md "Designed shapes"):
 *
 * GET /wps/member/creditReport?pageNum&pageSize → `{creditLimit, used, available, currency, currencySymbol,
 * settlementCycle, currentPeriod {periodStart, periodEnd, validBet, winLoss, adjustments, settled, outstanding,
 * dueAt}, statements [{…the same, status}], pageNum, totalPages, totalCount}`. Amounts are currency units (a number
 * or a decimal string) from the member's side: a loss is negative; they leave as integer cents like the records.
 * A member without a credit line is refused with `credit.not.enabled`: that is an answer (the page says so), not a
 * failure, so it becomes `{enabled: false}`.
 */

/** How many past statements a page holds: a month of weekly periods. */
export const CREDIT_STATEMENTS_PAGE_SIZE = 4;

/** The platform's refusal when the account has no credit line. */
export const CREDIT_NOT_ENABLED = 'credit.not.enabled';

const timeSchema = z.number().check(z.int());

/** D daily, W weekly, M monthly: the period a credit line is settled by. */
export type SettlementCycle = 'daily' | 'weekly' | 'monthly';
const CYCLES: Readonly<Record<string, SettlementCycle>> = { D: 'daily', W: 'weekly', M: 'monthly' };

export type StatementStatus = 'settled' | 'due' | 'overdue';
const STATUSES: readonly StatementStatus[] = ['settled', 'due', 'overdue'];

const cycleSchema = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const cycle = CYCLES[raw.trim().toUpperCase()];
    if (cycle) return cycle;
    ctx.issues.push({ code: 'custom', message: `unknown settlement cycle ${raw}`, input: raw });
    return z.NEVER;
  }),
);

const statusSchema = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const status = STATUSES.find((s) => s === raw.trim().toLowerCase());
    if (status) return status;
    ctx.issues.push({ code: 'custom', message: `unknown statement status ${raw}`, input: raw });
    return z.NEVER;
  }),
);

const periodShape = {
  periodStart: timeSchema,
  periodEnd: timeSchema,
  validBet: centsSchema,
  winLoss: centsSchema,
  adjustments: z._default(centsSchema, 0),
  settled: centsSchema,
  outstanding: centsSchema,
  dueAt: timeSchema,
};

export const creditReportSchema = z.object({
  creditLimit: centsSchema,
  used: centsSchema,
  available: centsSchema,
  currency: z.string(),
  currencySymbol: z._default(z.string(), ''),
  settlementCycle: cycleSchema,
  currentPeriod: z.object(periodShape),
  statements: z._default(z.array(z.object({ ...periodShape, status: statusSchema })), []),
  pageNum: z._default(z.number().check(z.int()), 1),
  totalPages: z._default(z.number().check(z.int()), 0),
  totalCount: z._default(z.number().check(z.int()), 0),
});
export type CreditReportWire = z.infer<typeof creditReportSchema>;

/** One settlement period; every amount in integer cents from the member's side (a loss is negative). */
export interface CreditPeriod {
  readonly startsAt: number;
  /** The period's last instant (included). */
  readonly endsAt: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
  /** Rebates and corrections the upline booked on the period. */
  readonly adjustmentsCents: number;
  /** What was settled of the period's result. */
  readonly settledCents: number;
  /** What is still to settle: negative when the member owes the upline. */
  readonly outstandingCents: number;
  readonly dueAt: number;
}

export interface CreditStatement extends CreditPeriod {
  readonly status: StatementStatus;
}

export interface CreditReport {
  readonly limitCents: number;
  readonly usedCents: number;
  readonly availableCents: number;
  readonly currency: string;
  readonly currencySymbol: string;
  readonly cycle: SettlementCycle;
  readonly current: CreditPeriod;
  /** The page's past statements, newest first. */
  readonly statements: readonly CreditStatement[];
  /** 1-based. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

export type CreditReportResult =
  { readonly enabled: true; readonly report: CreditReport } | { readonly enabled: false };

export const creditReportEndpoint = area.get('report', '/wps/member/creditReport', creditReportSchema);

function toPeriod(wire: CreditReportWire['currentPeriod']): CreditPeriod {
  return {
    startsAt: wire.periodStart,
    endsAt: wire.periodEnd,
    validBetCents: wire.validBet,
    winLossCents: wire.winLoss,
    adjustmentsCents: wire.adjustments,
    settledCents: wire.settled,
    outstandingCents: wire.outstanding,
    dueAt: wire.dueAt,
  };
}

export function toCreditReport(wire: CreditReportWire): CreditReport {
  return {
    limitCents: wire.creditLimit,
    usedCents: wire.used,
    availableCents: wire.available,
    currency: wire.currency,
    currencySymbol: wire.currencySymbol,
    cycle: wire.settlementCycle,
    current: toPeriod(wire.currentPeriod),
    statements: wire.statements.map((s) => ({ ...toPeriod(s), status: s.status })),
    page: wire.pageNum,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount,
  };
}

export interface CreditReportRequest {
  /** 1-based. */
  readonly page: number;
  readonly pageSize?: number;
}

export async function getCreditReport(
  client: ApiClient,
  request: CreditReportRequest,
  signal?: AbortSignal,
): Promise<CreditReportResult> {
  const query = { pageNum: request.page, pageSize: request.pageSize ?? CREDIT_STATEMENTS_PAGE_SIZE };
  try {
    return { enabled: true, report: toCreditReport(await client.call(creditReportEndpoint, { query, signal })) };
  } catch (error) {
    if (isApiError(error) && error.kind === 'rejected' && error.code === CREDIT_NOT_ENABLED) return { enabled: false };
    throw error;
  }
}

/** A read: one more try after a transient failure; the previous page stays on screen while the next one loads. */
export function creditReportQueryOptions(client: ApiClient, request: CreditReportRequest) {
  const pageSize = request.pageSize ?? CREDIT_STATEMENTS_PAGE_SIZE;
  return queryOptions({
    queryKey: creditKeys.report(request.page, pageSize),
    queryFn: ({ signal }) => getCreditReport(client, { page: request.page, pageSize }, signal),
    retry: retryTransientOnce,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
