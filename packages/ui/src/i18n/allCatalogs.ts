import { loadLocaleCatalog, merge, type Catalog } from './index';
import { UI_LOCALES, type UiLocale } from './uiLocales';

type Tree = { [key: string]: string | Tree };

async function fullCatalog(locale: UiLocale): Promise<Catalog> {
  if (locale === 'en') {
    const english = await import('./locales/en/catalog');
    return {
      ui: (english.uiParts as Tree[]).reduce<Tree>((all, part) => merge(all, part), {}),
      errors: english.errors as Tree,
    };
  }
  const catalog = await loadLocaleCatalog(locale);
  const parts = await Promise.all(Object.values(catalog.parts).map((load) => load() as Promise<Tree>));
  return { ui: parts.reduce<Tree>((all, part) => merge(all, part), {}), errors: catalog.errors as Tree };
}

/**
 * Every part of every shipped language, through the app's own loaders: for tests (the app never loads this module,
 * so the first paint does not carry it).
 */
export async function allCatalogs(): Promise<Record<UiLocale, Catalog>> {
  const entries = await Promise.all(UI_LOCALES.map(async (locale) => [locale, await fullCatalog(locale)] as const));
  return Object.fromEntries(entries) as Record<UiLocale, Catalog>;
}
