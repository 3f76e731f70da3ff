import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@atrium/api/errors';
import {
  affiliateQueryOptions,
  registerMutationOptions,
  registerRulesQueryOptions,
  registerSmsMutationOptions,
  type RegisterSmsVariables,
  type RegistrationForm,
} from '@atrium/api/registration';
import { AFTER_REGISTRATION_SUCCESS, registrationLayout, type RegistrationType } from '@atrium/domain/dialogs';
import { RegisterDialog, WarningDialog, type RegisterForm } from '@atrium/ui/auth';
import { useApiClient } from '../../shared/apiClient';
import { deviceId } from '../../shared/session';
import { useAuthInternals } from '../../shared/auth/authContext';
import { useSubmit } from '../../shared/submit';
import { SmsWarningContainer } from './SmsWarningContainer';
import { useAuthSettings } from './useAuthSettings';
import { useCaptcha } from '../../shared/auth/useCaptcha';
import { useSmsSender } from './useSmsSender';

/** §3 "referralCode (from URL query)". */
export const REFERRAL_QUERY_KEY = 'referralCode';

const INVALID_INVITATION = 'errors:invitationInvalid';

/**
 * §4 registration (type tabs per the switches, success logs in, closes, goes to /), §5 registration form (fields
 * from the server's rules, SMS code with countdown, captcha, affiliate code checked with the server first, terms and
 * age), §8 SMS failures and the invalid invitation code in a warning dialog. Nothing typed is lost on a refusal.
 */
export function RegisterDialogContainer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { setDialog, completeLogin } = useAuthInternals();
  const { switches, countries } = useAuthSettings();
  const rules = useQuery(registerRulesQueryOptions(client));
  const registration = useMutation(registerMutationOptions(client));
  const sms = useSmsSender<RegisterSmsVariables>(registerSmsMutationOptions(client));
  const captcha = useCaptcha(rules.data?.captcha?.enabled === true);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [warningKey, setWarningKey] = useState<string | null>(null);
  const layout = registrationLayout(switches);
  const referralCode = new URLSearchParams(location.search).get(REFERRAL_QUERY_KEY)?.trim() || undefined;

  // The affiliate check, the registration and the login that follows are one submit: a second press anywhere in it
  // would register twice (the first creates the account, the second is refused as a taken username).
  const submit = useSubmit(async (form: RegisterForm, type: RegistrationType) => {
    setErrorKey(null);
    const domain = window.location.host;
    const affiliateCode = form.affiliateCode?.trim();
    if (affiliateCode) {
      // §5 "If an affiliate code is present it is checked with the server before registering".
      try {
        const isValid = await queryClient.fetchQuery(affiliateQueryOptions(client, affiliateCode, domain));
        if (!isValid) {
          setWarningKey(INVALID_INVITATION);
          return;
        }
      } catch (error) {
        setErrorKey(isApiError(error) ? error.messageKey : 'errors:unknown');
        return;
      }
    }
    const { referralCode: fromUrl, ...fields } = form;
    const formToSend: RegistrationForm = fields;
    const info = await registration
      .mutateAsync({
        method: type === 'registerMobile' ? 'mobile' : 'username',
        form: formToSend,
        deviceId: deviceId(),
        domain,
        registerUrl: window.location.href,
        referralCode: fromUrl ?? referralCode,
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.messageKey === INVALID_INVITATION) setWarningKey(INVALID_INVITATION);
        else setErrorKey(isApiError(error) ? error.messageKey : 'errors:unknown');
        if (rules.data?.captcha?.enabled) captcha.refresh();
        return null;
      });
    if (!info) return;
    await completeLogin(info, { loginType: 'username', entry: 'popup', enteredPassword: null });
    for (const effect of AFTER_REGISTRATION_SUCCESS) {
      if (effect.type === 'closeRegisterPopup') setDialog(null);
      if (effect.type === 'navigate') void navigate(effect.to, { replace: effect.replace });
    }
  });

  return (
    <>
      <RegisterDialog
        isOpen
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        types={layout.types}
        defaultType={layout.defaultType}
        onTypeChange={() => setErrorKey(null)}
        rules={rules.data ?? {}}
        isSmsVerificationOn={layout.requiresSmsCode}
        countries={countries}
        smsSentAt={sms.sentAt}
        smsCountdownSeconds={sms.countdownSeconds}
        isSendingSms={sms.isSending}
        onSendSmsCode={(request) =>
          sms.send({ countryDialingCode: request.countryDialingCode, mobileNo: request.mobileNum, type: request.type })
        }
        captchaImage={captcha.imageBase64}
        onRefreshCaptcha={captcha.refresh}
        {...(referralCode ? { initialValues: { referralCode } } : {})}
        isSubmitting={submit.isPending}
        errorKey={errorKey}
        onSubmit={submit.run}
        onSwitchToLogin={() => setDialog({ kind: 'login', noticeKey: null })}
      />
      {sms.warning && <SmsWarningContainer warning={sms.warning} onClose={sms.dismissWarning} />}
      {warningKey && <WarningDialog isOpen messageKey={warningKey} onConfirm={() => setWarningKey(null)} />}
    </>
  );
}
