import type { RecoveryMethod } from '@atrium/domain/dialogs';
import {
  validateConfirmation,
  validateForgotByEmail,
  validateForgotByMobile,
  validateMobileNumber,
  type FieldRules,
  type PhoneDigitsTable,
  type ValidationError,
} from '@atrium/domain/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { CountdownButton, type Clock } from '../../primitives/CountdownButton';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField, type PhoneCountry } from '../../primitives/PhoneField';
import { Tabs } from '../../primitives/Tabs';
import { TextField } from '../../primitives/TextField';
import { useCountryChoice } from '../../forms/useCountryChoice';
import { fieldMessage } from '../../primitives/shared/fieldMessage';
import { useOfferedChoice } from '../../primitives/shared/useOfferedChoice';
import { Actions, CodeRow, Form, ServerError } from '../RegisterDialog/RegisterDialog.styles';
import { Intro, SentMessage } from './ForgotPasswordDialog.styles';
import registerEnglish from '../../../i18n/locales/en/ui/register.json';
import { registerPart } from '../../../i18n/registry';

registerPart('register', registerEnglish);

/** §5 "Forgot by email: username and email". */
export interface ForgotByEmailForm {
  readonly username: string;
  readonly email: string;
}

/** §5 "By mobile: mobileNum valid, SMS code, new password (password rule)", with its confirmation. */
export interface ForgotByMobileForm {
  /** ISO region of the chosen dialing code. */
  readonly countryCode: string;
  /** Without "+". */
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  readonly verificationCode: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** What the parent needs to send the reset SMS. */
export interface ForgotSmsRequest {
  readonly countryCode: string;
  readonly countryDialingCode: string;
  readonly mobileNum: string;
}

export interface ForgotPasswordDialogProps {
  /** Controlled open state (open by default) and its change (close button, Escape, a click outside). */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** §4 the recovery methods and the default, from the domain's `recoveryLayout` (a selector when more than one). */
  readonly methods: readonly RecoveryMethod[];
  readonly defaultMethod: RecoveryMethod;
  readonly onMethodChange?: (method: RecoveryMethod) => void;
  /** The server's field rules (username, email, password, mobileNum); the domain's defaults without them. */
  readonly rules?: FieldRules;
  readonly countries: readonly PhoneCountry[];
  readonly defaultCountryCode?: string;
  readonly phoneDigits?: PhoneDigitsTable;
  /** When the last SMS code was sent (epoch ms), null before; the countdown runs from it. */
  readonly smsSentAt: number | null;
  /** The countdown length in seconds (domain `smsCountdownTotalSeconds`, §4, §9). */
  readonly smsCountdownSeconds: number;
  readonly isSendingSms?: boolean;
  readonly onSendSmsCode: (request: ForgotSmsRequest) => void;
  /** The clock the SMS countdown ticks on (stories pass `manualClock`); the system clock by default. */
  readonly smsClock?: Clock;
  /** §8 "forgot-password success shows a sent message": the e-mail was sent. */
  readonly isEmailSent?: boolean;
  /** A request is under way: the submit button shows progress and refuses a second press. */
  readonly isSubmitting?: boolean;
  /** The server's refusal as an `errors:` i18n key (ApiError.messageKey), shown inside the dialog. */
  readonly errorKey?: string | null;
  readonly onSubmitEmail: (form: ForgotByEmailForm) => void;
  readonly onSubmitMobile: (form: ForgotByMobileForm) => void;
}

type Errors = Partial<Record<string, ValidationError>>;

/**
 * Forgot password (spec §4 "Forgot password", §5 forgot forms, §8 sent message): by e-mail (username and e-mail,
 * then a sent message) or by mobile (number, SMS code, new password and its confirmation).
 */
export function ForgotPasswordDialog({
  isOpen = true,
  onOpenChange,
  methods,
  defaultMethod,
  onMethodChange,
  rules = {},
  countries,
  defaultCountryCode,
  phoneDigits,
  smsSentAt,
  smsCountdownSeconds,
  isSendingSms = false,
  onSendSmsCode,
  smsClock,
  isEmailSent = false,
  isSubmitting = false,
  errorKey,
  onSubmitEmail,
  onSubmitMobile,
}: ForgotPasswordDialogProps) {
  const { t } = useTranslation('ui');
  const emailFormRef = useRef<HTMLFormElement>(null);
  const mobileFormRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useOfferedChoice<RecoveryMethod>(methods, defaultMethod, 'email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [countryCode, country, setCountryCode] = useCountryChoice(countries, defaultCountryCode);
  const [mobileNum, setMobileNum] = useState('');
  const [verificationCode, setVerificationCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [emailSubmits, setEmailSubmits] = useState(0);
  const [mobileSubmits, setMobileSubmits] = useState(0);
  const [smsMobileError, setSmsMobileError] = useState<ValidationError | null>(null);
  const region = countryCode || null;

  const emailErrors: Errors = validateForgotByEmail({ username, email }, rules);
  const mobileErrors: Errors = {
    ...validateForgotByMobile({ mobileNum, verificationCode, newPassword }, { rules, mobile: { region, phoneDigits } }),
  };
  const confirmError = validateConfirmation(newPassword, confirmPassword);
  if (confirmError) mobileErrors['confirmPassword'] = confirmError;

  useEffect(() => {
    if (emailSubmits > 0) emailFormRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [emailSubmits]);
  useEffect(() => {
    if (mobileSubmits > 0) mobileFormRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [mobileSubmits]);

  const emailError = (field: string) => {
    const error = emailErrors[field];
    return emailSubmits > 0 && error ? fieldMessage(t, error, field) : undefined;
  };
  const mobileError = (field: string) => {
    if (field === 'mobileNum' && smsMobileError) return fieldMessage(t, smsMobileError, field);
    const error = mobileErrors[field];
    return mobileSubmits > 0 && error ? fieldMessage(t, error, field) : undefined;
  };

  const submitEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setEmailSubmits((count) => count + 1);
    if (Object.keys(emailErrors).length === 0) onSubmitEmail({ username, email });
  };

  const submitMobile = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setMobileSubmits((count) => count + 1);
    if (Object.keys(mobileErrors).length > 0 || !country) return;
    onSubmitMobile({
      countryCode,
      countryDialingCode: country.dialingCode,
      mobileNum,
      verificationCode,
      newPassword,
      confirmPassword,
    });
  };

  const sendSms = () => {
    const error = validateMobileNumber(mobileNum, { rule: rules.mobileNum, region, phoneDigits });
    setSmsMobileError(error);
    if (error || !country) return;
    onSendSmsCode({ countryCode, countryDialingCode: country.dialingCode, mobileNum });
  };

  const serverError = errorKey ? <ServerError role="alert">{t(errorKey)}</ServerError> : null;

  const emailPanel = isEmailSent ? (
    <>
      <SentMessage role="status">
        {email.trim() === '' ? t('ForgotPasswordDialog.sentGeneric') : t('ForgotPasswordDialog.sent', { email })}
      </SentMessage>
      <Actions>
        <Dialog.Close>
          <Button>{t('ForgotPasswordDialog.done')}</Button>
        </Dialog.Close>
      </Actions>
    </>
  ) : (
    <Form ref={emailFormRef} noValidate onSubmit={submitEmail}>
      <Intro>{t('ForgotPasswordDialog.emailIntro')}</Intro>
      <TextField
        name="username"
        label={t('ForgotPasswordDialog.username')}
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={emailError('username')}
        isRequired
      />
      <TextField
        name="email"
        type="email"
        label={t('ForgotPasswordDialog.email')}
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError('email')}
        isRequired
      />
      {serverError}
      <Actions>
        <Button type="submit" isLoading={isSubmitting}>
          {t('ForgotPasswordDialog.submitEmail')}
        </Button>
      </Actions>
    </Form>
  );

  const mobilePanel = (
    <Form ref={mobileFormRef} noValidate onSubmit={submitMobile}>
      <Intro>{t('ForgotPasswordDialog.mobileIntro')}</Intro>
      <PhoneField
        countries={countries}
        countryCode={countryCode}
        onCountryChange={(code) => {
          setCountryCode(code);
          setSmsMobileError(null);
        }}
        value={mobileNum}
        onChange={(next) => {
          setMobileNum(next);
          setSmsMobileError(null);
        }}
        error={mobileError('mobileNum')}
        isRequired
      />
      <CodeRow>
        <TextField
          name="verificationCode"
          label={t('ForgotPasswordDialog.verificationCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={verificationCode}
          onChange={(event) => setVerificationCode(event.target.value)}
          error={mobileError('verificationCode')}
          isRequired
        />
        <CountdownButton
          startedAt={smsSentAt}
          totalSeconds={smsCountdownSeconds}
          onSend={sendSms}
          isSending={isSendingSms}
          {...(smsClock ? { clock: smsClock } : {})}
        />
      </CodeRow>
      <PasswordField
        name="newPassword"
        label={t('ForgotPasswordDialog.newPassword')}
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={mobileError('newPassword')}
        isRequired
      />
      <PasswordField
        name="confirmPassword"
        label={t('ForgotPasswordDialog.confirmPassword')}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={mobileError('confirmPassword')}
        isRequired
      />
      {serverError}
      <Actions>
        <Button type="submit" isLoading={isSubmitting}>
          {t('ForgotPasswordDialog.submitMobile')}
        </Button>
      </Actions>
    </Form>
  );

  const panelFor = (item: RecoveryMethod) => (item === 'email' ? emailPanel : mobilePanel);

  return (
    <Dialog title={t('ForgotPasswordDialog.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {methods.length > 1 ? (
        <Tabs
          label={t('ForgotPasswordDialog.methodLabel')}
          value={method}
          onValueChange={(next) => {
            const nextMethod = next as RecoveryMethod;
            setMethod(nextMethod);
            onMethodChange?.(nextMethod);
          }}
          items={methods.map((item) => ({
            value: item,
            label: t(`ForgotPasswordDialog.method.${item}`),
            content: item === method ? panelFor(item) : null,
          }))}
        />
      ) : (
        panelFor(method)
      )}
    </Dialog>
  );
}
