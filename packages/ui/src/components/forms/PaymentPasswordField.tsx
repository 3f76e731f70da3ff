import type { PaymentPasswordEntryError } from '@atrium/domain/account';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../primitives/PasswordField';
import memberEnglish from '../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../i18n/registry';

registerPart('member', memberEnglish);

export interface PaymentPasswordFieldProps {
  readonly value: string;
  /** The new value; the caller clears its error, since the member is correcting it. */
  readonly onChange: (value: string) => void;
  /** The domain's entry check (checkPaymentPasswordEntry), said under the field. */
  readonly error: PaymentPasswordEntryError | null;
  readonly isDisabled?: boolean;
}

/**
 * The payment password a money move asks for (withdraw, bank card, transfer to the upline, points): digits on a
 * phone's number pad, filled by a password manager, never kept by the app. One field, so every move names it and
 * explains a refusal in the same words.
 */
export function PaymentPasswordField({ value, onChange, error, isDisabled = false }: PaymentPasswordFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <PasswordField
      label={t('PaymentPasswordField.label')}
      autoComplete="current-password"
      inputMode="numeric"
      isRequired
      isDisabled={isDisabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ? t(`PaymentPasswordField.error.${error}`) : undefined}
    />
  );
}
