import { CSV_BOM, csvCell } from '@atrium/domain/format';

/**
 * A report page's visible table (the ui hands over its header and rows as shown) as CSV text: the domain's cell rule
 * (RFC 4180 quoting, formula-like starts written as text), CRLF lines, a BOM first.
 */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Offers the text as a file download (an object URL on a temporary link, released at once). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A report's visible table (as the ui hands it over) saved as a CSV file. */
export function downloadTable(
  fileName: string,
  table: { readonly header: readonly string[]; readonly rows: readonly (readonly (string | number)[])[] },
): void {
  downloadCsv(fileName, csvText(table.header, table.rows));
}
