import * as z from 'zod/mini';
import { DEPOSIT_LIMIT_KEYS, LOSS_LIMIT_KEYS } from '@atrium/domain/saferPlay';

/**
 * The safer-play calls' wire shapes. All of them are ASSUMED (the specification has no safer-play calls; see
 * docs/protocol.md "Safer play (assumed)"): money in integer cents, times in epoch milliseconds.
 */

const centsSchema = z.number().check(z.int(), z.gte(0));
const timeSchema = z.number().check(z.int(), z.gte(0));
/** A limit: a whole positive amount (cents or minutes), or null for none. */
const limitValueSchema = z.nullable(z.number().check(z.int(), z.gt(0)));

const limitSettingSchema = z.object({
  value: limitValueSchema,
  pending: z.nullable(z.object({ value: limitValueSchema, effectiveAt: timeSchema })),
});

const moneyLimitKeySchema = z.enum([...DEPOSIT_LIMIT_KEYS, ...LOSS_LIMIT_KEYS]);

export const saferPlayStateSchema = z.object({
  limits: z.object({
    depositDay: limitSettingSchema,
    depositWeek: limitSettingSchema,
    depositMonth: limitSettingSchema,
    lossDay: limitSettingSchema,
    lossWeek: limitSettingSchema,
    lossMonth: limitSettingSchema,
    sessionMinutes: limitSettingSchema,
  }),
  usage: z.object({
    depositDay: centsSchema,
    depositWeek: centsSchema,
    depositMonth: centsSchema,
    lossDay: centsSchema,
    lossWeek: centsSchema,
    lossMonth: centsSchema,
  }),
  realityCheckMinutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]),
  session: z.object({ startedAt: timeSchema, stakes: centsSchema, wins: centsSchema }),
});

export type SaferPlayStateWire = z.infer<typeof saferPlayStateSchema>;

const exclusionKindSchema = z.enum(['break', 'selfExclusion']);

export const exclusionSchema = z.object({ kind: exclusionKindSchema, endsAt: timeSchema });

export type ExclusionWire = z.infer<typeof exclusionSchema>;

/** The value of a `saferPlay.depositLimit` refusal: the limit the deposit breaks and what remains of it. */
export const depositLimitRefusalSchema = z.object({
  key: moneyLimitKeySchema,
  limitCents: centsSchema,
  remainingCents: centsSchema,
});
