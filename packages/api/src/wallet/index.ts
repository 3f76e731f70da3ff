/**
 * The wallet calls of spec §7 "Wallet": the balance, transfers (MONEY-MOVING), the consolidated funds and contract
 * flags, and the merchant wallet. Amounts leave this module as integer cents: the app formats them with the
 * domain's `formatBalance(cents / 100, …)`.
 */
export {
  walletBalanceSchema,
  type WalletBalanceWire,
  walletTransferReceiptSchema,
  type WalletTransferReceiptWire,
  consolidatedFundsSchema,
  type ConsolidatedFundsWire,
  merchantWalletSchema,
  type MerchantWalletWire,
} from './schemas';
export {
  type WalletAmount,
  type WalletBalance,
  toWalletBalance,
  type TransferTarget,
  type WalletTransferReceipt,
  type ConsolidatedFunds,
  toConsolidatedFunds,
  type MerchantWalletAccount,
  type MerchantWallet,
  toMerchantWallet,
} from './mapping';
export {
  MAIN_WALLET_ACCOUNT_TYPE,
  walletBalanceEndpoint,
  getWalletBalance,
  consolidatedFundsEndpoint,
  getConsolidatedFunds,
  merchantWalletEndpoint,
  getMerchantWallet,
} from './calls';
export { walletBalanceQueryOptions, consolidatedFundsQueryOptions, merchantWalletQueryOptions } from './queries';
export {
  type WalletTransferInput,
  walletTransferEndpoint,
  uplineTransferEndpoint,
  newTransferRequestId,
  walletTransferBody,
  transferFunds,
  walletTransferMutationOptions,
} from './transfer';
