import * as z from 'zod/mini';
import {
  parseBetStatus,
  parseBonusKind,
  parseRecordGameType,
  parseTransactionKind,
  type BetStatus,
  type BonusKind,
  type RecordGameType,
  type TransactionKind,
} from '@atrium/domain/records';
import { centsSchema } from '../wire';

/**
 * The record calls' answers (§2 personalHistoryCopy, transactionHistory, personalProfit, bonusDetails). The spec
 * names the pages, not their calls: every shape here is assumed (packages/api README "Records"). Amounts arrive in
 * currency units (a number or a decimal string) and leave as integer cents.
 */

/** A known value of a domain list; anything else fails the parse, so a new status is a typed malformed error. */
function known<T extends string>(parse: (raw: unknown) => T | null) {
  return z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      const value = parse(raw);
      if (value === null) {
        ctx.issues.push({ code: 'custom', message: `unknown value ${raw}`, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );
}

const betStatusSchema = known<BetStatus>(parseBetStatus);
const gameTypeSchema = known<RecordGameType>(parseRecordGameType);
const transactionKindSchema = known<TransactionKind>(parseTransactionKind);
const bonusKindSchema = known<BonusKind>(parseBonusKind);

/** Epoch milliseconds. */
const timeSchema = z.number().check(z.int());

function pageOf<T extends z.ZodMiniType>(item: T) {
  return {
    list: z._default(z.array(item), []),
    pageNo: z._default(z.number().check(z.int()), 1),
    totalPages: z._default(z.number().check(z.int()), 0),
    totalCount: z._default(z.number().check(z.int()), 0),
  };
}

/** What was staked, what counted as valid and the result: a bet, a betting total and a profit line all carry them. */
const stakeFields = { betAmount: centsSchema, validBetAmount: centsSchema, winLoss: centsSchema };

// ─── Betting record: GET /wps/relay/MCSFE_getBetHistory (assumed) ───────────────────────────────────────────

export const betRecordSchema = z.object({
  betId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  betTime: timeSchema,
  settleTime: z.nullish(timeSchema),
  gameType: gameTypeSchema,
  vendorName: z.string(),
  gameName: z.string(),
  ...stakeFields,
  status: betStatusSchema,
});

export const betHistorySchema = z.object({
  ...pageOf(betRecordSchema),
  summary: z.object({
    count: z.number().check(z.int()),
    ...stakeFields,
  }),
});

export type BetHistoryWire = z.infer<typeof betHistorySchema>;

// ─── Account record: GET /wps/relay/MCSFE_getTransactionHistory (assumed) ──────────────────────────────────

export const transactionRecordSchema = z.object({
  reference: z.string(),
  time: timeSchema,
  type: transactionKindSchema,
  /** Signed: money in positive, money out negative. */
  amount: centsSchema,
  balanceAfter: centsSchema,
  remark: z.nullish(z.string()),
});

export const transactionHistorySchema = z.object({
  ...pageOf(transactionRecordSchema),
  summary: z.object({ totalIn: centsSchema, totalOut: centsSchema, net: centsSchema }),
});

export type TransactionHistoryWire = z.infer<typeof transactionHistorySchema>;

// ─── Profit and loss: GET /wps/relay/MCSFE_getPersonalProfit (assumed) ─────────────────────────────────────

export const profitSchema = z.object({
  list: z._default(
    z.array(
      z.object({
        gameType: gameTypeSchema,
        count: z._default(z.number().check(z.int()), 0),
        ...stakeFields,
      }),
    ),
    [],
  ),
  bonus: centsSchema,
  deposit: centsSchema,
  withdrawal: centsSchema,
});

export type ProfitWire = z.infer<typeof profitSchema>;

// ─── Bonus details: GET /wps/relay/MCSFE_getBonusDetails (assumed) ─────────────────────────────────────────

export const bonusRecordSchema = z.object({
  reference: z.string(),
  time: timeSchema,
  bonusType: bonusKindSchema,
  name: z.string(),
  gameType: z.nullish(gameTypeSchema),
  validBetAmount: z.nullish(centsSchema),
  /** Percent, e.g. 0.8 for 0.8 %. */
  rate: z.nullish(z.number()),
  amount: centsSchema,
});

export const bonusDetailsSchema = z.object({
  ...pageOf(bonusRecordSchema),
  summary: z.object({ total: centsSchema }),
});

export type BonusDetailsWire = z.infer<typeof bonusDetailsSchema>;
