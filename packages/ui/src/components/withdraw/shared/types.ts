import type { WithdrawalLimits, WithdrawalReceiptAnswer, WithdrawalState } from '@atrium/domain/withdraw';

/** What the withdraw form needs from the platform (the api's `WithdrawInfo` fits). */
export interface WithdrawInfoView {
  readonly limits: WithdrawalLimits;
  readonly autoConfirmMinutes: number | null;
  readonly hasPaymentPassword: boolean;
}

/** A bound card (the api's `BankCard` fits). */
export interface BankCardView {
  readonly id: string;
  readonly bankName: string;
  readonly accountName: string;
  /** Masked by the platform. */
  readonly cardNo: string;
}

export interface BankOption {
  readonly code: string;
  readonly name: string;
}

/** How a disbursed withdrawal was closed: an answer, or `auto` after the server's minutes. */
export type ReceiptOutcomeView = WithdrawalReceiptAnswer | 'auto';

/** A withdrawal in the list (the api's `Withdrawal` fits). */
export interface WithdrawalView {
  readonly id: string;
  readonly amountCents: number;
  readonly state: WithdrawalState;
  readonly bankName: string;
  readonly cardNo: string;
  readonly createdAt: number;
  readonly autoConfirmAt: number | null;
  readonly outcome: ReceiptOutcomeView | null;
  readonly receivedCents: number | null;
  readonly remainingCents: number | null;
}

/** What the platform did with a receipt answer (the api's `ConfirmReceiptResult` fits). */
export interface ReceiptResultView {
  readonly outcome: ReceiptOutcomeView;
  /** What went back to the balance, in cents. */
  readonly refundedCents: number;
}
