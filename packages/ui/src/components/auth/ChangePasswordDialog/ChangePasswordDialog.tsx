import {
  DEFAULT_PASSWORD_RULE,
  hasErrors,
  ruleError,
  validateChangePassword,
  type ChangePasswordField,
  type FieldRule,
  type FormErrors,
} from '@atrium/domain/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { Form, Notice } from '../shared/AuthForm.styles';
import { ServerError } from '../shared/ServerError';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { useValidationMessage } from '../shared/validationMessage';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(authEnglish);

/** §4 "if password equals default {secret}, or expired with expiry enabled … forced change-password popup opens". */
export type ForcedPasswordChangeReason = 'defaultPassword' | 'expired';

/** What the dialog hands over (§7 POST /wps/member/password: oldPassword, newPassword, confirmNewPassword). */
export interface PasswordChange {
  /** Absent when `needsOldPassword` is false (the password just typed at login is still held). */
  readonly oldPassword?: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export interface ChangePasswordDialogProps {
  readonly isOpen: boolean;
  /**
   * `forced`: after login with the default or an expired password; it cannot be dismissed, only answered or left
   * by logging out (`onSignOut`). `voluntary`: from the account area, closable (`onClose`).
   */
  readonly variant: 'forced' | 'voluntary';
  /** Why the change is forced (explanatory text); only for the `forced` variant. */
  readonly reason?: ForcedPasswordChangeReason;
  /** §5 "old password required unless already held": false hides the field. True by default. */
  readonly needsOldPassword?: boolean;
  /** The server's password rule (`fieldRulesFromWire(...).password`); the domain default otherwise. */
  readonly passwordRule?: FieldRule;
  /** Called with valid input; never while `isSubmitting`. */
  readonly onSubmit: (change: PasswordChange) => void;
  readonly isSubmitting?: boolean;
  /** The server's refusal, an `errors` key (e.g. `errors:field.passwordIncorrect`). */
  readonly errorKey?: string | null;
  /** Voluntary variant: Cancel, the close button, Escape or a click outside. */
  readonly onClose?: () => void;
  /** Forced variant: the way out without changing the password. */
  readonly onSignOut?: () => void;
}

/**
 * Spec §5 "Change password: old password required unless already held; new password required with password rule;
 * confirmation required and equal"; §4 forced change after login (default or expired password).
 */
export function ChangePasswordDialog({
  isOpen,
  variant,
  reason,
  needsOldPassword = true,
  passwordRule = DEFAULT_PASSWORD_RULE,
  onSubmit,
  isSubmitting = false,
  errorKey,
  onClose,
  onSignOut,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const { ref, requestFocus } = useFocusFirstInvalid<HTMLFormElement>();
  const isForced = variant === 'forced';

  const currentErrors = (): FormErrors<ChangePasswordField> =>
    validateChangePassword(
      { oldPassword, newPassword, confirmPassword },
      { isOldPasswordHeld: !needsOldPassword, rules: { password: passwordRule } },
    );
  const errors = hasTriedSubmit ? currentErrors() : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setHasTriedSubmit(true);
    if (hasErrors(currentErrors())) {
      requestFocus();
      return;
    }
    onSubmit({ ...(needsOldPassword ? { oldPassword } : {}), newPassword, confirmPassword });
  };

  return (
    <Dialog
      title={t('ChangePasswordDialog.title')}
      isOpen={isOpen}
      isDismissible={!isForced}
      onOpenChange={(next) => {
        if (!next && !isForced) onClose?.();
      }}
    >
      <Form ref={ref} onSubmit={submit} noValidate>
        {isForced && reason && <Notice>{t(`ChangePasswordDialog.reason.${reason}`)}</Notice>}
        {needsOldPassword && (
          <PasswordField
            label={t('ChangePasswordDialog.oldPassword')}
            name="oldPassword"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => setOldPassword(event.target.value)}
            error={message(errors.oldPassword)}
            isRequired
          />
        )}
        <PasswordField
          label={t('ChangePasswordDialog.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          hint={message(ruleError(passwordRule))}
          error={message(errors.newPassword)}
          isRequired
        />
        <PasswordField
          label={t('ChangePasswordDialog.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={message(errors.confirmPassword)}
          isRequired
        />
        <ServerError errorKey={errorKey} />
        <Dialog.Footer>
          {isForced
            ? onSignOut && (
                <Button variant="secondary" onClick={onSignOut} disabled={isSubmitting}>
                  {t('ChangePasswordDialog.signOut')}
                </Button>
              )
            : onClose && (
                <Button variant="secondary" onClick={onClose}>
                  {t('ChangePasswordDialog.cancel')}
                </Button>
              )}
          <Button type="submit" isLoading={isSubmitting}>
            {t('ChangePasswordDialog.submit')}
          </Button>
        </Dialog.Footer>
      </Form>
    </Dialog>
  );
}
