/**
 * "Remember me". §4 "Remember password: last username, password and SMS info in cookies for 1 day (86400000 ms);
 * otherwise cleared." Deliberately departed from (docs/architecture.md "Security stance"; docs/protocol.md "What the
 * original got wrong"): only the username and the SMS country code and mobile number are remembered, never a
 * password or a verification code; the browser's password manager does the rest. The 1-day lifetime is kept.
 */
import { REMEMBER_ME_TTL_MS } from '../format/timing';

/** What may be remembered. There is deliberately no field that could hold a secret. */
export interface RememberedLogin {
  readonly username: string | null;
  readonly countryDialingCode: string | null;
  readonly mobileNum: string | null;
  /** Epoch ms when it was saved; it expires REMEMBER_ME_TTL_MS later. */
  readonly savedAt: number;
}

/** The login form as submitted; the secrets are accepted here only to show they are dropped. */
export interface RememberMeInput {
  readonly remember: boolean;
  readonly username?: string | null;
  readonly countryDialingCode?: string | null;
  readonly mobileNum?: string | null;
  readonly password?: string | null;
  readonly verificationCode?: string | null;
}

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * What to store after a login, or null to clear what was stored (the box unticked, or nothing worth keeping).
 * The mobile number is only kept with its country code, and vice versa.
 */
export function rememberedLoginToStore(input: RememberMeInput, now: number): RememberedLogin | null {
  if (!input.remember) return null;
  const username = nonEmpty(input.username);
  const countryDialingCode = nonEmpty(input.countryDialingCode);
  const mobileNum = nonEmpty(input.mobileNum);
  const hasSms = countryDialingCode !== null && mobileNum !== null;
  if (username === null && !hasSms) return null;
  return {
    username,
    countryDialingCode: hasSms ? countryDialingCode : null,
    mobileNum: hasSms ? mobileNum : null,
    savedAt: now,
  };
}

/** When a remembered login stops being offered. */
export function rememberedLoginExpiresAt(remembered: Pick<RememberedLogin, 'savedAt'>): number {
  return remembered.savedAt + REMEMBER_ME_TTL_MS;
}

function optionalText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? nonEmpty(value) : undefined;
}

/**
 * Reads what the app stored, at `now`. Returns null when it is missing, malformed, expired (1 day after saving) or
 * saved in the future (a clock set back must not stretch the lifetime). Extra fields, such as a password an older
 * version might have written, are dropped, never returned.
 */
export function rememberedLoginFrom(stored: unknown, now: number): RememberedLogin | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const savedAt = record['savedAt'];
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (savedAt > now || now >= rememberedLoginExpiresAt({ savedAt })) return null;
  const username = optionalText(record['username']);
  const countryDialingCode = optionalText(record['countryDialingCode']);
  const mobileNum = optionalText(record['mobileNum']);
  if (username === undefined || countryDialingCode === undefined || mobileNum === undefined) return null;
  return rememberedLoginToStore({ remember: true, username, countryDialingCode, mobileNum }, savedAt);
}
