import * as z from 'zod/mini';

/**
 * The agent centre's calls (§2 agentTeamOverview). The spec names the page, not its call: the shape is assumed
 * (packages/api README "Agent centre"). Amounts arrive in currency units (a number or a decimal string) and leave as
 * integer cents; counts are whole numbers, never negative.
 */

const moneySchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((amount) => Math.round(Number(amount) * 100)),
);

const countSchema = z.number().check(z.int(), z.nonnegative());

export const teamOverviewSchema = z.object({
  teamSize: countSchema,
  directCount: countSchema,
  newMembers: countSchema,
  activeMembers: countSchema,
  depositAmount: moneySchema,
  withdrawalAmount: moneySchema,
  validBetAmount: moneySchema,
  profitLoss: moneySchema,
  income: moneySchema,
});

export type TeamOverviewWire = z.output<typeof teamOverviewSchema>;
