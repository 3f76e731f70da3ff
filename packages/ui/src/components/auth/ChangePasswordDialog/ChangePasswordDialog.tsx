import {
  DEFAULT_PASSWORD_RULE,
  ruleError,
  validateChangePassword,
  type ChangePasswordField,
  type FieldRule,
} from '@atrium/domain/validation';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Form, Notice } from '../../forms/DialogForm.styles';
import { Changed } from './ChangePasswordDialog.styles';
import { CredentialFields, useCredentialValues, type CredentialFieldSpec } from '../../forms/CredentialFields';
import { ServerError } from '../../forms/ServerError';
import { useValidatedForm } from '../../forms/useValidatedForm';
import { useValidationMessage } from '../../forms/validationMessage';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

registerPart('auth', authEnglish);

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
  /** The server accepted the change: the dialog says so instead of showing the form, until `onDone`. */
  readonly isChanged?: boolean;
  /** The confirmation's OK (and, for the voluntary variant, its close button, Escape or a click outside). */
  readonly onDone?: () => void;
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
  isChanged = false,
  onDone,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const [values, setValue] = useCredentialValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const isForced = variant === 'forced';

  const { ref, errors, submit } = useValidatedForm({
    validate: () =>
      validateChangePassword(values, { isOldPasswordHeld: !needsOldPassword, rules: { password: passwordRule } }),
    isBusy: isSubmitting,
    onValid: () => {
      const { oldPassword, newPassword, confirmPassword } = values;
      onSubmit({ ...(needsOldPassword ? { oldPassword } : {}), newPassword, confirmPassword });
    },
  });

  const oldPasswordField: CredentialFieldSpec<ChangePasswordField> = {
    name: 'oldPassword',
    kind: 'current-password',
    label: t('ChangePasswordDialog.oldPassword'),
  };
  const fields: readonly CredentialFieldSpec<ChangePasswordField>[] = [
    ...(needsOldPassword ? [oldPasswordField] : []),
    {
      name: 'newPassword',
      kind: 'new-password',
      label: t('ChangePasswordDialog.newPassword'),
      hint: message(ruleError(passwordRule)),
    },
    { name: 'confirmPassword', kind: 'new-password', label: t('ChangePasswordDialog.confirmPassword') },
  ];

  if (isChanged) {
    return (
      // Once the password has changed there is nothing left to force: Escape or Close finish like OK.
      <Dialog
        title={t('ChangePasswordDialog.title')}
        isOpen={isOpen}
        onOpenChange={(next) => {
          if (!next) onDone?.();
        }}
      >
        <Changed role="status">{t('ChangePasswordDialog.changed')}</Changed>
        <Dialog.Footer>
          <Button onClick={onDone}>{t('ChangePasswordDialog.done')}</Button>
        </Dialog.Footer>
      </Dialog>
    );
  }

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
        <CredentialFields fields={fields} values={values} onChange={setValue} errors={errors} />
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
