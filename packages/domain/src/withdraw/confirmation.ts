/**
 * §1 "Members … confirm receipt of a withdrawal"; §3 "Withdrawal confirmation: amount received, remainder, proof
 * image upload"; §4 "after disbursement the player marks received, not received (with proof upload) or partially
 * received (amount received and remaining). No confirmation within a configured number of minutes counts as
 * received; forced receipt means the deposit is not refunded"; §9 "Withdrawal auto-received after {0} minutes
 * (value not shown)", "Uploads: … 5MB, png or jpg".
 * Money is in integer cents throughout, so sums are exact.
 */
import { MS_PER_MINUTE } from '../format/calendar';
import { ACTIVITY_APPLICATION_LIMITS, isAcceptedImage, type FileDescriptor } from '../validation/activityApplication';

export type WithdrawalReceiptAnswer = 'received' | 'notReceived' | 'partiallyReceived';

export type WithdrawalConfirmation =
  | { readonly answer: 'received' }
  | { readonly answer: 'notReceived'; readonly proofImage: FileDescriptor | null }
  | { readonly answer: 'partiallyReceived'; readonly receivedCents: number; readonly remainderCents: number };

/** §9 upload limits ("5MB, png or jpg") apply to the proof as to activity images: one rule, in validation. */
export const PROOF_IMAGE_MAX_BYTES = ACTIVITY_APPLICATION_LIMITS.maxImageBytes;

export type WithdrawalConfirmationError =
  | 'disbursedAmountInvalid'
  | 'proofImageRequired'
  | 'proofImageType'
  | 'proofImageTooLarge'
  | 'receivedAmountInvalid'
  | 'receivedAmountNotPositive'
  | 'remainderInvalid'
  | 'remainderNotPositive'
  | 'amountsDoNotSumToDisbursed';

const isCents = (value: number): boolean => Number.isSafeInteger(value);

/**
 * Checks an answer against the amount disbursed (cents). Returns every problem found, in form order; an empty list
 * means the answer may be sent. A partial receipt needs both parts positive and summing to the disbursed amount
 * (so neither part can equal the whole: that would be "received" or "not received").
 */
export function validateWithdrawalConfirmation(
  confirmation: WithdrawalConfirmation,
  disbursedCents: number,
): readonly WithdrawalConfirmationError[] {
  if (!isCents(disbursedCents) || disbursedCents <= 0) return ['disbursedAmountInvalid'];
  switch (confirmation.answer) {
    case 'received':
      return [];
    case 'notReceived': {
      const proof = confirmation.proofImage;
      if (proof === null) return ['proofImageRequired'];
      const errors: WithdrawalConfirmationError[] = [];
      if (!isAcceptedImage(proof)) errors.push('proofImageType');
      if (!(proof.size <= PROOF_IMAGE_MAX_BYTES)) errors.push('proofImageTooLarge');
      return errors;
    }
    case 'partiallyReceived': {
      const { receivedCents, remainderCents } = confirmation;
      const errors: WithdrawalConfirmationError[] = [];
      if (!isCents(receivedCents)) errors.push('receivedAmountInvalid');
      else if (receivedCents <= 0) errors.push('receivedAmountNotPositive');
      if (!isCents(remainderCents)) errors.push('remainderInvalid');
      else if (remainderCents <= 0) errors.push('remainderNotPositive');
      if (errors.length === 0 && receivedCents + remainderCents !== disbursedCents)
        errors.push('amountsDoNotSumToDisbursed');
      return errors;
    }
  }
}

/** The remainder the form fills in once the player types the amount received. */
export function withdrawalRemainderCents(disbursedCents: number, receivedCents: number): number {
  return disbursedCents - receivedCents;
}

/**
 * Reads an amount typed by the player ("1234", "1,234.5", "0.07") as integer cents. Null for anything else:
 * empty text, a sign, more than 2 decimals, an exponent, misplaced grouping, or more than a safe integer of cents.
 */
export function parseAmountToCents(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : null;
}

// ─── Automatic receipt ──────────────────────────────────────────────────────────────────────────────────────

/** When an unanswered withdrawal counts as received; null when the brand has no (positive) auto-receipt delay. */
export function withdrawalAutoReceiptAt(disbursedAt: number, autoReceiveMinutes: number | null): number | null {
  if (autoReceiveMinutes === null || !Number.isFinite(autoReceiveMinutes) || autoReceiveMinutes <= 0) return null;
  return disbursedAt + autoReceiveMinutes * MS_PER_MINUTE;
}

export type WithdrawalReceiptStatus =
  | { readonly state: 'awaitingConfirmation'; readonly autoReceiptAt: number | null }
  | { readonly state: 'confirmed'; readonly answer: WithdrawalReceiptAnswer }
  | { readonly state: 'autoReceived' };

/**
 * Where a disbursed withdrawal stands at `now`. "No confirmation within a configured number of minutes counts as
 * received": at the deadline exactly, the answer window is closed. An answer given before the deadline stands.
 */
export function withdrawalReceiptStatus(input: {
  readonly disbursedAt: number;
  readonly autoReceiveMinutes: number | null;
  readonly answer: WithdrawalReceiptAnswer | null;
  readonly now: number;
}): WithdrawalReceiptStatus {
  if (input.answer !== null) return { state: 'confirmed', answer: input.answer };
  const deadline = withdrawalAutoReceiptAt(input.disbursedAt, input.autoReceiveMinutes);
  if (deadline !== null && input.now >= deadline) return { state: 'autoReceived' };
  return { state: 'awaitingConfirmation', autoReceiptAt: deadline };
}

export interface WithdrawalReceiptOutcome {
  /** The withdrawal counts as paid out in full. */
  readonly countsAsReceived: boolean;
  /** Whether the matched deposit may still be refunded (only while part of the money is disputed). */
  readonly depositRefundable: boolean;
  /** The amount the player says did not arrive (cents); 0 when none. */
  readonly disputedCents: number;
}

/**
 * What an answer means for the money. "forced receipt means the deposit is not refunded": an automatic receipt,
 * like a confirmed one, closes the matter. Not received disputes the whole amount, partially received the
 * remainder; whether a refund follows is for the platform to decide after review.
 */
export function withdrawalReceiptOutcome(
  status: WithdrawalReceiptStatus,
  disbursedCents: number,
  remainderCents = 0,
): WithdrawalReceiptOutcome {
  if (status.state === 'awaitingConfirmation')
    return { countsAsReceived: false, depositRefundable: false, disputedCents: 0 };
  if (status.state === 'autoReceived' || status.answer === 'received') {
    return { countsAsReceived: true, depositRefundable: false, disputedCents: 0 };
  }
  const disputedCents = status.answer === 'notReceived' ? disbursedCents : remainderCents;
  return { countsAsReceived: false, depositRefundable: disputedCents > 0, disputedCents };
}
