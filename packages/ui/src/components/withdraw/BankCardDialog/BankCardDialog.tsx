import { checkPaymentPasswordEntry, type PaymentPasswordEntryError } from '@atrium/domain/account';
import { validateBankCard, type BankCardError, type BankCardField } from '@atrium/domain/withdraw';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import withdrawEnglish from '../../../i18n/locales/en/ui/withdraw.json';
import { registerPart } from '../../../i18n/registry';
import { Dialog } from '../../primitives/Dialog';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { FormActions } from '../../forms/FormActions';
import { PaymentPasswordField } from '../../forms/PaymentPasswordField';
import { useSubmitGuard } from '../../forms/useSubmitGuard';
import type { BankOption } from '../shared/types';
import { Form } from '../shared/Withdraw.styles';

registerPart('withdraw', withdrawEnglish);

export interface BankCardSubmission {
  readonly bankCode: string;
  readonly accountName: string;
  /** As typed; the api sends digits only. */
  readonly cardNumber: string;
  /** Passed straight to the call; not kept after the submit. */
  readonly paymentPassword: string;
}

export interface BankCardDialogProps {
  readonly isOpen: boolean;
  readonly banks: readonly BankOption[];
  /** Called with valid input only. */
  readonly onSubmit: (submission: BankCardSubmission) => void;
  readonly isSubmitting?: boolean;
  /** The failure (already translated); what was typed stays. */
  readonly errorMessage?: string | null;
  readonly onClose: () => void;
}

const CARD_ERROR_KEYS: Readonly<Record<BankCardError, string>> = {
  bankRequired: 'Withdraw.cardForm.error.bankRequired',
  accountNameRequired: 'Withdraw.cardForm.error.accountNameRequired',
  accountNameLength: 'Withdraw.cardForm.error.accountNameLength',
  accountNameCharacters: 'Withdraw.cardForm.error.accountNameCharacters',
  cardNumberRequired: 'Withdraw.cardForm.error.cardNumberRequired',
  cardNumberFormat: 'Withdraw.cardForm.error.cardNumberFormat',
  cardNumberDuplicate: 'Withdraw.cardForm.error.cardNumberDuplicate',
};

/** docs/centres.md "bank cards list/add (encrypted)": bank, account name, card number and the payment password. */
export function BankCardDialog(props: BankCardDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={t('Withdraw.cardForm.title')}
      description={t('Withdraw.cardForm.description')}
      isOpen={props.isOpen}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {/* Mounted only while open, so the payment password is gone once it closes. */}
      {props.isOpen && <BankCardForm {...props} />}
    </Dialog>
  );
}

function BankCardForm({ banks, onSubmit, isSubmitting = false, errorMessage = null, onClose }: BankCardDialogProps) {
  const { t } = useTranslation('ui');
  const [bankCode, setBankCode] = useState('');
  const [accountName, setAccountName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BankCardField, BankCardError>>>({});
  const [passwordError, setPasswordError] = useState<PaymentPasswordEntryError | null>(null);
  const guard = useSubmitGuard(isSubmitting);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBankCard({ bankCode, accountName, cardNumber });
    const passwordFound = checkPaymentPasswordEntry(password);
    setErrors(found);
    setPasswordError(passwordFound);
    if (Object.keys(found).length > 0 || passwordFound) return;
    guard(() => onSubmit({ bankCode, accountName: accountName.trim(), cardNumber, paymentPassword: password }));
  };

  const errorOf = (field: BankCardField) => {
    const code = errors[field];
    return code ? t(CARD_ERROR_KEYS[code]) : undefined;
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Select
        label={t('Withdraw.cardForm.bank')}
        placeholder={t('Withdraw.cardForm.bankPlaceholder')}
        options={banks.map((b) => ({ value: b.code, label: b.name }))}
        value={bankCode || undefined}
        onValueChange={(value) => {
          setBankCode(value);
          setErrors(({ bankCode: _dropped, ...rest }) => rest);
        }}
        isRequired
        error={errorOf('bankCode')}
      />
      <TextField
        label={t('Withdraw.cardForm.accountName')}
        autoComplete="cc-name"
        isRequired
        value={accountName}
        onChange={(event) => {
          setAccountName(event.target.value);
          setErrors(({ accountName: _dropped, ...rest }) => rest);
        }}
        error={errorOf('accountName')}
      />
      <TextField
        label={t('Withdraw.cardForm.cardNumber')}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        value={cardNumber}
        onChange={(event) => {
          setCardNumber(event.target.value);
          setErrors(({ cardNumber: _dropped, ...rest }) => rest);
        }}
        hint={t('Withdraw.cardForm.cardNumberHint')}
        error={errorOf('cardNumber')}
      />
      <PaymentPasswordField
        value={password}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(null);
        }}
        error={passwordError}
      />
      <FormActions
        isInDialog
        submitLabel={t('Withdraw.cardForm.submit')}
        isSubmitting={isSubmitting}
        failure={errorMessage}
        cancelLabel={t('Withdraw.cardForm.cancel')}
        onCancel={onClose}
      />
    </Form>
  );
}
