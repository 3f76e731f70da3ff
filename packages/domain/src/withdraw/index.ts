// @atrium/domain/withdraw: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §3 / §4 Withdrawal confirmation
export {
  PROOF_IMAGE_MAX_BYTES,
  parseAmountToCents,
  validateWithdrawalConfirmation,
  withdrawalAutoReceiptAt,
  withdrawalReceiptOutcome,
  withdrawalReceiptStatus,
  withdrawalRemainderCents,
  type WithdrawalConfirmation,
  type WithdrawalConfirmationError,
  type WithdrawalReceiptAnswer,
  type WithdrawalReceiptOutcome,
  type WithdrawalReceiptStatus,
} from './confirmation';
// §2 Withdraw: amount limits, payment password, bank cards, states
export {
  BANK_CARD_RULES,
  awaitsReceiptAnswer,
  canWithdraw,
  maskCardNumber,
  maxWithdrawalCents,
  normalizeCardNumber,
  validateBankCard,
  validateWithdrawalAmount,
  type BankCardError,
  type BankCardField,
  type BankCardInput,
  type WithdrawalAmountError,
  type WithdrawalLimits,
  type WithdrawalState,
} from './request';
