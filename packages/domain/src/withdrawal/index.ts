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
