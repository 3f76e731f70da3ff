/**
 * The payment password (spec §3 registration `paymentPassword`; docs/centres.md "payment password set/change"): the second
 * password withdrawals and transfers to the upline ask for. The spec gives no rule for it; assumed 6 digits, as the
 * seeded demo passwords and the usual platforms of this family have, unless the server's register rule for
 * `paymentPassword` says otherwise.
 */
import { checkFieldValue, type FieldRule } from '../validation/fieldRules';
import { isBlank, REQUIRED, type FormErrors, type ValidationError } from '../validation/errors';
import { validateConfirmation } from '../validation/forms';

/** Pattern 6 (digits only), exactly 6 long. */
export const DEFAULT_PAYMENT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: null,
  patternId: 6,
  minLength: 6,
  maxLength: 6,
  type: 'password',
};

export type PaymentPasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

export interface PaymentPasswordInput {
  readonly oldPassword?: string | undefined;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export interface PaymentPasswordOptions {
  /** The account has one already: changing it needs the current one. */
  readonly hasPaymentPassword: boolean;
  /** The server's rule (register rules' `paymentPassword`) when it is enabled; else the default. */
  readonly rule?: FieldRule | undefined;
}

/** Set: new and confirmation. Change: the current one too. */
export function validatePaymentPassword(
  input: PaymentPasswordInput,
  options: PaymentPasswordOptions,
): FormErrors<PaymentPasswordField> {
  const rule = options.rule?.enabled ? options.rule : DEFAULT_PAYMENT_PASSWORD_RULE;
  const errors: Partial<Record<PaymentPasswordField, ValidationError>> = {};
  if (options.hasPaymentPassword && isBlank(input.oldPassword)) errors.oldPassword = REQUIRED;
  if (isBlank(input.newPassword)) errors.newPassword = REQUIRED;
  else {
    const error = checkFieldValue(rule, input.newPassword);
    if (error) errors.newPassword = error;
  }
  const confirm = validateConfirmation(input.newPassword, input.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}

/** What is wrong with a payment password typed to confirm a move of money (withdraw, transfer, redeem, convert). */
export type PaymentPasswordEntryError = 'required' | 'format';

/**
 * Only presence and shape are checked before sending (the default rule: 6 digits); the platform checks the value.
 * Decision: the entry check does not read the server's register rule, which governs setting a password, not using
 * one; a platform whose rule differs answers a wrong value with its own message.
 */
export function checkPaymentPasswordEntry(value: string): PaymentPasswordEntryError | null {
  if (value === '') return 'required';
  return checkFieldValue(DEFAULT_PAYMENT_PASSWORD_RULE, value) ? 'format' : null;
}
