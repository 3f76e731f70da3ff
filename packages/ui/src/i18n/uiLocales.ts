/**
 * BCP-47 tags of the shipped UI catalogs. A module of its own so the app's start-up entry can pick a locale
 * without loading i18next (docs/decisions/0006-performance.md).
 */
export const UI_LOCALES = ['en', 'zh-CN', 'ar'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export function isUiLocale(value: string): value is UiLocale {
  return (UI_LOCALES as readonly string[]).includes(value);
}
