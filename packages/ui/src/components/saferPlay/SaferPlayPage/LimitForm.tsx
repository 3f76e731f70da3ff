import { parseAmountToCents } from '@atrium/domain/withdraw';
import { validateLimitValue, type LimitKey, type LimitSetting } from '@atrium/domain/saferPlay';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../forms/AmountField';
import { FormActions } from '../../forms/FormActions';
import { useFieldEntry } from '../../forms/useFieldEntry';
import { useSubmitGuard } from '../../forms/useSubmitGuard';
import { formatInstant } from '../../forms/money';
import { Button } from '../../primitives/Button';
import { Actions, Current, Form, Notice, Panel, PanelTitle } from './SaferPlayPage.styles';
import saferPlayEnglish from '../../../i18n/locales/en/ui/saferPlay.json';
import { registerPart } from '../../../i18n/registry';

registerPart('saferPlay', saferPlayEnglish);

export interface LimitFormProps {
  readonly limitKey: LimitKey;
  readonly setting: LimitSetting;
  /** A limit's value as the member reads it (money or minutes). */
  readonly display: (value: number) => string;
  readonly onSave: (key: LimitKey, value: number | null) => Promise<void> | void;
  readonly isSaving: boolean;
  /** Another limit is being saved: this one waits, so the page sends one change at a time. */
  readonly isBlocked: boolean;
  /** The platform's refusal of this limit: an `errors` key. */
  readonly refusalKey: string | null;
}

/** Money is typed as an amount (cents: at most two decimals); the session limit in whole minutes. */
function readLimit(key: LimitKey, text: string): number | null {
  if (key === 'sessionMinutes') return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
  return parseAmountToCents(text);
}

/**
 * One limit (docs/decisions/0012-safer-play.md): its value now, a looser value waiting with the local time it takes
 * effect, a new value to save and the removal. The domain's rule decides what is valid; the platform decides
 * whether the change applies at once or after the cooling-off period, and the page shows what it answered.
 */
export function LimitForm({ limitKey, setting, display, onSave, isSaving, isBlocked, refusalKey }: LimitFormProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const entry = useFieldEntry<'invalid'>();
  const guard = useSubmitGuard(isSaving);
  // What was typed goes once its save has come back without a refusal; a refusal keeps it to be corrected.
  const [wasSaving, setWasSaving] = useState(isSaving);
  if (isSaving !== wasSaving) {
    setWasSaving(isSaving);
    if (!isSaving && !refusalKey) entry.clear();
  }
  const locale = i18n.resolvedLanguage ?? 'en';
  const isMinutes = limitKey === 'sessionMinutes';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = readLimit(limitKey, entry.value);
    if (value === null || validateLimitValue(value) !== null) {
      entry.setError('invalid');
      return;
    }
    guard(() => void onSave(limitKey, value));
  };

  const { pending } = setting;
  return (
    <Panel as="form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <PanelTitle as="h3" id={titleId}>
        {t(`SaferPlay.limits.${limitKey}`)}
      </PanelTitle>
      <Current>
        {t('SaferPlay.current', { value: setting.value === null ? t('SaferPlay.none') : display(setting.value) })}
      </Current>
      {pending && (
        <Notice>
          {pending.value === null
            ? t('SaferPlay.pendingRemoval', { when: formatInstant(pending.effectiveAt, locale) })
            : t('SaferPlay.pending', {
                value: display(pending.value),
                when: formatInstant(pending.effectiveAt, locale),
              })}
        </Notice>
      )}
      <Form as="div">
        <AmountField
          label={t('SaferPlay.newValue')}
          value={entry.value}
          onChange={entry.change}
          inputMode={isMinutes ? 'numeric' : 'decimal'}
          error={entry.error ? t(isMinutes ? 'SaferPlay.invalidMinutes' : 'SaferPlay.invalidAmount') : undefined}
        />
        <FormActions
          submitLabel={t('SaferPlay.save')}
          isSubmitting={isSaving}
          isDisabled={isBlocked}
          failure={refusalKey ? t(refusalKey, { ns: 'errors' }) : null}
        />
        {setting.value !== null && pending?.value !== null && (
          <Actions>
            <Button
              variant="secondary"
              disabled={isSaving || isBlocked}
              onClick={() => guard(() => void onSave(limitKey, null))}
            >
              {t('SaferPlay.remove')}
            </Button>
          </Actions>
        )}
      </Form>
    </Panel>
  );
}
