import * as z from 'zod/mini';

/**
 * Wire shapes of my account (spec §2 securityCenter, §3). All designed: the spec names the fields (§3 profile fields,
 * `paymentPassword`, the bound email, phone and bank account name of §2's two-factor step, social binding) but not
 * the calls that read or change them; packages/api/README.md "Designed shapes" says so.
 */

const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((v) => v === true || v === 1 || v === '1'),
);

/** One profile field: its value and, like a register rule (§3 "Registration-field rule"), its switches and rule. */
export const profileFieldWireSchema = z.looseObject({
  name: z.string(),
  value: z.nullish(z.string()),
  enabled: z.nullish(flag),
  editable: z.nullish(flag),
  /** Designed: the value is locked once saved (the birthday), so the app asks the member to confirm it first. */
  locksOnceSet: z.nullish(flag),
  required: z.nullish(flag),
  acceptedPattern: z.nullish(z.string()),
  patternId: z.nullish(z.union([z.number(), z.string()])),
  minLength: z.nullish(z.union([z.number(), z.string()])),
  maxLength: z.nullish(z.union([z.number(), z.string()])),
  type: z.nullish(z.string()),
});

/** GET/PUT /wps/member/profile: the fields in the server's order. */
export const profileSchema = z.object({ fields: z.array(profileFieldWireSchema) });
export type ProfileWire = z.infer<typeof profileSchema>;

/** GET /wps/member/security: what protects the account and what is bound, masked by the server. */
export const securitySchema = z.object({
  paymentPasswordSet: flag,
  /** Masked by the server, e.g. `917****567`; never the full number. */
  mobile: z.nullish(z.string()),
  countryDialingCode: z.nullish(z.string()),
  /** Masked, e.g. `me***@demo.test`. */
  email: z.nullish(z.string()),
  /** Masked, e.g. `L*** S***`. */
  bankAccountName: z.nullish(z.string()),
  /** The social providers the platform enables, each bound to this account or not. */
  social: z.nullish(z.array(z.object({ provider: z.string(), bound: flag }))),
});
export type SecurityWire = z.infer<typeof securitySchema>;

/** A verification code was sent: how long it is valid (and the resend wait), as the SMS calls answer. */
export const codeSentSchema = z.object({
  expiredMinutes: z.nullish(z.union([z.number(), z.string()])),
});
export type CodeSentWire = z.infer<typeof codeSentSchema>;

const amount = z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]);

/** MCSFE_getPlayerRankProgress (docs/centres.md, H by name; shape designed). Amounts are decimal currency units. */
export const rankProgressSchema = z.object({
  currentLevel: z.number().check(z.int(), z.gte(0)),
  currentLabel: z.nullish(z.string()),
  nextLevel: z.nullish(z.number().check(z.int(), z.gte(0))),
  nextLabel: z.nullish(z.string()),
  requirements: z.nullish(z.array(z.object({ type: z.string(), current: amount, required: amount }))),
  /**
   * §6 "VIP levels have rank benefits": every rank with what reaching it takes and what it gives (designed). A benefit
   * the brand does not give is absent or null; `rebateRate` is a percent.
   */
  ranks: z.nullish(
    z.array(
      z.object({
        level: z.number().check(z.int(), z.gte(0)),
        label: z.nullish(z.string()),
        deposit: z.nullish(amount),
        bet: z.nullish(amount),
        upgradeBonus: z.nullish(amount),
        monthlyBonus: z.nullish(amount),
        birthdayBonus: z.nullish(amount),
        rebateRate: z.nullish(amount),
        dailyWithdrawalLimit: z.nullish(amount),
      }),
    ),
  ),
});
export type RankProgressWire = z.infer<typeof rankProgressSchema>;
