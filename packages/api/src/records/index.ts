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
// The client models (BetRecord, BetHistoryPage…) are the domain's: @atrium/domain/records.
export { toBetHistoryPage, toTransactionHistoryPage, toPersonalProfit, toBonusDetailsPage } from './mapping';
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
