import { formatBalance } from '@atrium/domain/format';

/** Cents as the member reads them: the currency symbol, two decimals, the reader's separators. */
export function formatCents(cents: number, currencySymbol: string, locale: string): string {
  return formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
}

/** Whole points with the reader's group separators. */
export function formatPoints(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points);
}

/** A signed change of points: "+120", "−500". */
export function formatPointsChange(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(points);
}

/** An instant as the reader writes dates and times. */
export function formatInstant(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}
