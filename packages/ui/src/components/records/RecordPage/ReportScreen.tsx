import { formatNoticeTime } from '@atrium/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayText, MoneyCell, RecordPageFrame, TimeText, useMoneyText, type RecordPageFrameProps } from './RecordPage';
import { RecordFilter } from './RecordFilter';
import { RecordTable } from './RecordTable';
import {
  canExport,
  csvAmount,
  csvTableOf,
  ReportExport,
  ReportSearch,
  type CsvColumn,
  type ReportExportHandler,
  type ReportSearchProps,
} from './ReportTools';

/** A choice among a report's own values; the first option ("All") passes null. */
export interface ReportSelect {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly value: string | null;
  /** Called with one of `options`' values (so typed by the report), or null for "All". */
  readonly onChange: (value: never) => void;
}

/** The options of a select: each value with its translated name. */
export function optionsOf<T extends string>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A select of a report: its label, its values with their names, the value in force and where a choice goes. */
export function selectOf<V extends string>(
  label: string,
  values: readonly V[],
  text: (value: V) => string,
  value: V | null,
  onChange: (value: V | null) => void,
): ReportSelect {
  return { label, options: optionsOf(values, text), value, onChange };
}

/** Where a report's filter goes: `set('status')` passes a new status on with the other filters as they were. */
export function filterSetter<F extends object>(filters: F, onChange: (filters: F) => void) {
  return <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      onChange({ ...filters, [key]: value });
}

/** The page and page count of a loaded report page (`total` rows in pages of `size`); the first page before. */
export function pagesOf(data: { readonly page: number; readonly total: number; readonly size: number } | null) {
  return { page: data?.page ?? 1, totalPages: data ? Math.ceil(data.total / data.size) : 0 };
}

export interface ReportScreenProps<T> extends Omit<RecordPageFrameProps, 'filters' | 'children'> {
  /** The table's caption, and the name of its scrolling region. */
  readonly caption: string;
  readonly columns: readonly CsvColumn<T>[];
  /** The loaded rows; null while there are none to show (the frame shows the loading, empty or failed state). */
  readonly rows: readonly T[] | null;
  readonly rowKey: (row: T) => string;
  readonly selects?: readonly ReportSelect[];
  readonly search?: ReportSearchProps;
  /** The export button's label and handler: no export without them. */
  readonly exportLabel?: string;
  readonly onExportCsv?: ReportExportHandler<T>;
}

/** The props of a report over the record frame: the frame's, less what the report itself fills in. */
export type FrameReportProps = Omit<RecordPageFrameProps, 'filters' | 'totals' | 'children'>;

/** The props of a report of one range with no pages (profit, income). */
export type UnpagedReportProps = Omit<FrameReportProps, 'page' | 'totalPages' | 'onPageChange'>;

/** The props of an agent report: the frame's, a loaded page (or null), its pager and its CSV export. */
export type PagedReportProps<TData, TRow> = Omit<FrameReportProps, 'page' | 'totalPages'> & {
  /** The loaded page; shown when ready and not empty. */
  readonly data: TData | null;
  readonly onPageChange: (page: number) => void;
  /** Exports what the filters select, every page, as a CSV file, given how the columns write a row. */
  readonly onExportCsv: ReportExportHandler<TRow>;
};

/**
 * The one report screen of the member records and the agent reports: range and date presets (the record frame's
 * DateRangePicker), the selects, a name search and the CSV export (in that order), then the totals, the table (cards
 * on phones) and its pager, or the loading, empty or failed state with its retry. Each report only says which
 * columns, filters and totals it has.
 */
export function ReportScreen<T>({
  caption,
  columns,
  rows,
  rowKey,
  selects = [],
  search,
  exportLabel,
  onExportCsv,
  ...frame
}: ReportScreenProps<T>) {
  const hasFilters = selects.length > 0 || search !== undefined || onExportCsv !== undefined;
  return (
    <RecordPageFrame
      {...frame}
      filters={
        hasFilters ? (
          <>
            {selects.map((select) => (
              // The options are the report's own values, so what comes back is one of them (or null).
              <RecordFilter key={select.label} {...select} onChange={select.onChange as (v: string | null) => void} />
            ))}
            {search && <ReportSearch {...search} />}
            {onExportCsv && (
              <ReportExport
                label={exportLabel ?? ''}
                isDisabled={!canExport(frame.state)}
                onExport={() => onExportCsv(csvTableOf(columns))}
              />
            )}
          </>
        ) : undefined
      }
    >
      {rows && <RecordTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />}
    </RecordPageFrame>
  );
}

/**
 * The kinds of column the reports are made of, each written on screen and in the exported file alike: amounts in the
 * currency (signed ones with their plus, coloured by sign) and as plain decimals in the file, counts, moments on the
 * platform clock, days, and text.
 */
export function useReportColumns<T>(currencySymbol: string, offsetMinutes: number) {
  const { t, i18n } = useTranslation('ui');
  const money = useMoneyText(currencySymbol);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  return {
    /**
     * A name search, its words under one key prefix: `<keys>.<field>` (the label), `<keys>.<field>Search` (the
     * landmark) and `<keys>.search` (the button).
     */
    search: (keys: string, field: string, value: string, onSearch: (value: string) => void): ReportSearchProps => ({
      name: t(`${keys}.${field}Search`),
      label: t(`${keys}.${field}`),
      buttonLabel: t(`${keys}.search`),
      value,
      onSearch,
    }),
    text: (id: string, header: string, text: (row: T) => string, isRowHeader?: boolean): CsvColumn<T> => ({
      id,
      header,
      isRowHeader,
      cell: text,
      csv: text,
    }),
    /** A code (a reference, a bet id) read left to right in every language. */
    code: (id: string, header: string, text: (row: T) => string): CsvColumn<T> => ({
      id,
      header,
      cell: (row) => <span dir="ltr">{text(row)}</span>,
      csv: text,
    }),
    money: (id: string, header: string, cents: (row: T) => number, signed = false): CsvColumn<T> => ({
      id,
      header,
      isNumeric: true,
      cell: (row) => <MoneyCell cents={cents(row)} text={money(cents(row), signed)} signed={signed} />,
      csv: (row) => csvAmount(cents(row)),
    }),
    count: (id: string, header: string, count: (row: T) => number): CsvColumn<T> => ({
      id,
      header,
      isNumeric: true,
      cell: (row) => number.format(count(row)),
      csv: (row) => String(count(row)),
    }),
    time: (id: string, header: string, at: (row: T) => number, isRowHeader?: boolean): CsvColumn<T> => ({
      id,
      header,
      isRowHeader,
      cell: (row) => <TimeText at={at(row)} offsetMinutes={offsetMinutes} />,
      csv: (row) => formatNoticeTime(at(row), offsetMinutes),
    }),
    day: (id: string, header: string, date: (row: T) => string): CsvColumn<T> => ({
      id,
      header,
      isRowHeader: true,
      cell: (row) => <DayText date={date(row)} />,
      csv: date,
    }),
    /** A column whose cell is drawn by the report (and written to the file by `csv`). */
    custom: (id: string, header: string, cell: (row: T) => ReactNode, csv: (row: T) => string): CsvColumn<T> => ({
      id,
      header,
      cell,
      csv,
    }),
  };
}
