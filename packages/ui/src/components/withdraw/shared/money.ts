import { formatBalance } from '@atrium/domain/format';

/** Cents as the member reads them: the server's currency symbol, two decimals, the reader's separators. */
export function formatCents(cents: number, currencySymbol: string, locale: string): string {
  return formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
}

/** An instant as the reader writes dates and times (short date, short time). */
export function formatInstant(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}
