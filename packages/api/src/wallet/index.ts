/**
 * The wallet calls of spec §7 "Wallet": the balance, transfers (MONEY-MOVING), the consolidated funds and contract
 * flags, and the merchant wallet. Amounts leave this module as integer cents: the app formats them with the
 * domain's `formatBalance(cents / 100, …)`.
 */
export {
  consolidatedFundsSchema,
  type ConsolidatedFundsWire,
  merchantWalletSchema,
  type MerchantWalletWire,
  walletBalanceSchema,
  type WalletBalanceWire,
  walletTransferReceiptSchema,
  type WalletTransferReceiptWire,
} from './schemas';
export {
  type ConsolidatedFunds,
  type MerchantWallet,
  type MerchantWalletAccount,
  toConsolidatedFunds,
  toMerchantWallet,
  toWalletBalance,
  type TransferTarget,
  type WalletAmount,
  type WalletBalance,
  type WalletTransferReceipt,
} from './mapping';
export {
  consolidatedFundsEndpoint,
  getConsolidatedFunds,
  getMerchantWallet,
  getWalletBalance,
  MAIN_WALLET_ACCOUNT_TYPE,
  merchantWalletEndpoint,
  newTransferRequestId,
  transferFunds,
  walletBalanceEndpoint,
  walletTransferBody,
  walletTransferEndpoint,
  type WalletTransferInput,
} from './calls';
export {
  consolidatedFundsQueryOptions,
  merchantWalletQueryOptions,
  walletBalanceQueryOptions,
  walletTransferMutationOptions,
} from './queries';
