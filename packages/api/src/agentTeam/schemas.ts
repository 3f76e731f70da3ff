import * as z from 'zod/mini';
import { parseRebateGameType } from '@atrium/domain/rebate';
import { centsSchema } from '../wire';

/**
 * Team management and add account (spec §2 downlineManagmentView, registerCenter). The spec names the pages, not
 * their calls: the shapes are assumed (packages/api README "Assumed calls"). Amounts arrive in currency units (a
 * number or a decimal string) and leave as integer cents; instants are epoch milliseconds.
 */

const instantSchema = z.number().check(z.int(), z.nonnegative());
const countSchema = z.number().check(z.int(), z.nonnegative());

/** A rebate rate in percent (0.8 means 0.8 %), a number or a decimal string, never below zero. */
const percentSchema = z.pipe(
  z.union([z.number().check(z.nonnegative()), z.string().check(z.regex(/^\s*\d+(\.\d+)?\s*$/))]),
  z.transform((percent) => Number(percent)),
);

/** A game kind the app knows, or null (a kind the platform adds later is left out rather than failing the page). */
const gameKindSchema = z.pipe(
  z.string(),
  z.transform((raw) => parseRebateGameType(raw)),
);

export const rebateRateSchema = z.object({ productType: gameKindSchema, rebateRate: percentSchema });

export const downlineSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
  /** §3 account type: 1, 2, 41, 42 are agents, anything else a member. */
  accountType: z.number().check(z.int()),
  level: z.number().check(z.int(), z.positive()),
  uplineName: z.string(),
  joinDate: instantSchema,
  lastLoginTime: z.nullable(instantSchema),
  balance: centsSchema,
  /** 0 active, 1 frozen. */
  status: z.union([z.literal(0), z.literal(1)]),
  teamSize: countSchema,
  /** Designed: the rates the downline was registered with, per game kind, when it was registered with some. */
  rebates: z.optional(z.array(rebateRateSchema)),
});

export const downlineListSchema = z.object({ list: z.array(downlineSchema) });
export type DownlineListWire = z.output<typeof downlineListSchema>;

export const registeredDownlineSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
  accountType: z.number().check(z.int()),
});
export type RegisteredDownlineWire = z.output<typeof registeredDownlineSchema>;

/**
 * GET /wps/agent/downline/registerOptions (designed): what the signed-in agent may give a new downline: whether it
 * may create agents at all, and its own rebate rate per game kind (the ceiling of the downline's).
 */
export const registerOptionsSchema = z.object({
  canCreateAgent: z.boolean(),
  rebates: z._default(z.array(rebateRateSchema), []),
});
export type RegisterOptionsWire = z.output<typeof registerOptionsSchema>;
