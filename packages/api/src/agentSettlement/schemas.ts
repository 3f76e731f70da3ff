import * as z from 'zod/mini';
import { CONTRACT_GAME_KINDS } from '@atrium/domain/contracts';
import { centsSchema } from '../wire';

/**
 * The agent's settlement records and income (§2 agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary, agentRevenueReport; §9 salary cadence). The spec names the pages, not their calls (docs/centres.md
 * "Not found: record pages' columns"): the shapes are assumed (packages/api README "Agent settlement"). Amounts
 * arrive in currency units (a number or a decimal string) and leave as integer cents; times are epoch milliseconds.
 */

const countSchema = z.number().check(z.int(), z.nonnegative());
const timeSchema = z.number().check(z.int(), z.nonnegative());

const detailSchema = z.object({
  gameType: z.enum(CONTRACT_GAME_KINDS as unknown as [string, ...string[]]),
  betAmount: centsSchema,
  validBet: centsSchema,
  winLoss: centsSchema,
  tier: z.nullable(z.number().check(z.int(), z.positive())),
  amount: centsSchema,
});

const recordSchema = z.object({
  recordId: z.string().check(z.minLength(1)),
  contractId: z.string(),
  role: z.enum(['RECEIVED', 'PAID']),
  counterpartId: z.string(),
  counterpartName: z.string(),
  periodStart: timeSchema,
  periodEnd: timeSchema,
  settledTime: timeSchema,
  betAmount: centsSchema,
  validBet: centsSchema,
  winLoss: centsSchema,
  activeMembers: countSchema,
  amount: centsSchema,
  status: z.enum(['PAID', 'NOT_MET']),
  details: z.array(detailSchema),
});

export const settlementRecordsSchema = z.object({
  list: z.array(recordSchema),
  total: countSchema,
  page: z.number().check(z.int(), z.positive()),
  size: z.number().check(z.int(), z.positive()),
  totals: z.object({ betAmount: centsSchema, validBet: centsSchema, winLoss: centsSchema, amount: centsSchema }),
});

export type SettlementRecordsWire = z.output<typeof settlementRecordsSchema>;

const incomeShape = {
  dividend: centsSchema,
  dailySalary: centsSchema,
  hourlySalary: centsSchema,
  realtimeSalary: centsSchema,
  total: centsSchema,
};

// A spread shape rather than z.extend: zod/mini lives in the start-up chunk, so any of its functions a lazy page
// uses is emitted there too (docs/decisions/0006); extend alone cost the start-up 0.4 KB.
export const revenueReportSchema = z.object({
  days: z.array(z.object({ ...incomeShape, date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) })),
  totals: z.object(incomeShape),
});

export type RevenueReportWire = z.output<typeof revenueReportSchema>;
