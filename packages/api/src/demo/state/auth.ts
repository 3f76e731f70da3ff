import { RATE_LIMIT_LOCKOUT_MS } from '@atrium/domain/format';
import { normalizeDialingCode } from '../seed/registerRules';
import { seededRandom } from '../seed/random';
import type { DemoPlatform } from './platform';

/**
 * The demo platform's sign-in state (spec §4, §8, §9; docs/protocol.md): captchas, SMS codes, login failures and
 * lockouts. One instance per platform (`platform.area('auth', …)`); every time comes from `platform.now()` and every
 * code from the seeded generator.
 */

/** Failures of one username (or mobile) before the platform demands a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** §9 "Rate-limit lockout 5 minutes": this many failures within the window locks the name for the lockout. */
export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 5 * 60_000;
export const LOCKOUT_MS = RATE_LIMIT_LOCKOUT_MS;
/** The `expiredMinutes` the demo's SMS calls answer: the code's validity and the resend wait. */
export const DEMO_SMS_EXPIRED_MINUTES = 2;

export interface DemoSms {
  readonly code: string;
  readonly sentAt: number;
  readonly expiresAt: number;
  used: boolean;
}

export type CodeCheck = 'ok' | 'missing' | 'invalid' | 'expired';

export interface DemoAuthState {
  /** Draws a new captcha text (4 digits): the one before it is no longer accepted. */
  issueCaptcha(): string;
  /** The text of the captcha now expected, or null (for `/__demo/captcha`). */
  currentCaptcha(): string | null;
  /** Checks and spends the captcha: any answer, right or wrong, uses it up. */
  checkCaptcha(answer: unknown): CodeCheck;
  /** Sends a code to `dialing+number`, or says how long until a resend is allowed. */
  sendSms(mobileKey: string): { readonly sms: DemoSms } | { readonly retryAfterMs: number };
  /** Puts a given code in a number's inbox now, whatever was there (the two-factor step's message). */
  deliverSms(mobileKey: string, code: string): DemoSms;
  latestSms(mobileKey: string): DemoSms | null;
  /** Checks and, when right, spends the latest code of a number. */
  checkSms(mobileKey: string, answer: unknown): CodeCheck;
  /** Whether the name is locked out now. */
  isLockedOut(name: string): boolean;
  /** Counts a failure; returns whether it locked the name. */
  recordFailure(name: string): boolean;
  /** Whether the name must send a captcha with its next attempt. */
  isCaptchaDemanded(name: string): boolean;
  recordSuccess(name: string): void;
  /** A fresh code-like string (digits), from the seeded generator. */
  digits(length: number): string;
}

/** The key SMS codes are kept under: the dialing code without '+' followed by the national number. */
export function mobileKeyOf(countryDialingCode: string, mobileNum: string): string {
  return `${normalizeDialingCode(countryDialingCode)}${mobileNum.trim()}`;
}

function createAuthState(platform: DemoPlatform): DemoAuthState {
  const random = seededRandom(platform.seed ^ 0xa0717);
  const sms = new Map<string, DemoSms>();
  const failures = new Map<string, number[]>();
  const lockedUntil = new Map<string, number>();
  const captchaDemanded = new Set<string>();
  let captcha: string | null = null;
  const key = (name: string) => name.trim().toLowerCase();
  const digits = (length: number) => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += String(Math.floor(random() * 10));
    return out;
  };

  const deliver = (mobileKey: string, code: string): DemoSms => {
    const now = platform.now();
    const record: DemoSms = { code, sentAt: now, expiresAt: now + DEMO_SMS_EXPIRED_MINUTES * 60_000, used: false };
    sms.set(mobileKey, record);
    return record;
  };

  return {
    digits,
    issueCaptcha() {
      captcha = digits(4);
      return captcha;
    },
    currentCaptcha: () => captcha,
    checkCaptcha(answer) {
      const expected = captcha;
      if (typeof answer !== 'string' || answer.trim() === '') return 'missing';
      captcha = null;
      return expected !== null && answer.trim() === expected ? 'ok' : 'invalid';
    },
    sendSms(mobileKey) {
      const now = platform.now();
      const previous = sms.get(mobileKey);
      // §9 "SMS countdown 60 seconds per expiry minute": no new code before the last one expires.
      if (previous && now < previous.expiresAt) return { retryAfterMs: previous.expiresAt - now };
      return { sms: deliver(mobileKey, digits(6)) };
    },
    deliverSms: (mobileKey, code) => deliver(mobileKey, code),
    latestSms: (mobileKey) => sms.get(mobileKey) ?? null,
    checkSms(mobileKey, answer) {
      if (typeof answer !== 'string' || answer.trim() === '') return 'missing';
      const record = sms.get(mobileKey);
      if (!record || record.used || record.code !== answer.trim()) return 'invalid';
      if (platform.now() >= record.expiresAt) return 'expired';
      record.used = true;
      return 'ok';
    },
    isLockedOut(name) {
      const until = lockedUntil.get(key(name));
      if (until === undefined) return false;
      if (platform.now() < until) return true;
      lockedUntil.delete(key(name));
      failures.delete(key(name));
      return false;
    },
    recordFailure(name) {
      const now = platform.now();
      const recent = (failures.get(key(name)) ?? []).filter((at) => now - at < LOCKOUT_WINDOW_MS);
      recent.push(now);
      failures.set(key(name), recent);
      if (recent.length >= CAPTCHA_AFTER_FAILURES) captchaDemanded.add(key(name));
      if (recent.length >= LOCKOUT_FAILURES) {
        lockedUntil.set(key(name), now + LOCKOUT_MS);
        return true;
      }
      return false;
    },
    isCaptchaDemanded: (name) => captchaDemanded.has(key(name)),
    recordSuccess(name) {
      failures.delete(key(name));
      captchaDemanded.delete(key(name));
      lockedUntil.delete(key(name));
    },
  };
}

export function authState(platform: DemoPlatform): DemoAuthState {
  return platform.area('auth', () => createAuthState(platform));
}
