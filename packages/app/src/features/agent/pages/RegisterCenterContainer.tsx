import { useQuery, useQueryClient } from '@tanstack/react-query';
import { registerDownlineMutationOptions, registerOptionsQueryOptions } from '@atrium/api/agentTeam';
import { isApiError } from '@atrium/api/errors';
import { registerRulesQueryOptions } from '@atrium/api/registration';
import { RegisterDownline, type RegisterDownlineRequest, type RegisterDownlineResult } from '@atrium/ui/agent';
import { ErrorState, Skeleton } from '@atrium/ui/primitives';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../shared/apiClient';
import { useSubmitMutation } from '../../../shared/submit';

/** The refusals that name a field of the form: shown under it rather than above the button. */
const FIELD_OF_ERROR: Readonly<Record<string, string>> = {
  'errors:field.usernameTaken': 'username',
  'errors:field.emailTaken': 'email',
  'errors:field.passwordMismatch': 'confirmPassword',
};

/**
 * §2 registerCenter: a downline registered with the registration rules, a rebate rate per game kind within the
 * agent's own, and the agent type only when the agent may create agents; sent encrypted once per press and never
 * retried; the team list is read again so the new account is in team management at once. A refusal keeps what was
 * typed; a refusal that names a field is shown under it.
 */
export function RegisterCenterContainer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const rules = useQuery(registerRulesQueryOptions(client));
  const options = useQuery(registerOptionsQueryOptions(client));
  const registration = useSubmitMutation(registerDownlineMutationOptions(client, queryClient));
  const [result, setResult] = useState<RegisterDownlineResult | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // A new object per refusal, so the same refusal twice shows again under a field edited in between.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | null>(null);

  const failed = rules.isError ? rules : options.isError ? options : null;
  if (failed) {
    return (
      <ErrorState
        messageKey={isApiError(failed.error) ? failed.error.messageKey : undefined}
        isRetrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!rules.data || !options.data) return <Skeleton variant="text" lines={4} />;

  const onSubmit = (request: RegisterDownlineRequest) => {
    setErrorKey(null);
    setFieldErrors(null);
    registration.submit(request, {
      onSuccess: (made) => {
        setResult({ id: made.id, username: made.username });
      },
      onError: (error) => {
        const key = isApiError(error) ? error.messageKey : 'errors:unknown';
        const field = FIELD_OF_ERROR[key];
        if (field) setFieldErrors({ [field]: t(key) });
        else setErrorKey(key);
      },
    });
  };

  return (
    <RegisterDownline
      rules={rules.data}
      canAddAgent={options.data.canCreateAgent}
      ownRebates={options.data.ownRebates}
      onSubmit={onSubmit}
      isSubmitting={registration.isPending}
      result={result}
      errorMessage={errorKey ? t(errorKey) : null}
      fieldErrors={fieldErrors}
      onOpenTeam={
        result
          ? () => void navigate(`/agentHome?tab=downlineManagmentView&q=${encodeURIComponent(result.username)}`)
          : undefined
      }
    />
  );
}
