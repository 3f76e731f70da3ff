import * as z from 'zod/mini';
import { centsSchema } from '../wire';

/**
 * The agent centre's calls (§2 agentTeamOverview). The spec names the page, not its call: the shape is assumed
 * (packages/api README "Agent centre"). Amounts arrive in currency units (a number or a decimal string) and leave as
 * integer cents; counts are whole numbers, never negative.
 */

const countSchema = z.number().check(z.int(), z.nonnegative());

export const teamOverviewSchema = z.object({
  teamSize: countSchema,
  directCount: countSchema,
  newMembers: countSchema,
  activeMembers: countSchema,
  depositAmount: centsSchema,
  withdrawalAmount: centsSchema,
  validBetAmount: centsSchema,
  profitLoss: centsSchema,
  income: centsSchema,
});

export type TeamOverviewWire = z.output<typeof teamOverviewSchema>;
