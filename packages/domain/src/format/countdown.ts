/**
 * §4 SMS send: "button disabled with countdown in seconds for the server-returned expiry minutes (third-party SMS:
 * 1 minute)"; §9 "SMS countdown 60 seconds per expiry minute (third-party: 1 minute)".
 */
import { MS_PER_SECOND } from './calendar';

export const SMS_SECONDS_PER_EXPIRY_MINUTE = 60;
export const THIRD_PARTY_SMS_EXPIRY_MINUTES = 1;

/**
 * Total countdown length in seconds. Decision: an expiry the server left out or sent as zero, negative or not a
 * number counts as 1 minute, so the button neither locks for ever nor re-enables at once. Fractions are kept
 * (0.5 minute is 30 s).
 */
export function smsCountdownTotalSeconds(expiredMinutes: unknown, isThirdParty: boolean): number {
  const minutes = isThirdParty ? THIRD_PARTY_SMS_EXPIRY_MINUTES : readMinutes(expiredMinutes);
  return minutes > 0 ? Math.ceil(minutes * SMS_SECONDS_PER_EXPIRY_MINUTE) : SMS_SECONDS_PER_EXPIRY_MINUTE;
}

/** A number, or numeric text as JSON may carry it; anything else is NaN. */
function readMinutes(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw.trim() !== '') return Number(raw);
  return Number.NaN;
}

export interface SmsCountdown {
  /** Whole seconds left, rounded up (the button shows 1 until the very end), 0 when done. */
  readonly remainingSeconds: number;
  /** The send button is enabled again. */
  readonly canResend: boolean;
}

/** The countdown at `now` for a code sent at `sentAt`. A clock that moved backwards shows the full count. */
export function smsCountdown(sentAt: number, now: number, totalSeconds: number): SmsCountdown {
  const leftMs = sentAt + totalSeconds * MS_PER_SECOND - now;
  const remainingSeconds = Math.min(totalSeconds, Math.max(0, Math.ceil(leftMs / MS_PER_SECOND)));
  return { remainingSeconds, canResend: remainingSeconds === 0 };
}
