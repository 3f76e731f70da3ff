import * as z from 'zod/mini';
import { BREAK_PERIODS, LIMIT_KEYS, SELF_EXCLUSION_PERIODS } from '@atrium/domain/saferPlay';

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

export const limitKeySchema = z.enum(LIMIT_KEYS);
export const moneyLimitKeySchema = z.enum([
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
]);

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

export const exclusionKindSchema = z.enum(['break', 'selfExclusion']);
export const exclusionPeriodSchema = z.enum([...BREAK_PERIODS, ...SELF_EXCLUSION_PERIODS]);

export const exclusionSchema = z.object({ kind: exclusionKindSchema, endsAt: timeSchema });

export type ExclusionWire = z.infer<typeof exclusionSchema>;

/** The value of a `saferPlay.depositLimit` refusal: the limit the deposit breaks and what remains of it. */
export const depositLimitRefusalSchema = z.object({
  key: moneyLimitKeySchema,
  limitCents: centsSchema,
  remainingCents: centsSchema,
});
