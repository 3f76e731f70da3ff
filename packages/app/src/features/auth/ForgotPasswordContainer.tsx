import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@atrium/api/errors';
import { loginSmsMutationOptions, type LoginSmsVariables } from '@atrium/api/session';
import { registerRulesQueryOptions } from '@atrium/api/registration';
import { forgotPasswordEmailMutationOptions, resetPasswordByMobileMutationOptions } from '@atrium/api/password';
import { afterRecoverySuccess, recoveryLayout } from '@atrium/domain/dialogs';
import { ForgotPasswordDialog } from '@atrium/ui/auth';
import { useApiClient } from '../../shared/apiClient';
import { deviceId } from '../../shared/session';
import { useAuthInternals } from '../../shared/auth/authContext';
import { useSubmitMutation } from '../../shared/submit';
import { SmsWarningContainer } from './SmsWarningContainer';
import { useAuthSettings } from './useAuthSettings';
import { useSmsSender } from './useSmsSender';

/**
 * §4 Forgot password: e-mail or mobile (mobile first with CHNGPASSVERIF3); a mobile reset logs in and goes to /, an
 * e-mail request shows the sent message (§8). SMS failures show the warning dialog with the server's message.
 */
export function ForgotPasswordContainer() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { setDialog, completeLogin } = useAuthInternals();
  const { switches, countries } = useAuthSettings();
  const rules = useQuery(registerRulesQueryOptions(client));
  const byEmail = useSubmitMutation(forgotPasswordEmailMutationOptions(client));
  const byMobile = useSubmitMutation(resetPasswordByMobileMutationOptions(client));
  const sms = useSmsSender<LoginSmsVariables>(loginSmsMutationOptions(client));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isEmailSent, setEmailSent] = useState(false);
  const layout = recoveryLayout(switches);
  const fail = (error: unknown) => setErrorKey(isApiError(error) ? error.messageKey : 'errors:unknown');

  return (
    <>
      <ForgotPasswordDialog
        isOpen
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        methods={layout.methods}
        defaultMethod={layout.defaultMethod}
        onMethodChange={() => setErrorKey(null)}
        {...(rules.data ? { rules: rules.data } : {})}
        countries={countries}
        smsSentAt={sms.sentAt}
        smsCountdownSeconds={sms.countdownSeconds}
        isSendingSms={sms.isSending}
        onSendSmsCode={(request) =>
          sms.send({ countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum })
        }
        isEmailSent={isEmailSent}
        isSubmitting={byEmail.isPending || byMobile.isPending}
        errorKey={errorKey}
        onSubmitEmail={(form) => {
          if (!byEmail.isPending) setErrorKey(null);
          byEmail.submit(form, {
            onSuccess: () => {
              if (afterRecoverySuccess('email').some((e) => e.type === 'showResetSentNotice')) setEmailSent(true);
            },
            onError: fail,
          });
        }}
        onSubmitMobile={(form) => {
          if (!byMobile.isPending) setErrorKey(null);
          byMobile.submit(
            {
              countryDialingCode: form.countryDialingCode,
              mobileNum: form.mobileNum,
              verificationCode: form.verificationCode,
              newPassword: form.newPassword,
              deviceId: deviceId(),
            },
            {
              onSuccess: async (info) => {
                // §4 "Successful mobile reset logs in and goes to /": the post-login effects, then home.
                await completeLogin(info, { loginType: 'sms', entry: 'popup', enteredPassword: null });
                for (const effect of afterRecoverySuccess('mobile')) {
                  if (effect.type === 'closeForgotPasswordPopup') setDialog(null);
                  if (effect.type === 'navigate') void navigate(effect.to, { replace: effect.replace });
                }
              },
              onError: fail,
            },
          );
        }}
      />
      {sms.warning && <SmsWarningContainer warning={sms.warning} onClose={sms.dismissWarning} />}
    </>
  );
}
