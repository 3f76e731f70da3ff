import type { RegistrationType } from '@atrium/domain/dialogs';
import {
  DEFAULT_MINIMUM_AGE,
  isBlank,
  isMobileShown,
  isSmsCodeShown,
  validateAgeConfirmation,
  validateMobileNumber,
  validateRegistration,
  validateTermsAgreement,
  type RegistrationInput,
  type ValidationError,
} from '@atrium/domain/validation';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { CaptchaField } from '../../primitives/CaptchaField';
import { Checkbox } from '../../primitives/Checkbox';
import { CountdownButton } from '../../primitives/CountdownButton';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField } from '../../primitives/PhoneField';
import { Tabs } from '../../primitives/Tabs';
import { TextField, type TextFieldProps } from '../../primitives/TextField';
import { useCountryChoice } from '../../forms/useCountryChoice';
import { fieldMessage } from '../../primitives/shared/fieldMessage';
import { useOfferedChoice } from '../../primitives/shared/useOfferedChoice';
import { AUTOCOMPLETE, INPUT_TYPE, OPTIONAL_TEXT_FIELDS } from '../../primitives/shared/registrationFields';
import type { RegisterDialogProps, RegisterForm, RegisterFormField } from './RegisterDialog.types';
import { initialValuesOf, methodOf, type TextFieldName, type Values } from './registerValues';
import {
  Actions,
  CodeRow,
  Form,
  LinkButton,
  PageBody,
  PageTitle,
  ServerError,
  SwitchLine,
} from './RegisterDialog.styles';
import registerEnglish from '../../../i18n/locales/en/ui/register.json';
import { registerPart } from '../../../i18n/registry';

registerPart('register', registerEnglish);

export type { RegisterDialogProps, RegisterForm, RegisterFormField, RegisterSmsRequest } from './RegisterDialog.types';

/**
 * The registration form (spec §2 "Login and registration dialogs", §3 registration form, §4 Registration, §5
 * Registration): type tabs when more than one type is enabled, the fields the server's rules enable, the SMS code
 * with its countdown, captcha, terms and age. Presentational: the parent sends, the domain decides.
 */
export function RegisterDialog({
  presentation = 'dialog',
  isOpen = true,
  onOpenChange,
  types,
  defaultType,
  onTypeChange,
  rules,
  isSmsVerificationOn,
  countries,
  defaultCountryCode,
  phoneDigits,
  smsSentAt,
  smsCountdownSeconds,
  isSendingSms = false,
  onSendSmsCode,
  smsClock,
  captchaImage = null,
  onRefreshCaptcha,
  minimumAge = DEFAULT_MINIMUM_AGE,
  initialValues,
  isSubmitting = false,
  errorKey,
  fieldErrors,
  onSubmit,
  onSwitchToLogin,
}: RegisterDialogProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [type, setType] = useOfferedChoice<RegistrationType>(types, defaultType, 'register');
  const [values, setValues] = useState<Values>(() => initialValuesOf(initialValues));
  const [countryCode, country, setCountryCode] = useCountryChoice(countries, defaultCountryCode);
  const [isTermsAccepted, setIsTermsAccepted] = useState(false);
  const [isAgeConfirmed, setIsAgeConfirmed] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const [smsMobileError, setSmsMobileError] = useState<ValidationError | null>(null);
  const [serverErrorsSeen, setServerErrorsSeen] = useState(fieldErrors);
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<string>>(() => new Set());
  if (serverErrorsSeen !== fieldErrors) {
    setServerErrorsSeen(fieldErrors);
    setEditedSinceServer(new Set());
  }

  const referralCode = initialValues?.referralCode ?? '';
  const hasReferral = !isBlank(referralCode);
  const method = methodOf(type);
  const isMobileVisible = isMobileShown({ method, rules });
  const isMobileRequired = method === 'mobile' || (rules.mobileNum?.enabled === true && rules.mobileNum.required);
  const isSmsVisible = isSmsCodeShown({ method, rules, isSmsVerificationOn });
  const isCaptchaVisible = rules.captcha?.enabled === true;
  const isPaymentPasswordVisible = rules.paymentPassword?.enabled === true;
  const optionalFields = OPTIONAL_TEXT_FIELDS.filter((field) => rules[field]?.enabled === true);

  const input: RegistrationInput = {
    username: values.username,
    password: values.password,
    confirmPassword: values.confirmPassword,
    ...(isMobileVisible ? { mobileNum: values.mobileNum } : {}),
    ...(isSmsVisible ? { verificationCode: values.verificationCode } : {}),
    ...(isCaptchaVisible ? { captcha: values.captcha } : {}),
    ...(isPaymentPasswordVisible ? { paymentPassword: values.paymentPassword } : {}),
    ...Object.fromEntries(optionalFields.map((field) => [field, values[field]])),
  };
  const errors: Partial<Record<string, ValidationError>> = {
    ...validateRegistration(input, {
      method,
      rules,
      isSmsVerificationOn: isSmsVisible,
      region: countryCode || null,
      phoneDigits,
    }),
  };
  const termsError = validateTermsAgreement(isTermsAccepted);
  const ageError = validateAgeConfirmation(isAgeConfirmed, minimumAge);
  if (termsError) errors['terms'] = termsError;
  if (ageError) errors['age'] = ageError;
  const isShowingErrors = submitCount > 0;

  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const errorFor = (field: string): string | undefined => {
    const error = errors[field];
    if (isShowingErrors && error) return fieldMessage(t, error, field);
    if (field === 'mobileNum' && smsMobileError) return fieldMessage(t, smsMobileError, field);
    const serverKey = fieldErrors?.[field as RegisterFormField];
    return serverKey && !editedSinceServer.has(field) ? t(serverKey) : undefined;
  };

  const edit = (field: TextFieldName) => (next: string) => {
    setValues((current) => ({ ...current, [field]: next }));
    if (field === 'mobileNum') setSmsMobileError(null);
    if (fieldErrors?.[field] !== undefined && !editedSinceServer.has(field)) {
      setEditedSinceServer(new Set([...editedSinceServer, field]));
    }
  };

  const textField = (field: TextFieldName, isRequired: boolean, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      key={field}
      name={field}
      label={t(`RegisterDialog.field.${field}`)}
      type={INPUT_TYPE[field] ?? 'text'}
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      value={values[field]}
      onChange={(event) => edit(field)(event.target.value)}
      error={errorFor(field)}
      isRequired={isRequired}
      {...extra}
    />
  );

  const passwordField = (field: 'password' | 'confirmPassword' | 'paymentPassword') => (
    <PasswordField
      name={field}
      label={t(`RegisterDialog.field.${field}`)}
      autoComplete="new-password"
      value={values[field]}
      onChange={(event) => edit(field)(event.target.value)}
      error={errorFor(field)}
      isRequired
    />
  );

  const sendSms = () => {
    const mobileError = validateMobileNumber(values.mobileNum, {
      rule: rules.mobileNum,
      region: countryCode || null,
      phoneDigits,
    });
    setSmsMobileError(mobileError);
    if (mobileError || !country) return;
    onSendSmsCode({ type, countryCode, countryDialingCode: country.dialingCode, mobileNum: values.mobileNum });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitCount((count) => count + 1);
    if (Object.keys(errors).length > 0) return;
    const form: Record<string, string> = {};
    for (const [field, value] of Object.entries(input)) {
      if (typeof value === 'string' && !isBlank(value)) form[field] = value;
    }
    if (isMobileVisible && !isBlank(values.mobileNum) && country) form['countryDialingCode'] = country.dialingCode;
    if (hasReferral) form['referralCode'] = referralCode;
    onSubmit(form as unknown as RegisterForm, type);
  };

  // Built outside the JSX: the field names are keys, not text.
  const usernameField = textField('username', true);
  const passwordInput = passwordField('password');
  const confirmInput = passwordField('confirmPassword');
  const paymentPasswordInput = passwordField('paymentPassword');
  const codeField = textField('verificationCode', true, { inputMode: 'numeric' });
  const referralField = textField('referralCode', false, {
    value: referralCode,
    readOnly: true,
    hint: t('RegisterDialog.referralHint'),
    onChange: undefined,
  });

  const formBody = (
    <Form ref={formRef} noValidate onSubmit={submit}>
      {usernameField}
      {passwordInput}
      {confirmInput}
      {isMobileVisible && (
        <PhoneField
          countries={countries}
          countryCode={countryCode}
          onCountryChange={(code) => {
            setCountryCode(code);
            setSmsMobileError(null);
          }}
          value={values.mobileNum}
          onChange={edit('mobileNum')}
          label={isMobileRequired ? t('RegisterDialog.field.mobileNumRequired') : t('RegisterDialog.field.mobileNum')}
          error={errorFor('mobileNum')}
          isRequired={isMobileRequired}
        />
      )}
      {isSmsVisible && (
        <CodeRow>
          {codeField}
          <CountdownButton
            startedAt={smsSentAt}
            totalSeconds={smsCountdownSeconds}
            onSend={sendSms}
            isSending={isSendingSms}
            {...(smsClock ? { clock: smsClock } : {})}
          />
        </CodeRow>
      )}
      {optionalFields.map((field) => textField(field, rules[field]?.required === true))}
      {isPaymentPasswordVisible && paymentPasswordInput}
      {hasReferral && referralField}
      {isCaptchaVisible && (
        <CaptchaField
          value={values.captcha}
          onChange={edit('captcha')}
          imageBase64={captchaImage}
          onRefresh={() => onRefreshCaptcha?.()}
          error={errorFor('captcha')}
        />
      )}
      <Checkbox
        name="terms"
        label={t('RegisterDialog.terms')}
        isChecked={isTermsAccepted}
        onCheckedChange={setIsTermsAccepted}
        error={errorFor('terms')}
        isRequired
      />
      <Checkbox
        name="age"
        label={t('RegisterDialog.age', { min: minimumAge })}
        isChecked={isAgeConfirmed}
        onCheckedChange={setIsAgeConfirmed}
        error={errorFor('age')}
        isRequired
      />
      {errorKey && <ServerError role="alert">{t(errorKey)}</ServerError>}
      <Actions>
        <Button type="submit" isLoading={isSubmitting}>
          {t('RegisterDialog.submit')}
        </Button>
        <SwitchLine>
          {t('RegisterDialog.haveAccount')}{' '}
          <LinkButton type="button" onClick={onSwitchToLogin}>
            {t('RegisterDialog.switchToLogin')}
          </LinkButton>
        </SwitchLine>
      </Actions>
    </Form>
  );

  const body: ReactNode =
    types.length > 1 ? (
      <Tabs
        label={t('RegisterDialog.typeTabs')}
        value={type}
        onValueChange={(next) => {
          const nextType = next as RegistrationType;
          setType(nextType);
          setSmsMobileError(null);
          onTypeChange?.(nextType);
        }}
        items={types.map((item) => ({
          value: item,
          label: t(`RegisterDialog.type.${item}`),
          content: item === type ? formBody : null,
        }))}
      />
    ) : (
      formBody
    );

  const title = t('RegisterDialog.title');
  if (presentation === 'page') {
    return (
      <PageBody aria-labelledby={titleId}>
        <PageTitle id={titleId}>{title}</PageTitle>
        {body}
      </PageBody>
    );
  }
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {body}
    </Dialog>
  );
}
