// @atrium/domain/withdrawal: explicit named exports only (docs/conventions.md: no `export *` barrels).
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
  PAYMENT_PASSWORD_PATTERN,
  awaitsReceiptAnswer,
  canWithdraw,
  maskCardNumber,
  maxWithdrawalCents,
  normalizeCardNumber,
  validateBankCard,
  validatePaymentPassword,
  validateWithdrawalAmount,
  type BankCardError,
  type BankCardField,
  type BankCardInput,
  type PaymentPasswordError,
  type WithdrawalAmountError,
  type WithdrawalLimits,
  type WithdrawalState,
} from './request';
