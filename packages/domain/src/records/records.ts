/**
 * §2 personal-centre record pages: personalHistoryCopy (betting record), transactionHistory (account record),
 * personalProfit (profit and loss) and bonusDetails. The spec names the pages only; the statuses, kinds and game
 * types below are designed from what a player of this platform family expects, and are read from the wire here so
 * that an unknown value is caught in one place.
 */

/** A bet's state: settled bets have a result; unsettled ones are still open; cancelled ones were voided. */
export type BetStatus = 'settled' | 'unsettled' | 'cancelled';
export const BET_STATUSES: readonly BetStatus[] = ['settled', 'unsettled', 'cancelled'];

/** The game types of the records (the manual-rebate and contract game kinds of §3, without CONS). */
export type RecordGameType = 'LIVE' | 'RNG' | 'SPORTS' | 'LOTT' | 'FISH' | 'ELOTT' | 'PVP';
export const RECORD_GAME_TYPES: readonly RecordGameType[] = ['LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'];

/** What moved the balance on the account record (§2 transactionHistory). */
export type TransactionKind =
  'deposit' | 'withdrawal' | 'withdrawalRefund' | 'transferIn' | 'transferOut' | 'bonus' | 'adjustment';
export const TRANSACTION_KINDS: readonly TransactionKind[] = [
  'deposit',
  'withdrawal',
  'withdrawalRefund',
  'transferIn',
  'transferOut',
  'bonus',
  'adjustment',
];

/** The account record's filter: a family of kinds (a refunded withdrawal belongs with the withdrawals). */
export type TransactionFilter = 'deposit' | 'withdrawal' | 'transfer' | 'bonus' | 'adjustment';
export const TRANSACTION_FILTERS: readonly TransactionFilter[] = [
  'deposit',
  'withdrawal',
  'transfer',
  'bonus',
  'adjustment',
];

const FILTER_KINDS: Readonly<Record<TransactionFilter, readonly TransactionKind[]>> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawalRefund'],
  transfer: ['transferIn', 'transferOut'],
  bonus: ['bonus'],
  adjustment: ['adjustment'],
};

export function transactionKindsOf(filter: TransactionFilter | null): readonly TransactionKind[] {
  return filter === null ? TRANSACTION_KINDS : FILTER_KINDS[filter];
}

/** The bonus details' kinds: rebates (PLYRBT), promotions, missions and rewards, and anything else as `other`. */
export type BonusKind = 'rebate' | 'promotion' | 'mission' | 'reward' | 'other';
export const BONUS_KINDS: readonly BonusKind[] = ['rebate', 'promotion', 'mission', 'reward', 'other'];

function oneOf<T extends string>(values: readonly T[], raw: unknown, caseOf: (s: string) => string): T | null {
  if (typeof raw !== 'string') return null;
  const wanted = caseOf(raw.trim());
  return values.find((v) => caseOf(v) === wanted) ?? null;
}

const lower = (s: string) => s.toLowerCase();
const upper = (s: string) => s.toUpperCase();

export const parseBetStatus = (raw: unknown) => oneOf(BET_STATUSES, raw, lower);
export const parseRecordGameType = (raw: unknown) => oneOf(RECORD_GAME_TYPES, raw, upper);
export const parseTransactionKind = (raw: unknown) => oneOf(TRANSACTION_KINDS, raw, lower);
export const parseTransactionFilter = (raw: unknown) => oneOf(TRANSACTION_FILTERS, raw, lower);
export const parseBonusKind = (raw: unknown) => oneOf(BONUS_KINDS, raw, lower);
