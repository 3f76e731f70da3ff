/** A day as the reader writes it (the platform's times are instants; the reader's calendar shows them). */
export function formatDay(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(epochMs));
}
