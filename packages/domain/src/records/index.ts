// @atrium/domain/records: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { DEFAULT_RECORD_PRESET, RECORD_RANGE_PRESETS, recordRangeFromParams } from './range';
export {
  BET_STATUSES,
  BONUS_KINDS,
  RECORD_GAME_TYPES,
  TRANSACTION_FILTERS,
  TRANSACTION_KINDS,
  parseBetStatus,
  parseBonusKind,
  parseRecordGameType,
  parseTransactionFilter,
  parseTransactionKind,
  transactionKindsOf,
  type BetStatus,
  type BonusKind,
  type RecordGameType,
  type TransactionFilter,
  type TransactionKind,
} from './records';
export {
  accountTotals,
  betValidCents,
  betWinLossCents,
  bettingTotals,
  profitSummary,
  sumCents,
  type AccountTotals,
  type BetLike,
  type BettingTotals,
  type ProfitLine,
  type ProfitSummary,
} from './totals';
export { RECORDS_PAGE_SIZE, RECORDS_PAGINATION, clampPage, pageSlice, parsePageParam } from './paging';
