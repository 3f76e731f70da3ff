/** What the credit report shows (§2 Other screens "credit report"); amounts in integer cents, the member's side. */

export type CreditCycleView = 'daily' | 'weekly' | 'monthly';
export type CreditStatementStatusView = 'settled' | 'due' | 'overdue';

export interface CreditPeriodView {
  readonly startsAt: number;
  /** The period's last instant (included). */
  readonly endsAt: number;
  readonly validBetCents: number;
  /** Negative when the member lost. */
  readonly winLossCents: number;
  readonly adjustmentsCents: number;
  readonly settledCents: number;
  /** Negative when the member owes the upline. */
  readonly outstandingCents: number;
  readonly dueAt: number;
}

export interface CreditStatementView extends CreditPeriodView {
  readonly status: CreditStatementStatusView;
}

export interface CreditReportView {
  readonly limitCents: number;
  readonly usedCents: number;
  readonly availableCents: number;
  /** The server's currency symbol, shown as given (§1). */
  readonly currencySymbol: string;
  readonly cycle: CreditCycleView;
  readonly current: CreditPeriodView;
  /** This page's past statements, newest first. */
  readonly statements: readonly CreditStatementView[];
  /** 1-based. */
  readonly page: number;
  readonly totalPages: number;
}
