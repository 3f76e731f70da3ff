/** One column of a CSV file: the row field it reads and the header the reader sees (already translated). */
export interface CsvColumn<K extends string = string> {
  readonly key: K;
  readonly label: string;
}

export type CsvCell = string | number | null | undefined;

/** A byte-order mark: without it Excel reads UTF-8 as the system code page (Chinese and Arabic names garbled). */
export const CSV_BOM = '\uFEFF';

// A plain number (a negative amount) is data; anything else starting like this a spreadsheet would run as a formula.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as RFC 4180 text, a formula-like start neutralised with a leading apostrophe (OWASP CSV injection). */
export function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = !PLAIN_NUMBER.test(text) && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The visible table as a CSV file's text: a header line of the labels, one line per row in the columns' order,
 * CRLF line ends (RFC 4180), a BOM first.
 */
export function toCsv<K extends string>(
  columns: readonly CsvColumn<K>[],
  rows: readonly Readonly<Partial<Record<K, CsvCell>>>[],
): string {
  const lines = [
    columns.map((c) => csvCell(c.label)).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c.key])).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
