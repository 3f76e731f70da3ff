import { checkPaymentPasswordEntry, type PaymentPasswordEntryError } from '@atrium/domain/account';
import { useClearOnResult } from './useClearOnResult';
import { useFieldEntry, type FieldEntry } from './useFieldEntry';
import { useSubmitGuard } from './useSubmitGuard';

export interface PaymentEntry<AmountError extends string> {
  readonly amount: FieldEntry<AmountError>;
  readonly password: FieldEntry<PaymentPasswordEntryError>;
  /**
   * Shows the amount's verdict (the form's own rule) beside the password's, and sends once when both pass (the
   * in-flight guard). False when something was refused here and nothing was sent.
   */
  readonly send: (amountError: AmountError | null, request: () => void, isOtherwiseValid?: boolean) => boolean;
}

/**
 * An amount and the payment password: the pair every money move asks for (withdraw, transfers to the upline and to a
 * downline). A new result (its id) empties both, so no password is kept after the platform answered; a refusal keeps
 * what was typed unless the form clears the password itself.
 */
export function usePaymentEntry<AmountError extends string>(
  isSubmitting: boolean,
  resultId: string | null,
): PaymentEntry<AmountError> {
  const amount = useFieldEntry<AmountError>();
  const password = useFieldEntry<PaymentPasswordEntryError>();
  const guard = useSubmitGuard(isSubmitting);
  useClearOnResult(resultId, () => {
    amount.clear();
    password.clear();
  });
  return {
    amount,
    password,
    send: (amountError, request, isOtherwiseValid = true) => {
      const passwordError = checkPaymentPasswordEntry(password.value);
      amount.setError(amountError);
      password.setError(passwordError);
      if (amountError !== null || passwordError !== null || !isOtherwiseValid) return false;
      guard(request);
      return true;
    },
  };
}
