/**
 * §1 "Members deposit and withdraw"; §2 personal-centre `withdraw`; docs/centres.md "Withdraw: bank cards list/add
 * (encrypted), withdraw (encrypted), records". The spec names no limits: the platform sends the withdrawable amount
 * and the per-request minimum and maximum (assumed shape), and these rules check what the player typed against them
 * before anything is sent. Money is in integer cents throughout.
 */

export interface WithdrawalLimits {
  /** What may leave the main wallet now (the platform's figure: the balance less anything it holds back). */
  readonly withdrawableCents: number;
  /** Smallest single withdrawal; 0 when the platform sets none. */
  readonly minCents: number;
  /** Largest single withdrawal; null when the platform sets none. */
  readonly maxCents: number | null;
}

export type WithdrawalAmountError =
  'amountRequired' | 'amountInvalid' | 'amountBelowMinimum' | 'amountAboveMaximum' | 'amountAboveWithdrawable';

/** The largest amount the player may ask for now: the withdrawable amount, capped by the maximum. */
export function maxWithdrawalCents(limits: WithdrawalLimits): number {
  const withdrawable = Math.max(0, limits.withdrawableCents);
  return limits.maxCents === null ? withdrawable : Math.min(withdrawable, limits.maxCents);
}

/** Whether any withdrawal is possible at all (something withdrawable, at least the minimum). */
export function canWithdraw(limits: WithdrawalLimits): boolean {
  return maxWithdrawalCents(limits) >= Math.max(1, limits.minCents);
}

/**
 * The problem with an amount (cents, null when the text could not be read as money; `parseAmountToCents`), or null
 * when it may be sent. An empty field is `amountRequired`, distinct from unreadable text.
 */
export function validateWithdrawalAmount(
  amountCents: number | null,
  limits: WithdrawalLimits,
  isBlank = false,
): WithdrawalAmountError | null {
  if (isBlank) return 'amountRequired';
  if (amountCents === null || !Number.isSafeInteger(amountCents) || amountCents <= 0) return 'amountInvalid';
  if (amountCents < limits.minCents) return 'amountBelowMinimum';
  if (limits.maxCents !== null && amountCents > limits.maxCents) return 'amountAboveMaximum';
  if (amountCents > limits.withdrawableCents) return 'amountAboveWithdrawable';
  return null;
}

// ─── Payment password ───────────────────────────────────────────────────────────────────────────────────────

// ─── Bank cards ─────────────────────────────────────────────────────────────────────────────────────────────

export const BANK_CARD_RULES = {
  accountNameMinChars: 2,
  accountNameMaxChars: 50,
  cardNumberMinDigits: 10,
  cardNumberMaxDigits: 19,
} as const;

export interface BankCardInput {
  readonly bankCode: string;
  readonly accountName: string;
  readonly cardNumber: string;
}

export type BankCardField = keyof BankCardInput;

export type BankCardError =
  | 'bankRequired'
  | 'accountNameRequired'
  | 'accountNameLength'
  | 'accountNameCharacters'
  | 'cardNumberRequired'
  | 'cardNumberFormat'
  | 'cardNumberDuplicate';

/** The card number as the platform takes it: digits only (players type groups of four with spaces or dashes). */
export function normalizeCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Letters of any script, combining marks, spaces, dots, apostrophes and hyphens: a person's name as on the card. */
const ACCOUNT_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/**
 * Each field's first problem. `existingCardNumbers` are the player's cards already bound (normalised): the same
 * card twice is refused here rather than by a round trip.
 */
export function validateBankCard(
  input: BankCardInput,
  existingCardNumbers: readonly string[] = [],
): Partial<Record<BankCardField, BankCardError>> {
  const errors: Partial<Record<BankCardField, BankCardError>> = {};
  if (input.bankCode.trim() === '') errors.bankCode = 'bankRequired';
  const name = input.accountName.trim();
  const nameLength = Array.from(name).length;
  if (name === '') errors.accountName = 'accountNameRequired';
  else if (nameLength < BANK_CARD_RULES.accountNameMinChars || nameLength > BANK_CARD_RULES.accountNameMaxChars)
    errors.accountName = 'accountNameLength';
  else if (!ACCOUNT_NAME.test(name)) errors.accountName = 'accountNameCharacters';
  const digits = normalizeCardNumber(input.cardNumber);
  const { cardNumberMinDigits: min, cardNumberMaxDigits: max } = BANK_CARD_RULES;
  if (digits === '') errors.cardNumber = 'cardNumberRequired';
  else if (!new RegExp(`^\\d{${min},${max}}$`).test(digits)) errors.cardNumber = 'cardNumberFormat';
  else if (existingCardNumbers.includes(digits)) errors.cardNumber = 'cardNumberDuplicate';
  return errors;
}

/** A card number as lists show it: only the last four digits (`•••• 1234`). */
export function maskCardNumber(cardNumber: string): string {
  const digits = normalizeCardNumber(cardNumber);
  return `•••• ${digits.slice(-4)}`;
}

// ─── Withdrawal status ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Where a withdrawal stands (§4): requested and `pending` review, `rejected` (money back), `disbursed` (paid out,
 * waiting for the player's receipt answer), then `confirmed` (received, partially received, not received, or
 * received automatically after the server's minutes).
 */
export type WithdrawalState = 'pending' | 'rejected' | 'disbursed' | 'confirmed';

/** Only a disbursed withdrawal asks the player for a receipt answer. */
export function awaitsReceiptAnswer(state: WithdrawalState): boolean {
  return state === 'disbursed';
}
