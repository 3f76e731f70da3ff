import { validateBind, validateBindValue, type BindField } from '@atrium/domain/account';
import { hasErrors, type FormErrors } from '@atrium/domain/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { CountdownButton, systemClock, type Clock } from '../../primitives/CountdownButton';
import { Dialog } from '../../primitives/Dialog';
import { PhoneField, type PhoneCountry } from '../../primitives/PhoneField';
import { TextField } from '../../primitives/TextField';
import { Form, Text } from '../../forms/DialogForm.styles';
import { ServerError } from '../../forms/ServerError';
import { useCountryChoice } from '../../forms/useCountryChoice';
import { useFocusFirstInvalid } from '../../forms/useFocusFirstInvalid';
import { useValidationMessage } from '../../forms/validationMessage';
import type { BindKind } from './types';
import accountEnglish from '../../../i18n/locales/en/ui/account.json';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);
registerPart('account', accountEnglish);

/** What is being bound: the value typed, and for a phone its region's dialing code. */
export type BindValue =
  | { readonly kind: 'mobile'; readonly countryDialingCode: string; readonly mobileNum: string }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'bankAccountName'; readonly bankAccountName: string };

export interface BindDialogProps {
  /** The binding asked for; null: the dialog is closed. */
  readonly kind: BindKind | null;
  /** For a phone: the regions to choose from. */
  readonly countries?: readonly PhoneCountry[];
  /** For a bank account name: the bound phone the code goes to, masked. */
  readonly boundMobile?: string | null;
  /** Sends the code for a valid value; never while `isSendingCode` or while the countdown runs. */
  readonly onSendCode: (value: BindValue) => void;
  readonly isSendingCode?: boolean;
  /** When the last code was sent (epoch ms), for the resend countdown; null before. */
  readonly codeSentAt?: number | null;
  readonly countdownSeconds?: number;
  /** Binds with the code; never while `isSubmitting`. */
  readonly onSubmit: (value: BindValue, verificationCode: string) => void;
  readonly isSubmitting?: boolean;
  /** A refusal of the code send or of the bind, an `errors` key; what was typed stays. */
  readonly errorKey?: string | null;
  readonly onClose: () => void;
  /** The countdown's clock (stories and tests hold it still). */
  readonly clock?: Clock;
  readonly now?: number;
}

/**
 * Binds a phone, an email or the bank account name with a verification code: the value, "Send code" (with the
 * §4 countdown before a resend), the code, Bind. The code is never kept: the form is gone once the dialog closes.
 */
export function BindDialog(props: BindDialogProps) {
  const { t } = useTranslation('ui');
  const kind = props.kind;
  return (
    <Dialog
      title={kind ? t(`SecurityCenter.bind.dialogTitle.${kind}`) : ''}
      isOpen={kind !== null}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
    >
      {kind && <BindForm key={kind} {...props} kind={kind} />}
    </Dialog>
  );
}

function BindForm({
  kind,
  countries = [],
  boundMobile,
  onSendCode,
  isSendingCode = false,
  codeSentAt = null,
  countdownSeconds = 60,
  onSubmit,
  isSubmitting = false,
  errorKey,
  onClose,
  clock = systemClock,
  now,
}: BindDialogProps & { readonly kind: BindKind }) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [countryCode, country, chooseCountry] = useCountryChoice(countries);
  const [tried, setTried] = useState<'none' | 'send' | 'bind'>('none');
  const { ref, requestFocus } = useFocusFirstInvalid<HTMLFormElement>();
  const checks = { mobile: { region: country?.code ?? null } };

  const bindValue = (): BindValue =>
    kind === 'mobile'
      ? { kind, countryDialingCode: country?.dialingCode ?? '', mobileNum: value.trim() }
      : kind === 'email'
        ? { kind, email: value.trim() }
        : { kind, bankAccountName: value.trim().replace(/\s+/g, ' ') };

  const errors: FormErrors<BindField> =
    tried === 'bind'
      ? validateBind(kind, { value, verificationCode: code }, checks)
      : tried === 'send'
        ? { ...(validateBindValue(kind, value, checks) ? { value: validateBindValue(kind, value, checks)! } : {}) }
        : {};

  const send = () => {
    if (isSendingCode) return;
    if (tried === 'none') setTried('send');
    if (validateBindValue(kind, value, checks)) {
      requestFocus();
      return;
    }
    onSendCode(bindValue());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setTried('bind');
    if (hasErrors(validateBind(kind, { value, verificationCode: code }, checks))) {
      requestFocus();
      return;
    }
    onSubmit(bindValue(), code.trim());
  };

  const label = t(`SecurityCenter.bind.kind.${kind}`);
  return (
    <Form ref={ref} onSubmit={submit} noValidate>
      {kind === 'mobile' ? (
        <PhoneField
          countries={countries}
          countryCode={countryCode}
          onCountryChange={chooseCountry}
          value={value}
          onChange={setValue}
          isRequired
          {...(errors.value ? { error: message(errors.value) ?? '' } : {})}
        />
      ) : (
        <TextField
          name={kind}
          label={label}
          type={kind === 'email' ? 'email' : 'text'}
          autoComplete={kind === 'email' ? 'email' : 'name'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          isRequired
          error={message(errors.value)}
          dir={kind === 'email' ? 'ltr' : undefined}
          autoCapitalize={kind === 'email' ? 'off' : undefined}
          spellCheck={kind !== 'email'}
        />
      )}
      {kind === 'bankAccountName' && boundMobile && (
        <Text>{t('SecurityCenter.bind.codeToPhone', { mobile: boundMobile })}</Text>
      )}
      <CountdownButton
        startedAt={codeSentAt}
        totalSeconds={countdownSeconds}
        onSend={send}
        isSending={isSendingCode}
        clock={clock}
        {...(now === undefined ? {} : { now })}
      />
      <TextField
        name="verificationCode"
        label={t('SecurityCenter.bind.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        error={message(errors.verificationCode)}
      />
      <ServerError errorKey={errorKey} />
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('SecurityCenter.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t('SecurityCenter.bind.submit')}
        </Button>
      </Dialog.Footer>
    </Form>
  );
}
