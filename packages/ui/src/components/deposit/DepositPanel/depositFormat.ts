import { formatBalance } from '@atrium/domain/format';
import { useTranslation } from 'react-i18next';

export const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

export function useMoney(currencySymbol: string) {
  const { i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (cents: number) =>
    formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? String(cents / 100);
}

/**
 * An amount inside a sentence, isolated (FSI … PDI) so that in Arabic its symbol and digits keep their order and do
 * not pull the words around them out of place.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

export function useDateTime(timeZone: string | undefined) {
  const { i18n } = useTranslation('ui');
  const formatter = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  return (epochMs: number) => formatter.format(epochMs);
}
