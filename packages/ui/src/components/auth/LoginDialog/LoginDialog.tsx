import { loginPopupLayout, type LoginTab } from '@atrium/domain/dialogs';
import { LOGIN_SMS_THROTTLE_MS, mayAct } from '@atrium/domain/format';
import {
  REQUIRED,
  hasErrors,
  isBlank,
  trimLoginByUsername,
  validateLoginBySms,
  validateLoginByUsername,
  validateMobileNumber,
  type FormErrors,
  type PhoneDigitsTable,
  type ValidationError,
} from '@atrium/domain/validation';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { CaptchaField } from '../../primitives/CaptchaField';
import { Checkbox } from '../../primitives/Checkbox';
import { CountdownButton, systemClock, type Clock } from '../../primitives/CountdownButton';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField, type PhoneCountry } from '../../primitives/PhoneField';
import { Tabs } from '../../primitives/Tabs';
import { TextField } from '../../primitives/TextField';
import { ButtonRow, FieldWithAction, Form, LinkButton, LinkRow, Notice, SectionTitle } from '../shared/AuthForm.styles';
import { ServerError } from '../shared/ServerError';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { useValidationMessage } from '../shared/validationMessage';
import { Fields, Hint, Social } from './LoginDialog.styles';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(authEnglish);

/** §3 "social login (Facebook/Google)". */
export type SocialProvider = 'facebook' | 'google';

/** What the dialog hands over on submit (§3 "Login payload: username, password (or SMS code), captcha, type"). */
export type LoginSubmission =
  | {
      readonly type: 'username';
      /** Trimmed (§5 "inputs trimmed"). */
      readonly username: string;
      readonly password: string;
      /** Only when the captcha is shown. */
      readonly captcha?: string;
      readonly rememberMe: boolean;
    }
  | {
      readonly type: 'sms';
      /** Without "+", from the chosen region. */
      readonly countryDialingCode: string;
      readonly mobileNum: string;
      readonly code: string;
      readonly captcha?: string;
      readonly rememberMe: boolean;
    };

/** The number an SMS code is sent to. */
export interface SmsTarget {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
}

/** The captcha the server demanded (§4 "On login failure with a captcha flag … the captcha input and image appear"). */
export interface LoginCaptcha {
  /** The image as the server sends it (bare base64 PNG), or null while it loads. */
  readonly imageBase64: string | null;
}

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
  const [username, setUsername] = useState(initialValues.username ?? '');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState(initialValues.countryCode ?? countries[0]?.code ?? '');
  const [mobileNum, setMobileNum] = useState(initialValues.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [rememberMe, setRememberMe] = useState(initialValues.rememberMe ?? false);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [sendError, setSendError] = useState<ValidationError | null>(null);
  const lastSendAt = useRef<number | null>(null);
  const { ref: formRef, requestFocus } = useFocusFirstInvalid<HTMLFormElement>();
  const socialTitleId = useId();

  const isCaptchaShown = Boolean(captcha);
  const mobileCheck = { region: countryCode, phoneDigits };

  const currentErrors = (): FormErrors<Field> => {
    if (activeTab === 'username') {
      return validateLoginByUsername({ username, password, captcha: captchaText }, { isCaptchaShown });
    }
    const sms = validateLoginBySms({ mobileNum, verificationCode: code }, mobileCheck);
    return {
      ...(sms.mobileNum ? { mobileNum: sms.mobileNum } : {}),
      ...(sms.verificationCode ? { code: sms.verificationCode } : {}),
      ...(isCaptchaShown && isBlank(captchaText) ? { captcha: REQUIRED } : {}),
    };
  };
  const errors: FormErrors<Field> = hasTriedSubmit ? currentErrors() : {};
  const mobileError = errors.mobileNum ?? sendError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting || isStartingFreePlay) return;
    setHasTriedSubmit(true);
    if (hasErrors(currentErrors())) {
      requestFocus();
      return;
    }
    const captchaPart = isCaptchaShown ? { captcha: captchaText.trim() } : {};
    if (activeTab === 'username') {
      const trimmed = trimLoginByUsername({ username, password });
      onSubmit({
        type: 'username',
        username: trimmed.username,
        password: trimmed.password,
        ...captchaPart,
        rememberMe,
      });
    } else {
      const dialingCode = countries.find((c) => c.code === countryCode)?.dialingCode ?? '';
      onSubmit({ type: 'sms', countryDialingCode: dialingCode, mobileNum, code, ...captchaPart, rememberMe });
    }
  };

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
    const dialingCode = countries.find((c) => c.code === countryCode)?.dialingCode ?? '';
    onSendSmsCode({ countryDialingCode: dialingCode, mobileNum });
  };

  const usernameFields = (
    <Fields>
      <TextField
        label={t('LoginDialog.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={message(errors.username)}
        isRequired
      />
      <PasswordField
        label={t('LoginDialog.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={message(errors.password)}
        isRequired
      />
    </Fields>
  );

  const smsFields = (
    <Fields>
      <PhoneField
        countries={countries}
        countryCode={countryCode}
        onCountryChange={(next) => {
          setCountryCode(next);
          setSendError(null);
        }}
        value={mobileNum}
        onChange={(next) => {
          setMobileNum(next);
          setSendError(null);
        }}
        label={t('LoginDialog.mobile')}
        error={message(mobileError)}
      />
      <FieldWithAction>
        <TextField
          label={t('LoginDialog.code')}
          name="verificationCode"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={message(errors.code)}
          isRequired
        />
        <CountdownButton
          startedAt={smsSentAt}
          totalSeconds={smsCountdownSeconds}
          clock={clock}
          onSend={sendCode}
          isSending={isSendingSmsCode}
        />
      </FieldWithAction>
    </Fields>
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
      <Form ref={formRef} onSubmit={submit} noValidate>
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
        <ServerError errorKey={errorKey} />
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
          <Social role="group" aria-labelledby={socialTitleId}>
            <SectionTitle id={socialTitleId}>{t('LoginDialog.socialTitle')}</SectionTitle>
            <ButtonRow>
              {socialProviders.map((provider) => (
                <Button key={provider} variant="secondary" onClick={() => onSocialSignIn(provider)}>
                  {t(`LoginDialog.social.${provider}`)}
                </Button>
              ))}
            </ButtonRow>
          </Social>
        )}
      </Form>
    </Dialog>
  );
}
