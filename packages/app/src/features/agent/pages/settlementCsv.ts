/**
 * The visible table of a settlement page as a CSV file the agent saves. Cells are quoted as RFC 4180 says; a cell
 * that a spreadsheet would run as a formula (= + - @, tab, carriage return at its start, other than a plain number)
 * is written as text with a leading apostrophe; a byte-order mark makes Excel read UTF-8 (names in Chinese and Arabic).
 */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    // A plain number (a negative amount) is data, not a formula.
    const isNumber = /^-?\d+(\.\d+)?$/.test(text);
    const safe = !isNumber && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
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
