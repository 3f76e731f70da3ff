import * as z from 'zod/mini';

// ── Shared wire pieces ───────────────────────────────────────────────────────────────────────────────────────────

/** A flag as platforms send it: boolean, 0/1 or "true"/"false"/"1"/"0"; absent or null is false. */
export const wireFlag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

const wireId = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

const wireAccountType = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d+\s*$/))]),
  z.transform((v) => Number(v)),
);

/** The login value (docs/protocol.md "Login value"): login, free play, both registrations and the mobile reset. */
export const loginInfoSchema = z.object({
  token: z.string().check(z.minLength(1)),
  id: wireId,
  userName: z.string(),
  customerType: wireAccountType,
  firstTimeLogin: wireFlag,
  passwordExpired: wireFlag,
});

export type LoginInfoWire = z.infer<typeof loginInfoSchema>;

/** Answers whose value the app does not read (logout, first login): anything, or nothing. */
export const anyValue = z.unknown();

// ── SMS without login (login by SMS, forgot password by mobile) ──────────────────────────────────────────────────

export const smsSentSchema = z.object({
  expiredMinutes: z.nullish(z.union([z.number(), z.string()])),
});

export type SmsSentWire = z.infer<typeof smsSentSchema>;
