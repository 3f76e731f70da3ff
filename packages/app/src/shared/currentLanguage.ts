import { platformLanguageFromTag, type PlatformLanguageCode } from '@atrium/domain/i18n';
import { isUiLocale, type UiLocale } from '@atrium/ui/i18n/locales';

/**
 * The page's language, readable without React: the api client sends it as the `Language` header of every call
 * (docs/protocol.md), so it must follow a language change at once. Kept tiny: main.tsx imports it before the app loads.
 */
let current: UiLocale = 'en';

export function setCurrentLocale(locale: UiLocale): void {
  current = locale;
}

export function currentLocale(): UiLocale {
  return current;
}

/** The platform code of the page's language (EN, CN, AR…). */
export function currentPlatformLanguage(): PlatformLanguageCode {
  return platformLanguageFromTag(current) ?? 'EN';
}

/** §3 "Stored: lang": the chosen UI language, kept across visits (a display preference, not a secret). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** The remembered language, when it is one the UI ships. */
export function rememberedLocale(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): UiLocale | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
    return value !== null && isUiLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
