import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import type { RecordColumn } from './RecordTable';
import type { RecordLoadState } from './RecordPage';
import recordsEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';

registerPart('records', recordsEnglish);

/** A report's visible table as text (translated headers, cells as shown), handed to the container to save as CSV. */
export interface CsvTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** A column that also says how its cell reads in the exported file (plain text: no markup, no currency sign). */
export type CsvColumn<T> = RecordColumn<T> & { readonly csv: (row: T) => string };

/** An amount in integer cents as the exported file writes it: two decimals, a dot, no sign of the currency. */
export function csvAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The table as shown: the columns' headers and each row's cells as the columns write them for the file. */
export function visibleTable<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): CsvTable {
  return { header: columns.map((c) => c.header), rows: rows.map((row) => columns.map((c) => c.csv(row))) };
}

export interface ReportSearchProps {
  /** The search landmark's name, e.g. "Search by username". */
  readonly name: string;
  /** The field's label. */
  readonly label: string;
  readonly buttonLabel: string;
  /** The search in force (from the address); the field starts with it. */
  readonly value: string;
  /** The trimmed text, on submit (Enter or the button); blank for everyone. */
  readonly onSearch: (value: string) => void;
}

/** A report's name search: typed freely, applied on submit, so a half-typed name asks the platform nothing. */
export function ReportSearch({ name, label, buttonLabel, value, onSearch }: ReportSearchProps) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label={name} onSubmit={submit}>
      <TextField
        label={label}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
        trailingAction={
          <Button type="submit" variant="secondary">
            {buttonLabel}
          </Button>
        }
      />
    </form>
  );
}

const ExportRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const ExportError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.danger};
  font-size: ${({ theme }) => theme.font.sizeSmall};
`;

/** Makes the file's table from every row the filters select, with the columns as the page shows them. */
export type CsvTableOf<T> = (rows: readonly T[]) => CsvTable;

/**
 * A report's CSV export, handed the way to make the file's table: the container fetches every page the filters select
 * (not the page on screen), saves the file, and settles; a rejection is shown beside the button.
 */
export type ReportExportHandler<T> = (toTable: CsvTableOf<T>) => Promise<ReportExportOutcome>;

/**
 * How an export ended when it did not fail: saved, or not attempted because the filters select more lines than one
 * file holds (the user narrows the range or the downline; a file cut short would pass for the whole selection).
 */
export type ReportExportOutcome =
  { readonly status: 'saved' } | { readonly status: 'tooLarge'; readonly rowCount: number; readonly maxRows: number };

/** The table maker of a report's columns, for its `onExportCsv`. */
export function csvTableOf<T>(columns: readonly CsvColumn<T>[]): CsvTableOf<T> {
  return (rows) => visibleTable(columns, rows);
}

export interface ReportExportProps {
  readonly label: string;
  /** Off while there is nothing to export: no answer yet, a failure, or an empty range that is not being replaced. */
  readonly isDisabled: boolean;
  /** Fetches and saves the file; the button is busy until it settles, and says so if it fails. */
  readonly onExport: () => Promise<ReportExportOutcome>;
}

/** Whether a report's export can be pressed: once an answer is there (even while the next one loads). */
export function canExport(state: RecordLoadState): boolean {
  return state.status === 'ready' && (!state.isEmpty || state.isUpdating === true);
}

/** The export of the report as CSV, at the end of the filters. */
export function ReportExport({ label, isDisabled, onExport }: ReportExportProps) {
  const { t, i18n } = useTranslation('ui');
  const [isExporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const start = () => {
    setExporting(true);
    setProblem(null);
    // A handler that throws at once fails the same way as one whose promise rejects.
    Promise.resolve()
      .then(onExport)
      .then(
        (outcome) => {
          setExporting(false);
          if (outcome.status === 'tooLarge') {
            const count = new Intl.NumberFormat(i18n.language);
            setProblem(
              t('Records.export.tooLarge', {
                rows: count.format(outcome.rowCount),
                max: count.format(outcome.maxRows),
              }),
            );
          }
        },
        () => {
          setExporting(false);
          setProblem(t('Records.export.failed'));
        },
      );
  };
  return (
    <ExportRow>
      <Button
        variant="secondary"
        onClick={start}
        disabled={isDisabled}
        isLoading={isExporting}
        aria-describedby={problem ? errorId : undefined}
      >
        {label}
      </Button>
      {problem && (
        <ExportError id={errorId} role="alert">
          {problem}
        </ExportError>
      )}
    </ExportRow>
  );
}
