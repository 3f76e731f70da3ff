import * as z from 'zod/mini';
import { CONTRACT_GAME_KINDS } from '@atrium/domain/contracts';

/**
 * The agent's team betting report (§2 personalHistoryCopy): per downline and game kind, what the team staked and won
 * in a range. The spec names the page, not its call: the shape is assumed (packages/api README "Agent reports").
 * Amounts arrive in currency units (a number or a decimal string) and leave as integer cents.
 */

const moneySchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((amount) => Math.round(Number(amount) * 100)),
);
const countSchema = z.number().check(z.int(), z.nonnegative());

const figuresShape = {
  betCount: countSchema,
  betAmount: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  winLoss: moneySchema,
};

export const teamBettingSchema = z.object({
  list: z.array(
    z.object({
      ...figuresShape,
      userId: z.string(),
      username: z.string(),
      gameType: z.enum(CONTRACT_GAME_KINDS as unknown as [string, ...string[]]),
    }),
  ),
  total: countSchema,
  page: z.number().check(z.int(), z.positive()),
  size: z.number().check(z.int(), z.positive()),
  totals: z.object(figuresShape),
});

export type TeamBettingWire = z.output<typeof teamBettingSchema>;
