/**
 * §1 "Members deposit"; §2 depositv2; §9 "Balance 2 decimals with thousands separators". The platform gives each
 * deposit channel a minimum and a maximum amount and a few preset amounts (their values are the server's: the spec
 * and the original pages say nothing of them). Money is in integer cents throughout, so comparisons are exact.
 */

/** A channel's limits, in integer cents; `maxCents` null when the channel has no upper limit. */
export interface DepositLimits {
  readonly minCents: number;
  readonly maxCents: number | null;
}

/**
 * Why an amount cannot be sent, one code per message the form shows under the field:
 * `required` nothing typed; `notANumber` not an amount at all (letters, a sign, an exponent, misplaced grouping);
 * `tooManyDecimals` an amount with more than 2 decimals (§9: money has 2); `belowMinimum` / `aboveMaximum` outside
 * the channel's limits (the message names the limit).
 */
export type DepositAmountError = 'required' | 'notANumber' | 'tooManyDecimals' | 'belowMinimum' | 'aboveMaximum';

export type DepositAmountCheck =
  | { readonly ok: true; readonly cents: number }
  | { readonly ok: false; readonly error: DepositAmountError; readonly limitCents?: number };

/** Digits with optional thousands grouping ("1,234") and any number of decimals: an amount, maybe too precise. */
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * Reads what the player typed and checks it against the channel's limits. Decisions: surrounding spaces are ignored;
 * thousands commas are accepted only where they belong; trailing zeros beyond 2 decimals ("10.500") still count as
 * too many decimals, because the player may have meant something else and the form cannot tell; zero is below any
 * minimum (a channel never accepts 0, even with a minimum of 0).
 */
export function checkDepositAmount(text: string, limits: DepositLimits): DepositAmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  const match = AMOUNT.exec(trimmed);
  if (!match) return { ok: false, error: 'notANumber' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'tooManyDecimals' };
  const cents = Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { ok: false, error: 'notANumber' };
  const minimum = Math.max(limits.minCents, 1);
  if (cents < minimum) return { ok: false, error: 'belowMinimum', limitCents: minimum };
  if (limits.maxCents !== null && cents > limits.maxCents) {
    return { ok: false, error: 'aboveMaximum', limitCents: limits.maxCents };
  }
  return { ok: true, cents };
}

/** Whether the limits make sense at all: a channel whose minimum exceeds its maximum accepts nothing. */
export function acceptsAnyAmount(limits: DepositLimits): boolean {
  return limits.maxCents === null || Math.max(limits.minCents, 1) <= limits.maxCents;
}

/** How many preset buttons the form shows at most: one row of three on a 360 px phone, two rows wider. */
export const DEPOSIT_PRESET_LIMIT = 6;

/**
 * The preset amounts the form offers: the server's, kept only when the channel accepts them (a preset must never
 * lead to a refusal), without repeats, smallest first, at most `DEPOSIT_PRESET_LIMIT`. When the server sends none,
 * none are made up: a guessed amount could be wrong for the brand's currency.
 */
export function depositPresets(presetCents: readonly number[], limits: DepositLimits): number[] {
  const minimum = Math.max(limits.minCents, 1);
  const accepted = presetCents.filter(
    (cents) =>
      Number.isSafeInteger(cents) && cents >= minimum && (limits.maxCents === null || cents <= limits.maxCents),
  );
  return [...new Set(accepted)].sort((a, b) => a - b).slice(0, DEPOSIT_PRESET_LIMIT);
}

/** What the amount field shows for a preset (cents → "500" or "500.50"): no grouping, so it reads back the same. */
export function presetFieldText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

// ─── Depositor name (manual bank transfer) ─────────────────────────────────────────────────────────────────

/** The longest depositor name the form accepts (a bank account holder's name; assumed, as the limit is unknown). */
export const DEPOSITOR_NAME_MAX_LENGTH = 50;

export type DepositorNameError = 'required' | 'tooLong';

/**
 * A manual bank transfer is matched by the name on the paying account (docs/centres.md "manual transfer by account
 * name"): it must be given, and fit the platform's field. Counted in code points, so a Chinese or Arabic name is
 * not cut short by its encoding.
 */
export function checkDepositorName(name: string): DepositorNameError | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > DEPOSITOR_NAME_MAX_LENGTH) return 'tooLong';
  return null;
}
