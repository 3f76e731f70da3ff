import type { UiLocale } from './uiLocales';

/** A language's module (./locales/<folder>/catalog.ts): a loader per part, and its errors. */
export type LocaleCatalog = {
  readonly parts: Readonly<Record<string, () => Promise<unknown>>>;
  readonly errors: unknown;
};
/**
 * One small module per language, holding a loader per part: choosing a language fetches that module, then only
 * the parts on screen (the first paint's, and each lazy screen's when it loads; ./registry.ts). No other
 * language's text travels, and the start-up code holds one loader per language however many parts there are.
 */
export const LOCALE_CATALOGS: Readonly<Record<Exclude<UiLocale, 'en'>, () => Promise<LocaleCatalog>>> = {
  'zh-CN': () => import('./locales/cn/catalog'),
  'zh-TW': () => import('./locales/tw/catalog'),
  ja: () => import('./locales/ja/catalog'),
  ko: () => import('./locales/ko/catalog'),
  th: () => import('./locales/th/catalog'),
  vi: () => import('./locales/vi/catalog'),
  my: () => import('./locales/my/catalog'),
  ms: () => import('./locales/ms/catalog'),
  id: () => import('./locales/id/catalog'),
  km: () => import('./locales/km/catalog'),
  lo: () => import('./locales/lo/catalog'),
  hi: () => import('./locales/hi/catalog'),
  bn: () => import('./locales/bn/catalog'),
  ta: () => import('./locales/ta/catalog'),
  ne: () => import('./locales/ne/catalog'),
  ur: () => import('./locales/ur/catalog'),
  ar: () => import('./locales/ar/catalog'),
  fa: () => import('./locales/fa/catalog'),
  tr: () => import('./locales/tr/catalog'),
  ru: () => import('./locales/ru/catalog'),
  kk: () => import('./locales/kk/catalog'),
  uz: () => import('./locales/uz/catalog'),
  es: () => import('./locales/es/catalog'),
  'pt-PT': () => import('./locales/pt/catalog'),
  'pt-BR': () => import('./locales/pt-br/catalog'),
  fr: () => import('./locales/fr/catalog'),
};

/** Starts (or joins) the load of a language's module; English has none (its text ships with the code). */
export function loadLocaleCatalog(locale: Exclude<UiLocale, 'en'>): Promise<LocaleCatalog> {
  return LOCALE_CATALOGS[locale]();
}

/** The folder of a locale's catalogs (`locales/<folder>/`, and the app's `i18n/<folder>/`): the platform code, lower case. */
export function uiLocaleFolder(locale: UiLocale): string {
  if (locale === 'zh-CN') return 'cn';
  if (locale === 'zh-TW') return 'tw';
  if (locale === 'pt-PT') return 'pt';
  return locale.toLowerCase();
}
