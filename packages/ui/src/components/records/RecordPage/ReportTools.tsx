import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import type { RecordColumn } from './RecordTable';

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
  align-items: flex-end;
  justify-content: flex-end;
  min-width: 0;
`;

export interface ReportExportProps {
  readonly label: string;
  /** The visible table, or null while there is none (loading, empty, failed): the button is then off. */
  readonly table: CsvTable | null;
  readonly onExport: (table: CsvTable) => void;
}

/** The export of the visible table as CSV, at the end of the filters. */
export function ReportExport({ label, table, onExport }: ReportExportProps) {
  return (
    <ExportRow>
      <Button variant="secondary" onClick={() => table && onExport(table)} disabled={table === null}>
        {label}
      </Button>
    </ExportRow>
  );
}
