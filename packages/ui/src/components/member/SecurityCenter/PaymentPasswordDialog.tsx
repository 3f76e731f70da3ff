import {
  DEFAULT_PAYMENT_PASSWORD_RULE,
  validatePaymentPassword,
  type PaymentPasswordField,
} from '@atrium/domain/account';
import { ruleError, type FieldRule } from '@atrium/domain/validation';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { Form } from '../../forms/DialogForm.styles';
import { useCredentialValues } from '../../forms/CredentialFields';
import { ServerError } from '../../forms/ServerError';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { useValidationMessage } from '../../forms/validationMessage';
import accountEnglish from '../../../i18n/locales/en/ui/account.json';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);
registerPart('account', accountEnglish);

export interface PaymentPasswordSubmission {
  /** Absent when setting the first one. */
  readonly oldPassword?: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export interface PaymentPasswordDialogProps {
  readonly isOpen: boolean;
  /** Change (old + new + confirm) when true; set (new + confirm) when the account has none. */
  readonly hasPaymentPassword: boolean;
  /** The server's rule when it sends one; 6 digits otherwise. */
  readonly rule?: FieldRule;
  /** Called with valid input; never while `isSubmitting`. Nothing typed here is kept once the dialog closes. */
  readonly onSubmit: (submission: PaymentPasswordSubmission) => void;
  readonly isSubmitting?: boolean;
  readonly errorKey?: string | null;
  readonly onClose: () => void;
}

/** The payment password withdrawals and transfers ask for: set the first one, or change it with the current one. */
export function PaymentPasswordDialog(props: PaymentPasswordDialogProps) {
  const { t } = useTranslation('ui');
  const title = t(
    props.hasPaymentPassword ? 'SecurityCenter.paymentPassword.changeTitle' : 'SecurityCenter.paymentPassword.setTitle',
  );
  return (
    <Dialog
      title={title}
      isOpen={props.isOpen}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {/* Mounted only while open, so what was typed is gone once it closes. */}
      {props.isOpen && <PaymentPasswordForm {...props} />}
    </Dialog>
  );
}

function PaymentPasswordForm({
  hasPaymentPassword,
  rule = DEFAULT_PAYMENT_PASSWORD_RULE,
  onSubmit,
  isSubmitting = false,
  errorKey,
  onClose,
}: PaymentPasswordDialogProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const [values, setValue] = useCredentialValues<PaymentPasswordField>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { ref, errors, submit } = useValidatedForm({
    validate: () => validatePaymentPassword(values, { hasPaymentPassword, rule }),
    isBusy: isSubmitting,
    onValid: () => {
      const { oldPassword, newPassword, confirmPassword } = values;
      onSubmit({ ...(hasPaymentPassword ? { oldPassword } : {}), newPassword, confirmPassword });
    },
  });
  const fields: readonly { name: PaymentPasswordField; label: string; hint?: string }[] = [
    ...(hasPaymentPassword ? [{ name: 'oldPassword' as const, label: t('SecurityCenter.paymentPassword.old') }] : []),
    { name: 'newPassword', label: t('SecurityCenter.paymentPassword.new'), hint: message(ruleError(rule)) ?? '' },
    { name: 'confirmPassword', label: t('SecurityCenter.paymentPassword.confirm') },
  ];
  return (
    <Form ref={ref} onSubmit={submit} noValidate>
      {fields.map(({ name, label, hint }) => (
        <PasswordField
          key={name}
          name={name}
          label={label}
          value={values[name]}
          onChange={(event) => setValue(name, event.target.value)}
          error={message(errors[name])}
          isRequired
          inputMode="numeric"
          autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
          {...(hint ? { hint } : {})}
        />
      ))}
      <ServerError errorKey={errorKey} />
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('SecurityCenter.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t('SecurityCenter.paymentPassword.submit')}
        </Button>
      </Dialog.Footer>
    </Form>
  );
}
