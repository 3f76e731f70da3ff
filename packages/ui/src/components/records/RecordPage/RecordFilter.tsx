import { useTranslation } from 'react-i18next';
import { Select } from '../../primitives/Select';
import recordsEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';

registerPart('records', recordsEnglish);

const ALL = 'all';

export interface RecordFilterProps<T extends string> {
  /** The filter's label, already translated. */
  readonly label: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  /** null: no filter ("All"). */
  readonly value: T | null;
  readonly onChange: (value: T | null) => void;
}

/** One filter of a record page: a labelled choice whose first option is "All". */
export function RecordFilter<T extends string>({ label, options, value, onChange }: RecordFilterProps<T>) {
  const { t } = useTranslation('ui');
  return (
    <Select
      label={label}
      options={[{ value: ALL, label: t('Records.filters.all') }, ...options]}
      value={value ?? ALL}
      onValueChange={(next) => onChange(next === ALL ? null : (options.find((o) => o.value === next)?.value ?? null))}
    />
  );
}
