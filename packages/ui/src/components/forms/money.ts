import { formatBalance } from '@atrium/domain/format';
import type { TransferAmountError } from '@atrium/domain/wallet';

/** Cents as the member reads them: the server's currency symbol, two decimals, the reader's separators. */
export function formatCents(cents: number, currencySymbol: string, locale: string): string {
  return formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
}

/** An instant as the reader writes dates and times (medium date, short time). */
export function formatInstant(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}

/** The catalog key of each transfer-amount error (Wallet.amountError.*, the `wallet` part). */
export const AMOUNT_ERROR_KEYS: Readonly<Record<TransferAmountError, string>> = {
  required: 'Wallet.amountError.required',
  format: 'Wallet.amountError.format',
  notPositive: 'Wallet.amountError.notPositive',
  overBalance: 'Wallet.amountError.overBalance',
};
