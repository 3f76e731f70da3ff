// @atrium/domain/account: explicit named exports only (docs/conventions.md: no `export *` barrels).
// My account (§2 securityCenter, §3 profile fields)
export {
  PROFILE_FIELDS,
  isProfileFieldName,
  lockingChanges,
  profileChanges,
  validateProfile,
  type ProfileField,
  type ProfileFieldName,
} from './profile';
export {
  DEFAULT_PAYMENT_PASSWORD_RULE,
  checkPaymentPasswordEntry,
  validatePaymentPassword,
  type PaymentPasswordEntryError,
  type PaymentPasswordField,
  type PaymentPasswordInput,
  type PaymentPasswordOptions,
} from './paymentPassword';
export { progressPercent, remainingTowards } from './vip';
export {
  BANK_ACCOUNT_NAME_RULE,
  validateBind,
  validateBindValue,
  type BindCheckOptions,
  type BindField,
  type BindKind,
} from './binding';
