/**
 * Binding a phone, an email or the bank account name to the account (the factors of §2's extra two-factor step),
 * each confirmed with a verification code. The value is checked before a code is asked for, so no code is spent
 * on a value the platform will refuse; the code is required before binding.
 */
import { checkFieldValue, DEFAULT_EMAIL_RULE, type FieldRule } from '../validation/fieldRules';
import { isBlank, REQUIRED, type FormErrors, type ValidationError } from '../validation/errors';
import { validateMobileNumber, type MobileCheck } from '../validation/forms';

export type BindKind = 'mobile' | 'email' | 'bankAccountName';

/** §8 "real name format incorrect": letters and single spaces (pattern 8), 2 to 60 characters (assumed). */
export const BANK_ACCOUNT_NAME_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: null,
  patternId: 8,
  minLength: 2,
  maxLength: 60,
  type: null,
};

export interface BindCheckOptions {
  /** For a phone: the server's mobile rule and the chosen region's digit counts. */
  readonly mobile?: MobileCheck;
  /** For an email: the server's email rule when it sends one. */
  readonly emailRule?: FieldRule | undefined;
}

/** The value to bind, before its code is sent: required, and valid for its kind. */
export function validateBindValue(
  kind: BindKind,
  value: string,
  options: BindCheckOptions = {},
): ValidationError | null {
  const trimmed = value.trim();
  if (kind === 'mobile') return validateMobileNumber(trimmed, options.mobile ?? {});
  if (isBlank(trimmed)) return REQUIRED;
  if (kind === 'email') return checkFieldValue(options.emailRule ?? DEFAULT_EMAIL_RULE, trimmed);
  return checkFieldValue(BANK_ACCOUNT_NAME_RULE, trimmed.replace(/\s+/g, ' '));
}

export type BindField = 'value' | 'verificationCode';

/** The bind itself: the value still valid, and the code typed. */
export function validateBind(
  kind: BindKind,
  input: { readonly value: string; readonly verificationCode: string },
  options: BindCheckOptions = {},
): FormErrors<BindField> {
  const errors: Partial<Record<BindField, ValidationError>> = {};
  const valueError = validateBindValue(kind, input.value, options);
  if (valueError) errors.value = valueError;
  if (isBlank(input.verificationCode)) errors.verificationCode = REQUIRED;
  return errors;
}
