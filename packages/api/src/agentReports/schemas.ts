import * as z from 'zod/mini';
import { CONTRACT_GAME_KINDS } from '@atrium/domain/contracts';
import { centsSchema } from '../wire';

/**
 * The agent's team betting report (§2 personalHistoryCopy): per downline and game kind, what the team staked and won
 * in a range. The spec names the page, not its call: the shape is assumed (packages/api README "Agent reports").
 * Amounts arrive in currency units (a number or a decimal string) and leave as integer cents.
 */

const countSchema = z.number().check(z.int(), z.nonnegative());

const figuresShape = {
  betCount: countSchema,
  betAmount: centsSchema,
  validBet: centsSchema,
  payout: centsSchema,
  winLoss: centsSchema,
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
