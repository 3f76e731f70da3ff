import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@atrium/api/errors';
import { registerRulesQueryOptions } from '@atrium/api/registration';
import { changePasswordMutationOptions } from '@atrium/api/password';
import type { ForcedPasswordChangeReason } from '@atrium/domain/session';
import { ChangePasswordDialog } from '@atrium/ui/auth';
import { useApiClient } from '../../shared/apiClient';
import { useAuthInternals } from '../../shared/auth/authContext';
import { useSubmitMutation } from '../../shared/submit';

export interface ChangePasswordContainerProps {
  /** Forced after login (default or expired password), or null when opened from the account area. */
  readonly forced: ForcedPasswordChangeReason | null;
}

/**
 * §4 forced change-password popup (then reload user info, close, go to /) and the voluntary change from the account
 * area; §5 change-password form. The old password is asked for: the app never holds the one typed at login. A change
 * the server accepted is confirmed in the dialog; its OK then closes it (and after a forced change, goes home).
 */
export function ChangePasswordContainer({ forced }: ChangePasswordContainerProps) {
  const client = useApiClient();
  const { afterPasswordChanged, setDialog } = useAuthInternals();
  const rules = useQuery(registerRulesQueryOptions(client));
  const change = useSubmitMutation(changePasswordMutationOptions(client));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isChanged, setChanged] = useState(false);
  return (
    <ChangePasswordDialog
      isOpen
      variant={forced ? 'forced' : 'voluntary'}
      {...(forced ? { reason: forced } : {})}
      needsOldPassword
      {...(rules.data?.password ? { passwordRule: rules.data.password } : {})}
      isSubmitting={change.isPending}
      errorKey={errorKey}
      isChanged={isChanged}
      onDone={() => afterPasswordChanged(forced !== null)}
      onSubmit={(form) => {
        if (!change.isPending) setErrorKey(null);
        change.submit(
          {
            oldPassword: form.oldPassword ?? '',
            newPassword: form.newPassword,
            confirmNewPassword: form.confirmPassword,
          },
          {
            onSuccess: () => {
              setErrorKey(null);
              setChanged(true);
            },
            onError: (error) => setErrorKey(isApiError(error) ? error.messageKey : 'errors:unknown'),
          },
        );
      }}
      onClose={() => setDialog(null)}
      onSignOut={() => setDialog({ kind: 'logoutConfirm' })}
    />
  );
}
