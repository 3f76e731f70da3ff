import { loginPopupLayout, type LoginTab } from '@atrium/domain/dialogs';
import { LOGIN_SMS_THROTTLE_MS, mayAct } from '@atrium/domain/format';
import {
  REQUIRED,
  isBlank,
  trimLoginByUsername,
  validateLoginBySms,
  validateLoginByUsername,
  validateMobileNumber,
  type FormErrors,
  type PhoneDigitsTable,
  type ValidationError,
} from '@atrium/domain/validation';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { CaptchaField } from '../../primitives/CaptchaField';
import { Checkbox } from '../../primitives/Checkbox';
import { systemClock, type Clock } from '../../primitives/CountdownButton';
import { Dialog } from '../../primitives/Dialog';
import type { PhoneCountry } from '../../primitives/PhoneField';
import { Tabs } from '../../primitives/Tabs';
import { Form, LinkButton, LinkRow, Notice } from '../../forms/DialogForm.styles';
import { CredentialFields, signInFields, useCredentialValues } from '../../forms/CredentialFields';
import { ServerError } from '../../forms/ServerError';
import { useCountryChoice } from '../../forms/useCountryChoice';
import { useFocusFirstField } from '../shared/useFocusFirstField';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { useValidationMessage } from '../../forms/validationMessage';
import { Fields, Hint } from './LoginDialog.styles';
import type { LoginCaptcha, LoginSubmission, SmsTarget } from './LoginDialog.types';
import { LoginSmsFields } from './LoginSmsFields';
import { SocialSignIn, type SocialProvider } from './SocialSignIn';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

registerPart('auth', authEnglish);

/** What the dialog starts with: the remembered username or mobile (never a password or code), and the tab. */
export interface LoginInitialValues {
  readonly tab?: LoginTab;
  readonly username?: string;
  /** ISO region of the remembered mobile number (a `countries` code). */
  readonly countryCode?: string;
  readonly mobileNum?: string;
  readonly rememberMe?: boolean;
}

export interface LoginDialogProps {
  readonly isOpen: boolean;
  /** The close button, Escape or a click outside. */
  readonly onClose: () => void;
  /** The verification-code (SMS) login switch: the SMS tab is offered only when on. */
  readonly isSmsLoginEnabled: boolean;
  /** DIRECTREG3: the register link is offered only when on. */
  readonly canRegister: boolean;
  readonly onSwitchToRegister?: () => void;
  /** "Forgot password closes login and opens recovery" (§4): the parent does both. */
  readonly onForgotPassword: () => void;
  /** Called with valid, trimmed input; never while `isSubmitting` or `isStartingFreePlay`. */
  readonly onSubmit: (submission: LoginSubmission) => void;
  /** The login call is under way: the submit button shows progress and refuses a second press. */
  readonly isSubmitting?: boolean;
  /** The server's refusal, an `errors` key (e.g. `errors:login.failed`); shown above the submit button. */
  readonly errorKey?: string | null;
  /** The figures the refusal names, already formatted (a break's end: `{{until}}`). */
  readonly errorValues?: Readonly<Record<string, string>>;
  /** A message shown at the top, an i18n key (e.g. `errors:session.notLoggedIn`, §8 "You are not logged in"). */
  readonly noticeKey?: string | null;
  /** Set when the server demanded a captcha; the field then shows and is required. */
  readonly captcha?: LoginCaptcha | null;
  /** Loads a new captcha image; called at most once a second (§4, §9). */
  readonly onRefreshCaptcha?: () => void;
  /** The regions a mobile number may come from (the api's country list). */
  readonly countries: readonly PhoneCountry[];
  readonly initialValues?: LoginInitialValues;
  /** Sends the SMS code; called only for a valid number, at most once a second (§4 "Login SMS sending throttled"). */
  readonly onSendSmsCode: (target: SmsTarget) => void;
  /** When the last code was sent (epoch ms), or null: the send button counts down from then. */
  readonly smsSentAt?: number | null;
  /** The countdown length, from the domain's `smsCountdownTotalSeconds` (§4, §9). */
  readonly smsCountdownSeconds: number;
  readonly isSendingSmsCode?: boolean;
  /** Social sign-in offered (§3 Facebook, Google); none by default. */
  readonly socialProviders?: readonly SocialProvider[];
  readonly onSocialSignIn?: (provider: SocialProvider) => void;
  /**
   * §1 "Trial (free-play) accounts", §6 "Feature switches from the server control … free play": starts a trial
   * session. The "Play for free" button is offered only when given.
   */
  readonly onFreePlay?: () => void;
  /** The free-play login is under way: its button shows progress, keeps its name and refuses a second press. */
  readonly isStartingFreePlay?: boolean;
  /** The brand's phone digit table (§5 "Phone number {0} digits by region"); the domain's default otherwise. */
  readonly phoneDigits?: PhoneDigitsTable;
  /** The clock the countdown and throttles read; the system clock by default (stories pass a manual one). */
  readonly clock?: Clock;
}

type Field = 'username' | 'password' | 'mobileNum' | 'code' | 'captcha';

/**
 * Spec §2 "Login and registration dialogs", §4 "Login popup", §5 login forms: username or SMS login, captcha when
 * demanded, remember me (username or mobile only), forgot password, register, social sign-in.
 */
export function LoginDialog({
  isOpen,
  onClose,
  isSmsLoginEnabled,
  canRegister,
  onSwitchToRegister,
  onForgotPassword,
  onSubmit,
  isSubmitting = false,
  errorKey,
  errorValues,
  noticeKey,
  captcha,
  onRefreshCaptcha,
  countries,
  initialValues = {},
  onSendSmsCode,
  smsSentAt = null,
  smsCountdownSeconds,
  isSendingSmsCode = false,
  socialProviders = [],
  onSocialSignIn,
  onFreePlay,
  isStartingFreePlay = false,
  phoneDigits,
  clock = systemClock,
}: LoginDialogProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const layout = loginPopupLayout({ verificationCodeLoginEnabled: isSmsLoginEnabled, directRegistration: canRegister });
  const [tab, setTab] = useState<LoginTab>(
    initialValues.tab && layout.tabs.includes(initialValues.tab) ? initialValues.tab : layout.defaultTab,
  );
  const activeTab: LoginTab = layout.tabs.includes(tab) ? tab : layout.defaultTab;
  const [credentials, setCredential] = useCredentialValues({ username: initialValues.username ?? '', password: '' });
  const [countryCode, country, setCountryCode] = useCountryChoice(countries, initialValues.countryCode);
  const [mobileNum, setMobileNum] = useState(initialValues.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [rememberMe, setRememberMe] = useState(initialValues.rememberMe ?? false);
  const [sendError, setSendError] = useState<ValidationError | null>(null);
  const lastSendAt = useRef<number | null>(null);

  const isCaptchaShown = Boolean(captcha);
  const mobileCheck = { region: countryCode, phoneDigits };
  const dialingCode = () => country?.dialingCode ?? '';

  const validate = (): FormErrors<Field> => {
    if (activeTab === 'username') {
      return validateLoginByUsername({ ...credentials, captcha: captchaText }, { isCaptchaShown });
    }
    const sms = validateLoginBySms({ mobileNum, verificationCode: code }, mobileCheck);
    return {
      ...(sms.mobileNum ? { mobileNum: sms.mobileNum } : {}),
      ...(sms.verificationCode ? { code: sms.verificationCode } : {}),
      ...(isCaptchaShown && isBlank(captchaText) ? { captcha: REQUIRED } : {}),
    };
  };

  const submitValid = () => {
    const captchaPart = isCaptchaShown ? { captcha: captchaText.trim() } : {};
    if (activeTab === 'username') {
      const trimmed = trimLoginByUsername(credentials);
      onSubmit({
        type: 'username',
        username: trimmed.username,
        password: trimmed.password,
        ...captchaPart,
        rememberMe,
      });
    } else {
      onSubmit({ type: 'sms', countryDialingCode: dialingCode(), mobileNum, code, ...captchaPart, rememberMe });
    }
  };

  const {
    ref: formRef,
    errors,
    submit,
    requestFocus,
  } = useValidatedForm({ validate, isBusy: isSubmitting || isStartingFreePlay, onValid: submitValid });
  const attachForm = useFocusFirstField(formRef, `${layout.showTabs}:${activeTab}`);

  const sendCode = () => {
    const error = validateMobileNumber(mobileNum, mobileCheck);
    setSendError(error);
    if (error) {
      requestFocus();
      return;
    }
    const now = clock.now();
    if (!mayAct(lastSendAt.current, now, LOGIN_SMS_THROTTLE_MS)) return;
    lastSendAt.current = now;
    onSendSmsCode({ countryDialingCode: dialingCode(), mobileNum });
  };

  const usernameFields = (
    <Fields>
      <CredentialFields
        fields={signInFields({ username: t('LoginDialog.username'), password: t('LoginDialog.password') })}
        values={credentials}
        onChange={setCredential}
        errors={errors}
      />
    </Fields>
  );

  const smsFields = (
    <LoginSmsFields
      countries={countries}
      countryCode={countryCode}
      onCountryChange={(next) => {
        setCountryCode(next);
        setSendError(null);
      }}
      mobileNum={mobileNum}
      onMobileNumChange={(next) => {
        setMobileNum(next);
        setSendError(null);
      }}
      mobileError={message(errors.mobileNum ?? sendError)}
      code={code}
      onCodeChange={setCode}
      codeError={message(errors.code)}
      smsSentAt={smsSentAt}
      smsCountdownSeconds={smsCountdownSeconds}
      clock={clock}
      onSend={sendCode}
      isSending={isSendingSmsCode}
    />
  );

  const tabContent: Record<LoginTab, ReactNode> = { username: usernameFields, sms: smsFields };

  return (
    <Dialog
      title={t('LoginDialog.title')}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Form ref={attachForm} onSubmit={submit} noValidate>
        {noticeKey && <Notice>{t(noticeKey, { ns: 'errors' })}</Notice>}
        {layout.showTabs ? (
          <Tabs
            label={t('LoginDialog.tabs')}
            value={activeTab}
            onValueChange={(next) => setTab(next as LoginTab)}
            items={layout.tabs.map((value) => ({
              value,
              label: t(`LoginDialog.tab.${value}`),
              content: tabContent[value],
            }))}
          />
        ) : (
          tabContent[activeTab]
        )}
        {isCaptchaShown && (
          <CaptchaField
            value={captchaText}
            onChange={setCaptchaText}
            imageBase64={captcha?.imageBase64 ?? null}
            onRefresh={() => onRefreshCaptcha?.()}
            error={message(errors.captcha)}
            clock={clock.now}
          />
        )}
        <div>
          <Checkbox
            label={t('LoginDialog.rememberMe')}
            name="rememberMe"
            isChecked={rememberMe}
            onCheckedChange={setRememberMe}
          />
          <Hint>{t('LoginDialog.rememberMeHint')}</Hint>
        </div>
        <ServerError errorKey={errorKey} values={errorValues} />
        <Button type="submit" isLoading={isSubmitting} disabled={isStartingFreePlay}>
          {t('LoginDialog.submit')}
        </Button>
        {onFreePlay && (
          <Button
            variant="secondary"
            isLoading={isStartingFreePlay}
            disabled={isSubmitting}
            onClick={() => {
              if (!isStartingFreePlay && !isSubmitting) onFreePlay();
            }}
          >
            {t('LoginDialog.freePlay')}
          </Button>
        )}
        <LinkRow>
          <LinkButton type="button" onClick={onForgotPassword}>
            {t('LoginDialog.forgotPassword')}
          </LinkButton>
          {layout.showRegisterTab && onSwitchToRegister && (
            <span>
              {t('LoginDialog.noAccount')}{' '}
              <LinkButton type="button" onClick={onSwitchToRegister}>
                {t('LoginDialog.register')}
              </LinkButton>
            </span>
          )}
        </LinkRow>
        {socialProviders.length > 0 && onSocialSignIn && (
          <SocialSignIn providers={socialProviders} onSignIn={onSocialSignIn} />
        )}
      </Form>
    </Dialog>
  );
}
