import * as z from 'zod/mini';

/**
 * Team management and add account (spec §2 downlineManagmentView, registerCenter). The spec names the pages, not
 * their calls: the shapes are assumed (packages/api README "Assumed calls"). Amounts arrive in currency units (a
 * number or a decimal string) and leave as integer cents; instants are epoch milliseconds.
 */

const moneySchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((amount) => Math.round(Number(amount) * 100)),
);
const instantSchema = z.number().check(z.int(), z.nonnegative());
const countSchema = z.number().check(z.int(), z.nonnegative());

export const downlineSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
  /** §3 account type: 1, 2, 41, 42 are agents, anything else a member. */
  accountType: z.number().check(z.int()),
  level: z.number().check(z.int(), z.positive()),
  uplineName: z.string(),
  joinDate: instantSchema,
  lastLoginTime: z.nullable(instantSchema),
  balance: moneySchema,
  /** 0 active, 1 frozen. */
  status: z.union([z.literal(0), z.literal(1)]),
  teamSize: countSchema,
});

export const downlineListSchema = z.object({ list: z.array(downlineSchema) });
export type DownlineListWire = z.output<typeof downlineListSchema>;

export const registeredDownlineSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
  accountType: z.number().check(z.int()),
});
export type RegisteredDownlineWire = z.output<typeof registeredDownlineSchema>;
