import { DATE_RANGE_PRESETS, dateRangePreset, type DateRangePreset } from '@atrium/domain/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, Fieldset, Inputs, Label, Legend, PresetButton, Presets } from './DateRangePicker.styles';

/** A range of calendar days, each end as yyyy-MM-dd, both inclusive. */
export interface DateRangeValue {
  readonly start: string;
  readonly end: string;
}

export interface DateRangePickerProps {
  readonly value: DateRangeValue | null;
  readonly onChange: (range: DateRangeValue) => void;
  /** The instant the presets count from (epoch ms): injected, so "today" is testable. */
  readonly now: number;
  /** The platform clock's UTC offset in minutes: the presets count its calendar days. */
  readonly offsetMinutes: number;
  /** Which presets to offer (spec §9: next or past 7 or 30 days); all of them by default. */
  readonly presets?: readonly DateRangePreset[];
  /** The group's name, already translated; "Date range" by default. */
  readonly label?: string;
}

/** A date range: the domain's presets as one-press buttons, and the two ends as date inputs. */
export function DateRangePicker({
  value,
  onChange,
  now,
  offsetMinutes,
  presets = DATE_RANGE_PRESETS,
  label,
}: DateRangePickerProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <Fieldset>
      <Legend>{label ?? t('DateRangePicker.label')}</Legend>
      <Presets role="group" aria-label={t('DateRangePicker.presets')}>
        {presets.map((preset) => {
          const range = dateRangePreset(preset, now, offsetMinutes);
          const isActive = value !== null && value.start === range.start && value.end === range.end;
          return (
            <PresetButton
              key={preset}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange({ start: range.start, end: range.end })}
            >
              {t(`DateRangePicker.preset.${preset}`)}
            </PresetButton>
          );
        })}
      </Presets>
      <Inputs>
        <Label htmlFor={`${id}-start`}>
          {t('DateRangePicker.start')}
          <DateInput
            id={`${id}-start`}
            type="date"
            value={value?.start ?? ''}
            max={value?.end || undefined}
            onChange={(event) => onChange({ start: event.target.value, end: value?.end ?? '' })}
          />
        </Label>
        <Label htmlFor={`${id}-end`}>
          {t('DateRangePicker.end')}
          <DateInput
            id={`${id}-end`}
            type="date"
            value={value?.end ?? ''}
            min={value?.start || undefined}
            onChange={(event) => onChange({ start: value?.start ?? '', end: event.target.value })}
          />
        </Label>
      </Inputs>
    </Fieldset>
  );
}
