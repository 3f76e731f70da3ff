import {
  DATE_RANGE_PRESETS,
  dateRangePreset,
  MAX_DATE_RANGE_DAYS,
  presetOfRange,
  validateDateRange,
  type DateRangeError,
  type DateRangePreset,
} from '@atrium/domain/format';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import dateRangeEnglish from '../../../i18n/locales/en/ui/dateRange.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../Button';
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
} from './DateRangePicker.styles';

// Only the report pages pick dates: their English travels with this component, not with the first paint.
registerPart('dateRange', dateRangeEnglish);

/** A range of calendar days, each end as yyyy-MM-dd, both inclusive. */
export interface DateRangeValue {
  readonly start: string;
  readonly end: string;
}

export interface DateRangePickerProps {
  /** The range in force; null when none is chosen yet. */
  readonly value: DateRangeValue | null;
  /** Called with a preset's range at once, or with a custom range once it is applied and valid. */
  readonly onChange: (range: DateRangeValue) => void;
  /** The instant the presets count from (epoch ms): injected, so "today" is testable. */
  readonly now: number;
  /** The platform clock's UTC offset in minutes: the presets count its calendar days. */
  readonly offsetMinutes: number;
  /** Which presets to offer, in order (the domain's DateRangePreset); §9's four by default. */
  readonly presets?: readonly DateRangePreset[];
  /** The group's name, already translated; "Date range" by default. */
  readonly label?: string;
}

/**
 * §9 date range: the presets as one-press buttons (the one in force pressed), and a custom range of two dates
 * applied together, so a half-typed range (or one longer than the platform answers) never asks the platform; what
 * is wrong with it is said under the dates and the dates typed stay as they are.
 */
export function DateRangePicker({
  value,
  onChange,
  now,
  offsetMinutes,
  presets = DATE_RANGE_PRESETS,
  label,
}: DateRangePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const empty: DateRangeValue = { start: '', end: '' };
  const [draft, setDraft] = useState<DateRangeValue>(value ?? empty);
  const [error, setError] = useState<DateRangeError | null>(null);
  // A range chosen elsewhere (a preset, the address) replaces what was typed: reset during render, not in an effect.
  const [shown, setShown] = useState<DateRangeValue | null>(value);
  if (shown?.start !== value?.start || shown?.end !== value?.end) {
    setShown(value);
    setDraft(value ?? empty);
    setError(null);
  }
  const active = value ? presetOfRange(value, presets, now, offsetMinutes) : null;
  const apply = () => {
    const result = validateDateRange(draft, offsetMinutes);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onChange({ start: result.range.start, end: result.range.end });
  };
  const errorId = `${id}-error`;
  const invalid = error !== null || undefined;
  const describedBy = error ? errorId : undefined;
  return (
    <Fieldset>
      <Legend>{label ?? t('DateRangePicker.label')}</Legend>
      <Presets role="group" aria-label={t('DateRangePicker.presets')}>
        {presets.map((preset) => (
          <PresetButton
            key={preset}
            type="button"
            aria-pressed={active === preset}
            onClick={() => {
              const range = dateRangePreset(preset, now, offsetMinutes);
              onChange({ start: range.start, end: range.end });
            }}
          >
            {t(`DateRangePicker.preset.${preset}`)}
          </PresetButton>
        ))}
      </Presets>
      <CustomRange
        as="form"
        noValidate
        aria-label={t('DateRangePicker.custom')}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          apply();
        }}
      >
        <DateLabel>
          {t('DateRangePicker.start')}
          <DateInput
            type="date"
            value={draft.start}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => setDraft({ ...draft, start: event.target.value })}
          />
        </DateLabel>
        <DateLabel>
          {t('DateRangePicker.end')}
          <DateInput
            type="date"
            value={draft.end}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => setDraft({ ...draft, end: event.target.value })}
          />
        </DateLabel>
        <ApplySlot>
          <Button type="submit" variant="secondary">
            {t('DateRangePicker.apply')}
          </Button>
        </ApplySlot>
      </CustomRange>
      {error && (
        <RangeError id={errorId} role="alert">
          {t(`DateRangePicker.error.${error}`, {
            count: MAX_DATE_RANGE_DAYS,
            days: new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(MAX_DATE_RANGE_DAYS),
          })}
        </RangeError>
      )}
    </Fieldset>
  );
}
