/**
 * The member centre's record calls (§2 personalHistoryCopy, transactionHistory, personalProfit, bonusDetails):
 * assumed shapes (packages/api README "Records"), amounts out as integer cents, totals over the whole range.
 */
export {
  betHistorySchema,
  type BetHistoryWire,
  transactionHistorySchema,
  type TransactionHistoryWire,
  profitSchema,
  type ProfitWire,
  bonusDetailsSchema,
  type BonusDetailsWire,
} from './schemas';
export {
  type RecordPage,
  type BetRecord,
  type BetHistoryPage,
  toBetHistoryPage,
  type TransactionRecord,
  type TransactionHistoryPage,
  toTransactionHistoryPage,
  type ProfitByGameType,
  type PersonalProfit,
  toPersonalProfit,
  type BonusRecord,
  type BonusDetailsPage,
  toBonusDetailsPage,
} from './mapping';
export {
  type RecordRange,
  type RecordPageRequest,
  type BetHistoryRequest,
  betHistoryEndpoint,
  getBetHistory,
  type TransactionHistoryRequest,
  transactionHistoryEndpoint,
  getTransactionHistory,
  personalProfitEndpoint,
  getPersonalProfit,
  type BonusDetailsRequest,
  bonusDetailsEndpoint,
  getBonusDetails,
} from './calls';
export {
  betHistoryQueryOptions,
  transactionHistoryQueryOptions,
  personalProfitQueryOptions,
  bonusDetailsQueryOptions,
} from './queries';
