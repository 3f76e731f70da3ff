import { formatBalance } from '@atrium/domain/format';
import { useTranslation } from 'react-i18next';

/** Formats cents in the visitor's language with the wallet's currency symbol. */
export function useMoney(currencySymbol: string): (cents: number) => string {
  const { i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (cents) => formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
}
