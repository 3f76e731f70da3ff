import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { loginFailureOf, loginMutationOptions } from '@atrium/api/session';
import { captchaAfterLoginFailure } from '@atrium/domain/dialogs';
import { AgentLanding, type AgentLoginSubmission } from '@atrium/ui/agent';
import { useApiClient } from '../../shared/apiClient';
import { useBrand } from '../../shared/brand';
import { deviceId } from '../../shared/session';
import { useAuthInternals } from '../../shared/auth/authContext';
import { useLanguageSelect } from '../../shared/useLanguageSelect';
import { useCaptcha } from '../../shared/auth/useCaptcha';

const REJECTION_KEYS = {
  nonAgentCannotLogin: 'errors:login.nonAgent',
  nonMemberCannotLogin: 'errors:login.nonMember',
} as const;

/**
 * §2 /agent: the agent landing page with the agent-only login form (no remember box). §6 "Agent-only login rejects
 * non-agents" (§8 "Non-agents cannot log in"); after an agent login, /agentHome (the domain's post-login effects).
 */
export function AgentLandingRoute() {
  const client = useApiClient();
  const brand = useBrand();
  const { completeLogin } = useAuthInternals();
  const login = useMutation(loginMutationOptions(client));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const [isCompleting, setCompleting] = useState(false);
  const captcha = useCaptcha(isCaptchaShown);
  const submitting = useRef(false);
  const languageSelect = useLanguageSelect();
  const [year] = useState(() => new Date().getFullYear());

  async function submit(submission: AgentLoginSubmission) {
    if (submitting.current) return;
    submitting.current = true;
    setErrorKey(null);
    try {
      const info = await login.mutateAsync({
        request: {
          type: 'username',
          username: submission.username,
          password: submission.password,
          captcha: submission.captcha,
        },
        deviceId: deviceId(),
      });
      setCompleting(true);
      const result = await completeLogin(info, {
        loginType: 'username',
        entry: 'agentPage',
        enteredPassword: submission.password,
      });
      if (!result.ok) setErrorKey(REJECTION_KEYS[result.error]);
    } catch (error) {
      const failure = loginFailureOf(error);
      const value = typeof error === 'object' && error !== null && 'value' in error ? error.value : undefined;
      if (failure.showCaptcha || captchaAfterLoginFailure(isCaptchaShown, value).showCaptcha) {
        if (isCaptchaShown) captcha.refresh();
        setCaptchaShown(true);
      }
      setErrorKey(failure.messageKey);
    } finally {
      setCompleting(false);
      submitting.current = false;
    }
  }

  return (
    <AgentLanding
      brandName={brand.name}
      year={year}
      onSubmit={(submission) => void submit(submission)}
      isSubmitting={login.isPending || isCompleting}
      errorKey={errorKey}
      captcha={isCaptchaShown ? { imageBase64: captcha.imageBase64 } : null}
      onRefreshCaptcha={captcha.refresh}
      languageSelect={languageSelect}
    />
  );
}
