import { platformLanguageFromTag } from '@atrium/domain/i18n';
import { UI_LOCALES, type UiLocale } from '@atrium/ui/i18n';

/** The first of the browser's languages that has a UI catalog, else English. */
export function pickUiLocale(preferred: readonly string[]): UiLocale {
  for (const tag of preferred) {
    const exact = UI_LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const code = platformLanguageFromTag(tag);
    if (code === 'CN') return 'zh-CN';
    if (code === 'AR') return 'ar';
    if (code === 'EN') return 'en';
  }
  return 'en';
}

/** The platform's language code for a UI locale, as the `Language` header wants it (docs/protocol.md). */
export function platformLanguageOf(locale: UiLocale): string {
  return platformLanguageFromTag(locale) ?? 'EN';
}
