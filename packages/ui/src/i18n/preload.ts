import { FIRST_PAINT_PARTS, type UiLocale } from './uiLocales';

/**
 * Starts fetching a language's part loaders and its first paint's parts, for the app's entry to call as soon as it
 * knows the language, beside the app's own code: by the time i18n starts, they have arrived (or are on their way).
 */
export function preloadLocaleCatalog(locale: UiLocale): void {
  if (locale === 'en') return;
  void import('./catalogLoaders')
    .then(async ({ loadLocaleCatalog }) => {
      const { parts } = await loadLocaleCatalog(locale);
      await Promise.all(FIRST_PAINT_PARTS.map((part) => parts[`./ui/${part}.json`]?.()));
    })
    .catch(() => undefined);
}
