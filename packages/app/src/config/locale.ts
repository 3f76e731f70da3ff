import { platformLanguageFromTag } from '@atrium/domain/i18n';
import { UI_LOCALES, type UiLocale } from '@atrium/ui/i18n/locales';

/** The UI locale of each platform language code that has a catalog (CN → zh-CN, PT-BR → pt-BR…). */
const UI_LOCALE_BY_CODE = new Map(UI_LOCALES.map((locale) => [platformLanguageFromTag(locale), locale] as const));

/** The first of the browser's languages that has a UI catalog (zh-HK reads Traditional, pt reads pt-PT), else English. */
export function pickUiLocale(preferred: readonly string[]): UiLocale {
  for (const tag of preferred) {
    const exact = UI_LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const code = platformLanguageFromTag(tag);
    const locale = code === null ? undefined : UI_LOCALE_BY_CODE.get(code);
    if (locale) return locale;
  }
  return 'en';
}

/** The platform's language code for a UI locale, as the `Language` header wants it (docs/protocol.md). */
export function platformLanguageOf(locale: UiLocale): string {
  return platformLanguageFromTag(locale) ?? 'EN';
}
