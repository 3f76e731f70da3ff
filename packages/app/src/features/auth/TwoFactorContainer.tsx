import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorMethod } from '@atrium/api';
import { Button, Dialog, TextField } from '@atrium/ui';

export interface TwoFactorContainerProps {
  readonly method: TwoFactorMethod;
  /** The masked number or address the code went to, when known. */
  readonly maskedTarget: string | null;
  readonly isSubmitting: boolean;
  readonly errorKey: string | null;
  readonly onSubmit: (answer: string) => void;
  readonly onCancel: () => void;
}

/**
 * §2 "extra two-factor step for an unregistered IP". Until @atrium/ui's TwoFactorDialog lands, the step is drawn
 * with the Dialog primitive; the answer lives in component state only and is never stored.
 */
export function TwoFactorContainer({
  method,
  maskedTarget,
  isSubmitting,
  errorKey,
  onSubmit,
  onCancel,
}: TwoFactorContainerProps) {
  const { t } = useTranslation(['app', 'errors']);
  const [answer, setAnswer] = useState('');
  const [isBlank, setBlank] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() === '') {
      setBlank(true);
      return;
    }
    if (!isSubmitting) onSubmit(answer.trim());
  };
  const error = isBlank ? t('errors:verification.missing') : errorKey ? t(errorKey) : undefined;
  return (
    <Dialog
      title={t('app:auth.twoFactor.title')}
      description={
        maskedTarget ? t('app:auth.twoFactor.intro', { target: maskedTarget }) : t('app:auth.twoFactor.introNoTarget')
      }
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('app:auth.twoFactor.code')}
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            setBlank(false);
          }}
          inputMode={method === 'sms' || method === 'authenticator' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          isRequired
          {...(error ? { error } : {})}
        />
        <Dialog.Footer>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('app:auth.twoFactor.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {t('app:auth.twoFactor.submit')}
          </Button>
        </Dialog.Footer>
      </form>
    </Dialog>
  );
}
