import { ACTIVITY_APPLICATION_LIMITS, charCount, validateActivityApplication } from '@atrium/domain/validation';
import { useContext, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../primitives/Dialog';
import { TextField } from '../../primitives/TextField';
import { FormActions } from '../../forms/FormActions';
import { FormsOfflineContext } from '../../forms/offlineContext';
import { Form, Text } from './Application.styles';
import rewardsEnglish from '../../../i18n/locales/en/ui/rewards.json';
import { registerPart } from '../../../i18n/registry';

registerPart('rewards', rewardsEnglish);

export interface ApplicationDialogProps {
  /** The activity applied for; null: the dialog is closed. */
  readonly title: string | null;
  readonly onSubmit: (remark: string) => void;
  readonly onCancel: () => void;
  readonly isSubmitting?: boolean;
  /** The refusal (already translated): the dialog stays open with the note as typed. */
  readonly errorMessage?: string | null;
}

/**
 * §5 activity application: a reward reviewed before it is paid is claimed with a note (at most 140 characters, the
 * domain's limit, checked before anything is sent).
 */
export function ApplicationDialog({
  title,
  onSubmit,
  onCancel,
  isSubmitting = false,
  errorMessage = null,
}: ApplicationDialogProps) {
  const { t } = useTranslation('ui');
  const [remark, setRemark] = useState('');
  const [isTooLong, setTooLong] = useState(false);
  const isOffline = useContext(FormsOfflineContext);
  const max = ACTIVITY_APPLICATION_LIMITS.remarkMaxChars;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateActivityApplication({ remark, images: [] });
    setTooLong(errors.remark !== undefined);
    // The disabled button is not the only way to submit (requestSubmit): offline nothing is sent.
    if (errors.remark || isOffline) return;
    onSubmit(remark);
  };
  return (
    <Dialog
      title={t('Rewards.application.title', { title: title ?? '' })}
      isOpen={title !== null}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Form noValidate onSubmit={submit}>
        <Text>{t('Rewards.application.text')}</Text>
        <TextField
          label={t('Rewards.application.remark')}
          autoComplete="off"
          value={remark}
          onChange={(event) => {
            setRemark(event.target.value);
            setTooLong(false);
          }}
          hint={t('Rewards.application.remarkHint', { count: charCount(remark), max })}
          error={isTooLong ? t('Rewards.application.remarkTooLong', { max }) : undefined}
        />
        <FormActions
          submitLabel={t('Rewards.application.submit')}
          isSubmitting={isSubmitting}
          failure={errorMessage}
          cancelLabel={t('Rewards.application.cancel')}
          onCancel={onCancel}
          isInDialog
        />
      </Form>
    </Dialog>
  );
}
