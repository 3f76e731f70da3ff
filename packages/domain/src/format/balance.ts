/**
 * §3 "Balance: number with currency symbol, 2 decimals"; §9 "Balance 2 decimals with thousands separators";
 * §1 "Currency symbol and balance come from the server"; §2 Header "hidden shows asterisks with the currency symbol".
 */

/** What the hidden balance shows in place of the digits: a fixed length, so it tells nothing about the amount. */
export const HIDDEN_BALANCE_MASK = '******';

export interface BalanceFormatOptions {
  /** BCP-47 tag used for digits and separators (see i18n `languageInfo(code).tag`). */
  readonly locale: string;
  /** The server's currency symbol, shown as given (e.g. "¥", "RM", "₫"). */
  readonly currencySymbol: string;
  /** The header's show/hide toggle. */
  readonly isHidden: boolean;
}

/** The parts of a displayed balance; `text` is the whole, the parts let the UI style the symbol apart. */
export interface FormattedBalance {
  readonly text: string;
  readonly currencySymbol: string;
  /** The signed amount with grouping and 2 decimals, or the mask when hidden. */
  readonly amount: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
      roundingMode: 'trunc',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Formats a balance. Decisions: the amount is cut (not rounded) to 2 decimals, so the header never shows more
 * money than the wallet holds (Intl reads the number's shortest decimal form, so 0.29 stays 0.29); the symbol comes
 * first, joined without a space, and the minus sign precedes it ("-¥1,234.50"); a negative amount that cuts to zero
 * shows as zero without a sign. A missing or non-finite amount gives `null`: the caller shows its loading state,
 * never "NaN".
 */
export function formatBalance(
  amount: number | null | undefined,
  options: BalanceFormatOptions,
): FormattedBalance | null {
  const { currencySymbol, isHidden, locale } = options;
  if (isHidden) return { text: `${currencySymbol}${HIDDEN_BALANCE_MASK}`, currencySymbol, amount: HIDDEN_BALANCE_MASK };
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  const formatter = formatterFor(locale);
  const magnitude = formatter.format(Math.abs(amount));
  const isNegative = amount < 0 && magnitude !== formatter.format(0);
  const sign = isNegative ? '-' : '';
  return { text: `${sign}${currencySymbol}${magnitude}`, currencySymbol, amount: `${sign}${magnitude}` };
}
