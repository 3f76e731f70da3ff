import {
  RECORD_RANGE_PRESETS,
  presetOfRange,
  recordRangePreset,
  validateRecordRange,
  type RecordRangeError,
} from '@atrium/domain/records';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import {
  ApplySlot,
  CustomRange,
  DateInput,
  DateLabel,
  Fieldset,
  Legend,
  PresetButton,
  Presets,
  RangeError,
} from './RecordPage.styles';
import type { RecordFormat, RecordRangeValue } from './RecordPage.types';
import recordsEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(recordsEnglish);

// ─── Date range ─────────────────────────────────────────────────────────────────────────────────────────────

export interface RecordRangeBarProps extends Pick<RecordFormat, 'now' | 'offsetMinutes'> {
  readonly value: RecordRangeValue;
  readonly onChange: (range: RecordRangeValue) => void;
}

/**
 * §9 date range: the presets as one-press buttons (the one in force pressed), and a custom range of two dates
 * applied together, so a half-typed range never asks the platform; a start after the end is said under the dates.
 */
export function RecordRangeBar({ value, onChange, now, offsetMinutes }: RecordRangeBarProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [draft, setDraft] = useState<RecordRangeValue>(value);
  const [error, setError] = useState<RecordRangeError | null>(null);
  // A range chosen elsewhere (a preset, the address) replaces what was typed: reset during render, not in an effect.
  const [shown, setShown] = useState<RecordRangeValue>(value);
  if (shown.start !== value.start || shown.end !== value.end) {
    setShown(value);
    setDraft(value);
    setError(null);
  }
  const active = presetOfRange(value, now, offsetMinutes);
  const apply = () => {
    const result = validateRecordRange(draft, offsetMinutes);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onChange({ start: result.range.start, end: result.range.end });
  };
  const errorId = `${id}-error`;
  return (
    <Fieldset>
      <Legend>{t('Records.range.label')}</Legend>
      <Presets role="group" aria-label={t('Records.range.presets')}>
        {RECORD_RANGE_PRESETS.map((preset) => (
          <PresetButton
            key={preset}
            type="button"
            aria-pressed={active === preset}
            onClick={() => {
              const range = recordRangePreset(preset, now, offsetMinutes);
              onChange({ start: range.start, end: range.end });
            }}
          >
            {t(`Records.range.preset.${preset}`)}
          </PresetButton>
        ))}
      </Presets>
      <CustomRange
        as="form"
        noValidate
        aria-label={t('Records.range.custom')}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          apply();
        }}
      >
        <DateLabel>
          {t('Records.range.start')}
          <DateInput
            type="date"
            value={draft.start}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDraft({ ...draft, start: event.target.value })}
          />
        </DateLabel>
        <DateLabel>
          {t('Records.range.end')}
          <DateInput
            type="date"
            value={draft.end}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDraft({ ...draft, end: event.target.value })}
          />
        </DateLabel>
        <ApplySlot>
          <Button type="submit" variant="secondary">
            {t('Records.range.apply')}
          </Button>
        </ApplySlot>
      </CustomRange>
      {error && (
        <RangeError id={errorId} role="alert">
          {t(`Records.range.error.${error.replace('range.', '')}`)}
        </RangeError>
      )}
    </Fieldset>
  );
}
