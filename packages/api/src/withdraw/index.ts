/**
 * The withdraw calls (spec §1 "withdraw, and confirm receipt of a withdrawal", §2 `withdraw`, §4 withdrawal
 * confirmation; docs/centres.md "Withdraw"): withdrawal info and limits, bank cards (add is encrypted), the withdrawal
 * (MONEY-MOVING, encrypted, payment password), the records, the receipt answers and proof uploads. Shapes assumed
 * (packages/api/README.md "Withdraw"). Amounts leave this module as integer cents.
 */
/** The shared amount reader (wire.ts), still offered under the withdraw area's name. */
export { centsSchema as moneySchema } from '../wire';
export {
  withdrawInfoSchema,
  type WithdrawInfoWire,
  bankCardSchema,
  bankCardListSchema,
  type BankCardWire,
  type BankCardListWire,
  WITHDRAWAL_STATUSES,
  RECEIPT_ANSWERS,
  withdrawalSchema,
  withdrawalListSchema,
  type WithdrawalWire,
  type WithdrawalListWire,
  withdrawReceiptSchema,
  type WithdrawReceiptWire,
  paymentConfirmationListSchema,
  type PaymentConfirmationListWire,
  processC2CResultSchema,
  type ProcessC2CResultWire,
  proofUploadSchema,
  type ProofUploadWire,
} from './schemas';
export {
  type Bank,
  type WithdrawInfo,
  type BankCard,
  type ReceiptOutcome,
  type Withdrawal,
  type PendingConfirmation,
  toWithdrawInfo,
  toWithdrawal,
} from './mapping';
export {
  newWithdrawRequestId,
  withdrawInfoEndpoint,
  getWithdrawInfo,
  bankCardListEndpoint,
  getBankCards,
  type AddBankCardInput,
  addBankCardEndpoint,
  addBankCard,
  type WithdrawInput,
  type WithdrawReceipt,
  withdrawEndpoint,
  requestWithdrawal,
  withdrawalListEndpoint,
  type WithdrawalPage,
  getWithdrawals,
  paymentConfirmationListEndpoint,
  getPendingConfirmations,
  type ConfirmReceiptInput,
  type ConfirmReceiptResult,
  processC2CTransactionEndpoint,
  confirmReceiptBody,
  confirmReceipt,
  type ProofUploadInput,
  proofUploadEndpoint,
  uploadPaymentProof,
} from './calls';
export {
  withdrawInfoQueryOptions,
  bankCardsQueryOptions,
  withdrawalsQueryOptions,
  pendingConfirmationsQueryOptions,
  addBankCardMutationOptions,
  withdrawMutationOptions,
  confirmReceiptMutationOptions,
  proofUploadMutationOptions,
} from './queries';
