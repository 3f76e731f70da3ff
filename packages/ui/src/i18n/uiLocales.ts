/**
 * BCP-47 tags of the shipped UI catalogs: every language spec §9 names (TY stays the platform's content default and
 * has no UI catalog of its own), in the order of the domain's language table, which the language selector keeps.
 * A module of its own so the app's start-up entry can pick a locale without loading i18next
 * (docs/decisions/0006-performance.md).
 */
export const UI_LOCALES = [
  'zh-CN',
  'zh-TW',
  'en',
  'ja',
  'ko',
  'th',
  'vi',
  'my',
  'ms',
  'id',
  'km',
  'lo',
  'hi',
  'bn',
  'ta',
  'ne',
  'ur',
  'ar',
  'fa',
  'tr',
  'ru',
  'kk',
  'uz',
  'es',
  'pt-PT',
  'pt-BR',
  'fr',
] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** The pseudo-locale's tag (./pseudo.ts): accented, longer English for finding layout and translation gaps. */
export const PSEUDO_LOCALE = 'en-XA';

export function isUiLocale(value: string): value is UiLocale {
  return (UI_LOCALES as readonly string[]).includes(value);
}

/** The parts the first paint needs, in every language: loaded before the first render (./index.ts). */
export const FIRST_PAINT_PARTS: readonly string[] = [
  'shell',
  'header',
  'gates',
  'primitives-a',
  'primitives-b',
  'games',
  'home',
  // The app's launch flow translates its toasts with the Launch.* keys (useGameLaunch, useFavourites).
  'launch',
  // Every page names game kinds from this one part (./gameKinds.ts), the header and home included.
  'gameKinds',
];
