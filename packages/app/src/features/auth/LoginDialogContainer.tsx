import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  loginFailureOf,
  loginMutationOptions,
  loginSmsMutationOptions,
  type LoginRequest,
  type LoginSmsVariables,
  type TwoFactorMethod,
} from '@atrium/api/session';
import { captchaAfterLoginFailure, loginPopupLayout, registrationLayout } from '@atrium/domain/dialogs';
import { LoginDialog, type LoginSubmission, type SocialProvider } from '@atrium/ui/auth';
import { useApiClient } from '../../shared/apiClient';
import { deviceId, readRememberedLogin, saveRememberedLogin } from '../../shared/session';
import { useAuthInternals } from '../../shared/auth/authContext';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSubmit } from '../../shared/submit';
import { useSocialSignIn } from './social/useSocialSignIn';
import { useAuthSettings } from './useAuthSettings';
import { useCaptcha } from '../../shared/auth/useCaptcha';
import { exclusionRefusalMessage, type RefusalMessage } from '../../shared/saferPlay/refusalMessages';
import { useSmsSender } from './useSmsSender';
import { SmsWarningContainer } from './SmsWarningContainer';
import { TwoFactorContainer } from './TwoFactorContainer';

export interface LoginDialogContainerProps {
  /** An i18n key shown at the top (the session-expiry notice). */
  readonly noticeKey: string | null;
}

/** The pending username login the two-factor step completes; held in memory only, never stored. */
interface TwoFactorStep {
  readonly request: Extract<LoginRequest, { type: 'username' }>;
  readonly rememberMe: boolean;
  readonly method: TwoFactorMethod;
  readonly maskedTarget: string | null;
}

/**
 * The login popup (§4 Login popup, §5 login forms, §8): username or SMS login per the switches, captcha when the
 * server demands it, remember me (username and SMS number only, 1 day), the two-factor step for an unregistered
 * IP, social sign-in, then the domain's post-login effects.
 */
export function LoginDialogContainer({ noticeKey }: LoginDialogContainerProps) {
  const client = useApiClient();
  const { setDialog, completeLogin } = useAuthInternals();
  const { startFreePlay } = useAuthActions();
  const { switches, countries } = useAuthSettings();
  const login = useMutation(loginMutationOptions(client));
  const sms = useSmsSender<LoginSmsVariables>(loginSmsMutationOptions(client));
  const social = useSocialSignIn();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // A sign-in during a break or self-exclusion names its end; shown while its key is the error shown.
  const [exclusion, setExclusion] = useState<RefusalMessage | null>(null);
  const { i18n } = useTranslation();
  const showExclusion = (error: unknown) => {
    const refusal = exclusionRefusalMessage(error, i18n.resolvedLanguage ?? 'en');
    setExclusion(refusal);
    if (refusal) setErrorKey(refusal.key);
    return refusal !== null;
  };
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(isCaptchaShown);
  const [twoFactor, setTwoFactor] = useState<TwoFactorStep | null>(null);
  const [isStartingFreePlay, setStartingFreePlay] = useState(false);
  // Every way of signing in (username, SMS, the two-factor answer, free play, social) goes through one guard: while
  // one is on its way, or its post-login effects still run, no other starts.
  const signIn = useSubmit((task: () => Promise<void>) => task());

  const layout = loginPopupLayout({
    verificationCodeLoginEnabled: switches.VERIFICATION3,
    directRegistration: switches.DIRECTREG3,
  });
  const canRegister = registrationLayout(switches).isAvailable;

  const [remembered] = useState(() => readRememberedLogin(Date.now()));
  const initialValues = useMemo(() => {
    if (!remembered) return undefined;
    const country = countries.find((c) => c.dialingCode === remembered.countryDialingCode);
    return {
      rememberMe: true,
      ...(remembered.username ? { username: remembered.username } : {}),
      ...(remembered.mobileNum && country ? { mobileNum: remembered.mobileNum, countryCode: country.code } : {}),
      ...(!remembered.username && remembered.mobileNum ? { tab: 'sms' as const } : {}),
    };
  }, [remembered, countries]);

  async function attempt(request: LoginRequest, rememberMe: boolean) {
    setErrorKey(null);
    try {
      const info = await login.mutateAsync({ request, deviceId: deviceId() });
      saveRememberedLogin(
        request.type === 'username'
          ? { remember: rememberMe, username: request.username }
          : {
              remember: rememberMe,
              countryDialingCode: request.countryDialingCode,
              mobileNum: request.mobileNum,
            },
        Date.now(),
      );
      await completeLogin(info, {
        loginType: request.type,
        entry: 'popup',
        enteredPassword: request.type === 'username' ? request.password : null,
      });
    } catch (error) {
      const failure = loginFailureOf(error);
      const next = captchaAfterLoginFailure(isCaptchaShown, isCaptchaValue(error));
      if (failure.showCaptcha || next.showCaptcha) {
        if (isCaptchaShown) captcha.refresh();
        setCaptchaShown(true);
      }
      if (failure.verification && request.type === 'username') {
        setTwoFactor({
          request,
          rememberMe,
          method: failure.verification.method,
          maskedTarget: maskedTargetOf(error),
        });
        return;
      }
      if (!showExclusion(error)) setErrorKey(failure.messageKey);
    }
  }

  function onSubmit(submission: LoginSubmission) {
    const request: LoginRequest =
      submission.type === 'username'
        ? {
            type: 'username',
            username: submission.username,
            password: submission.password,
            captcha: submission.captcha,
          }
        : {
            type: 'sms',
            countryDialingCode: submission.countryDialingCode,
            mobileNum: submission.mobileNum,
            verificationCode: submission.code,
            captcha: submission.captcha,
          };
    signIn.run(() => attempt(request, submission.rememberMe));
  }

  /**
   * §1 trial accounts. No whitelabel switch id for free play is known (packages/domain session/switches.ts lists
   * none), so the entry is always offered; a refusal shows as the dialog's error.
   */
  async function onFreePlay() {
    setErrorKey(null);
    setStartingFreePlay(true);
    try {
      await startFreePlay();
    } catch (error) {
      setErrorKey(loginFailureOf(error).messageKey);
    } finally {
      setStartingFreePlay(false);
    }
  }

  async function onSocial(provider: SocialProvider) {
    setErrorKey(null);
    const outcome = await social.signIn(provider);
    if (outcome.ok) {
      const result = await completeLogin(outcome.login, {
        loginType: 'social',
        entry: 'social',
        enteredPassword: null,
      });
      if (!result.ok) {
        setErrorKey(`errors:login.${result.error === 'nonAgentCannotLogin' ? 'nonAgent' : 'nonMember'}`);
      }
    } else if (!showExclusion(outcome.error)) {
      setErrorKey(outcome.messageKey);
    }
  }

  // A refusal during a break names its end, whichever step it comes at (the login form or the two-factor one).
  const exclusionValues = exclusion && exclusion.key === errorKey ? exclusion.values : undefined;

  if (twoFactor) {
    return (
      <TwoFactorContainer
        method={twoFactor.method}
        maskedTarget={twoFactor.maskedTarget}
        isSubmitting={signIn.isPending}
        errorKey={errorKey}
        errorValues={exclusionValues}
        onCancel={() => {
          setTwoFactor(null);
          setErrorKey(null);
        }}
        onSubmit={(answer) =>
          signIn.run(() =>
            attempt({ ...twoFactor.request, verification: { method: twoFactor.method, answer } }, twoFactor.rememberMe),
          )
        }
      />
    );
  }

  return (
    <>
      <LoginDialog
        isOpen
        onClose={() => setDialog(null)}
        isSmsLoginEnabled={layout.tabs.includes('sms')}
        canRegister={canRegister}
        onSwitchToRegister={() => setDialog({ kind: 'register' })}
        onForgotPassword={() => setDialog({ kind: 'forgotPassword' })}
        onSubmit={onSubmit}
        isSubmitting={signIn.isPending && !isStartingFreePlay}
        errorKey={errorKey}
        {...(exclusionValues ? { errorValues: exclusionValues } : {})}
        noticeKey={noticeKey}
        captcha={isCaptchaShown ? { imageBase64: captcha.imageBase64 } : null}
        onRefreshCaptcha={captcha.refresh}
        countries={countries}
        {...(initialValues ? { initialValues } : {})}
        onSendSmsCode={(target) => sms.send(target)}
        smsSentAt={sms.sentAt}
        smsCountdownSeconds={sms.countdownSeconds}
        isSendingSmsCode={sms.isSending}
        socialProviders={social.providers}
        onSocialSignIn={(provider) => signIn.run(() => onSocial(provider))}
        onFreePlay={() => signIn.run(onFreePlay)}
        isStartingFreePlay={isStartingFreePlay}
      />
      {sms.warning && <SmsWarningContainer warning={sms.warning} onClose={sms.dismissWarning} />}
      {social.consent}
    </>
  );
}

/** The refusal's value, for the domain's captcha rule (docs/protocol.md `value.captcha`). */
function isCaptchaValue(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'value' in error ? error.value : undefined;
}

/** The masked phone or address the two-factor code went to, when the refusal names it (`value.mobile`). */
function maskedTargetOf(error: unknown): string | null {
  const value = isCaptchaValue(error);
  if (typeof value !== 'object' || value === null) return null;
  const mobile = (value as Record<string, unknown>)['mobile'];
  return typeof mobile === 'string' ? mobile : null;
}
