import type { DemoPlatform } from './platform';

/**
 * The demo platform's account ledger: every move of a main-wallet balance, so that the account record, the betting
 * record and the profit page agree with each other and with the balance. The records area seeds each account's
 * past (`seedHistory`), and every handler that moves money appends here in the same step as it changes
 * `balanceCents`, so a deposit, a withdrawal or a transfer made in the app appears in the records at once.
 */

/** What moved the balance (spec §2 transactionHistory: deposits, withdrawals, transfers, bonuses, adjustments). */
export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawalRefund'
  | 'transferIn'
  | 'transferOut'
  | 'bonus'
  | 'adjustment'
  | 'bet'
  | 'payout';

export interface LedgerEntry {
  /** The reference a player quotes to support (unique per platform). */
  readonly reference: string;
  readonly accountId: string;
  readonly kind: LedgerKind;
  /** Signed: money in is positive, money out negative, in integer cents. */
  readonly amountCents: number;
  /** The main wallet's balance right after this entry, in integer cents. */
  readonly balanceAfterCents: number;
  /** Epoch milliseconds. */
  readonly at: number;
  /** Free detail for the record's row: the wallet, the upline, the game, the bonus name. */
  readonly detail: string | null;
}

export interface DemoLedger {
  readonly entries: LedgerEntry[];
  /** How many references were handed out (the next one is `prefix` + the count, zero-padded). */
  issued: number;
}

export function demoLedger(platform: DemoPlatform): DemoLedger {
  return platform.area<DemoLedger>('ledger', () => ({ entries: [], issued: 0 }));
}

/** A fresh reference such as `DP00000012`: the prefix names the kind of move, the number is platform-wide. */
export function nextLedgerReference(platform: DemoPlatform, prefix: string): string {
  const ledger = demoLedger(platform);
  ledger.issued += 1;
  return `${prefix}${String(ledger.issued).padStart(8, '0')}`;
}

/**
 * Records a move that has just been applied to the account's `balanceCents` (call it after the change: the
 * entry keeps the balance it left).
 */
export function recordLedgerEntry(
  platform: DemoPlatform,
  entry: Omit<LedgerEntry, 'balanceAfterCents' | 'at' | 'reference'> & {
    readonly reference?: string;
    readonly at?: number;
  },
): LedgerEntry {
  const account = platform.accountById(entry.accountId);
  const recorded: LedgerEntry = {
    reference: entry.reference ?? nextLedgerReference(platform, 'TX'),
    accountId: entry.accountId,
    kind: entry.kind,
    amountCents: entry.amountCents,
    balanceAfterCents: account?.balanceCents ?? 0,
    at: entry.at ?? platform.now(),
    detail: entry.detail,
  };
  demoLedger(platform).entries.push(recorded);
  return recorded;
}

/** The account's entries, newest first. */
export function ledgerOf(platform: DemoPlatform, accountId: string): LedgerEntry[] {
  return demoLedger(platform)
    .entries.filter((e) => e.accountId === accountId)
    .sort((a, b) => b.at - a.at);
}
