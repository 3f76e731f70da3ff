import type { RegistrationType } from '@atrium/domain/dialogs';
import {
  DEFAULT_MINIMUM_AGE,
  OPTIONAL_REGISTRATION_FIELDS,
  isBlank,
  isMobileShown,
  isSmsCodeShown,
  validateAgeConfirmation,
  validateMobileNumber,
  validateRegistration,
  validateTermsAgreement,
  type FieldRules,
  type PhoneDigitsTable,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationMethod,
  type ValidationError,
} from '@atrium/domain/validation';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { CaptchaField } from '../../primitives/CaptchaField';
import { Checkbox } from '../../primitives/Checkbox';
import { CountdownButton, type Clock } from '../../primitives/CountdownButton';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField, type PhoneCountry } from '../../primitives/PhoneField';
import { Tabs } from '../../primitives/Tabs';
import { TextField, type TextFieldProps } from '../../primitives/TextField';
import { fieldMessage } from './fieldMessage';
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
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(registerEnglish);

/** The §3 "Registration form" fields this form can fill. */
export type RegisterFormField = RegistrationField | 'countryDialingCode' | 'referralCode';

/**
 * What the user entered (§3 "Registration form"): only the fields shown, and of the optional ones only those filled.
 * Values are sent as typed (§5: registration does not trim). `referralCode` is the one from the URL.
 */
export interface RegisterForm {
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly mobileNum?: string;
  readonly countryDialingCode?: string;
  readonly verificationCode?: string;
  readonly captcha?: string;
  readonly payeeName?: string;
  readonly email?: string;
  readonly qqNum?: string;
  readonly line?: string;
  readonly whatsapp?: string;
  readonly facebook?: string;
  readonly wechat?: string;
  readonly idNumber?: string;
  readonly recommenderId?: string;
  readonly affiliateCode?: string;
  readonly paymentPassword?: string;
  readonly referralCode?: string;
}

/** What the parent needs to send the registration SMS (§7 registration SMS). */
export interface RegisterSmsRequest {
  readonly type: RegistrationType;
  /** ISO region of the chosen dialing code. */
  readonly countryCode: string;
  /** Without "+". */
  readonly countryDialingCode: string;
  readonly mobileNum: string;
}

export interface RegisterDialogProps {
  /** `dialog` (the registration modal) or `page` (the /register page body, same form under a heading). */
  readonly presentation?: 'dialog' | 'page';
  /** Dialog only: controlled open state (open by default) and its change (close button, Escape, a click outside). */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** §4 the enabled registration types and the default, from the domain's `registrationLayout`. */
  readonly types: readonly RegistrationType[];
  readonly defaultType: RegistrationType;
  /** Called when the user switches type tabs. */
  readonly onTypeChange?: (type: RegistrationType) => void;
  /** §5 the server's registration-field rules (`fieldRulesFromWire`); a field without a rule uses the default. */
  readonly rules: FieldRules;
  /**
   * REGMOBVERF3 (`registrationLayout().requiresSmsCode`): an SMS code is asked for the mobile number, where the
   * domain's `isSmsCodeShown` says (mobile registration, or a required mobile rule).
   */
  readonly isSmsVerificationOn: boolean;
  /** The regions for the dialing code, and the one chosen first (ISO code; the first country by default). */
  readonly countries: readonly PhoneCountry[];
  readonly defaultCountryCode?: string;
  /** §5 "Phone number {0} digits by region": a brand's own table; the domain's by default. */
  readonly phoneDigits?: PhoneDigitsTable;
  /** When the last SMS code was sent (epoch ms), null before; the countdown runs from it. */
  readonly smsSentAt: number | null;
  /** The countdown length in seconds (domain `smsCountdownTotalSeconds`, §4, §9). */
  readonly smsCountdownSeconds: number;
  readonly isSendingSms?: boolean;
  /** Asked for with a mobile number that passed the §5 check. */
  readonly onSendSmsCode: (request: RegisterSmsRequest) => void;
  /** The clock the SMS countdown ticks on (stories pass `manualClock`); the system clock by default. */
  readonly smsClock?: Clock;
  /** The captcha image (base64 PNG) when the captcha rule is enabled, and how to get a new one. */
  readonly captchaImage?: string | null;
  readonly onRefreshCaptcha?: () => void;
  /** §5/§9 "Age confirmation 18 (parameter …)". */
  readonly minimumAge?: number;
  /** Values to start with; `referralCode` (from the URL) is shown read-only when given. */
  readonly initialValues?: Partial<RegisterForm>;
  /** A request is under way: the submit button shows progress and refuses a second press. */
  readonly isSubmitting?: boolean;
  /** The server's refusal as an `errors:` i18n key (ApiError.messageKey), shown inside the form. */
  readonly errorKey?: string | null;
  /** The server's per-field refusals as `errors:` keys; a field's goes away once the user edits that field. */
  readonly fieldErrors?: Partial<Record<RegisterFormField, string>>;
  readonly onSubmit: (form: RegisterForm, type: RegistrationType) => void;
  readonly onSwitchToLogin: () => void;
}

type TextFieldName = Exclude<RegisterFormField, 'countryDialingCode'>;
type Values = Record<TextFieldName, string>;

const EMPTY: Values = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
  payeeName: '',
  email: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  recommenderId: '',
  affiliateCode: '',
  paymentPassword: '',
  referralCode: '',
};

/** Optional text fields in the order they are shown (captcha has its own control, further down). */
const OPTIONAL_TEXT_FIELDS = OPTIONAL_REGISTRATION_FIELDS.filter(
  (field): field is Exclude<(typeof OPTIONAL_REGISTRATION_FIELDS)[number], 'captcha'> => field !== 'captcha',
);

const AUTOCOMPLETE: Partial<Record<TextFieldName, string>> = {
  username: 'username',
  email: 'email',
  payeeName: 'name',
  verificationCode: 'one-time-code',
};

const INPUT_TYPE: Partial<Record<TextFieldName, TextFieldProps['type']>> = { email: 'email' };

const methodOf = (type: RegistrationType): RegistrationMethod => (type === 'registerMobile' ? 'mobile' : 'username');

function initialValuesOf(initial: Partial<RegisterForm> | undefined): Values {
  const values: Values = { ...EMPTY };
  for (const [field, value] of Object.entries(initial ?? {})) {
    if (field in EMPTY && typeof value === 'string') values[field as TextFieldName] = value;
  }
  return values;
}

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
  const [type, setType] = useState<RegistrationType>(
    types.includes(defaultType) ? defaultType : (types[0] ?? 'register'),
  );
  const [values, setValues] = useState<Values>(() => initialValuesOf(initialValues));
  const [countryCode, setCountryCode] = useState(defaultCountryCode ?? countries[0]?.code ?? '');
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
  const country = countries.find((c) => c.code === countryCode);

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
