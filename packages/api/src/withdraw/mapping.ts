import type { WithdrawalLimits, WithdrawalReceiptAnswer, WithdrawalState } from '@atrium/domain/withdraw';
import { type WithdrawInfoWire, type WithdrawalWire } from './schemas';

// ─── Domain-facing types ────────────────────────────────────────────────────────────────────────────────────

export interface Bank {
  readonly code: string;
  readonly name: string;
}

export interface WithdrawInfo {
  readonly limits: WithdrawalLimits;
  /** Minutes after disbursement when an unanswered withdrawal counts as received; null when never. */
  readonly autoConfirmMinutes: number | null;
  readonly hasPaymentPassword: boolean;
  readonly banks: readonly Bank[];
}

export interface BankCard {
  readonly id: string;
  readonly bankCode: string;
  readonly bankName: string;
  readonly accountName: string;
  /** As the platform sends it (masked). */
  readonly cardNo: string;
}

/** How a disbursed withdrawal was closed: an answer of the player, or `auto` after the server's minutes. */
export type ReceiptOutcome = WithdrawalReceiptAnswer | 'auto';

export interface Withdrawal {
  readonly id: string;
  readonly amountCents: number;
  readonly state: WithdrawalState;
  readonly bankName: string;
  readonly cardNo: string;
  readonly createdAt: number;
  readonly disbursedAt: number | null;
  readonly autoConfirmAt: number | null;
  readonly outcome: ReceiptOutcome | null;
  readonly receivedCents: number | null;
  readonly remainingCents: number | null;
}

export interface PendingConfirmation {
  readonly transactionId: string;
  readonly amountCents: number;
  readonly disbursedAt: number;
  readonly autoConfirmAt: number | null;
}

export const STATES: Readonly<Record<WithdrawalWire['status'], WithdrawalState>> = {
  PENDING: 'pending',
  REJECTED: 'rejected',
  DISBURSED: 'disbursed',
  CONFIRMED: 'confirmed',
};

export const OUTCOMES: Readonly<Record<NonNullable<WithdrawalWire['answer']>, ReceiptOutcome>> = {
  RECEIVED: 'received',
  NOT_RECEIVED: 'notReceived',
  PARTIAL: 'partiallyReceived',
  AUTO: 'auto',
};

export const ANSWERS_ON_WIRE: Readonly<Record<WithdrawalReceiptAnswer, 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIAL'>> = {
  received: 'RECEIVED',
  notReceived: 'NOT_RECEIVED',
  partiallyReceived: 'PARTIAL',
};

export function toWithdrawInfo(wire: WithdrawInfoWire): WithdrawInfo {
  const minutes = wire.autoConfirmMinutes;
  return {
    limits: {
      withdrawableCents: wire.withdrawableAmount,
      minCents: wire.minAmount,
      maxCents: wire.maxAmount ?? null,
    },
    autoConfirmMinutes: minutes != null && Number.isFinite(minutes) && minutes > 0 ? minutes : null,
    hasPaymentPassword: wire.hasPaymentPassword,
    banks: wire.banks.map((b) => ({ code: b.bankCode, name: b.bankName })),
  };
}

export function toWithdrawal(wire: WithdrawalWire): Withdrawal {
  return {
    id: wire.withdrawalId,
    amountCents: wire.amount,
    state: STATES[wire.status],
    bankName: wire.bankName,
    cardNo: wire.cardNo,
    createdAt: wire.createdTime,
    disbursedAt: wire.disbursedTime ?? null,
    autoConfirmAt: wire.autoConfirmTime ?? null,
    outcome: wire.answer ? OUTCOMES[wire.answer] : null,
    receivedCents: wire.receivedAmount ?? null,
    remainingCents: wire.remainingAmount ?? null,
  };
}

/** A fresh idempotency key for one user intent (a withdrawal, a card, an answer). */
