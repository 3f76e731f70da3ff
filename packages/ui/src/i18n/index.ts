import { platformLanguageFromTag, textDirection } from '@atrium/domain/i18n';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enErrors from './locales/en/errors.json';
import { attachEnglishParts } from './registry';
import { isUiLocale, UI_LOCALES, type UiLocale } from './uiLocales';

/**
 * The UI's catalogs (docs/conventions.md "i18n"): packages/ui owns the `ui` and `errors` namespaces; the app adds its
 * own `app` namespace. The `ui` namespace is the merge of one file per part (`locales/<lang>/ui/<part>.json`), so
 * parts grow without editing one shared file. English is bundled and is the fallback; other languages load on
 * demand, so a phone downloads only the language it shows.
 */
export const UI_NAMESPACES = ['ui', 'errors'] as const;

export { isUiLocale, UI_LOCALES, type UiLocale } from './uiLocales';
export { registerEnglishPart, type CatalogTree } from './registry';

type Tree = { [key: string]: string | Tree };
type Catalog = { ui: Tree; errors: Tree };

/**
 * The English parts the first paint needs (the frame, the primitives, the home page and its cards) are bundled here.
 * The other parts ship with their screens, which are all lazy: each such screen's module calls
 * `registerEnglishPart` with its part (./registry.ts), so their English never weighs on the home route's critical
 * path (docs/decisions/0006). `allCatalogs` still reads every part, for the completeness check.
 */
export const FIRST_PAINT_PARTS = [
  'shell',
  'header',
  'menu',
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
const englishParts = import.meta.glob<Tree>(
  [
    './locales/en/ui/shell.json',
    './locales/en/ui/header.json',
    './locales/en/ui/menu.json',
    './locales/en/ui/gates.json',
    './locales/en/ui/primitives-a.json',
    './locales/en/ui/primitives-b.json',
    './locales/en/ui/games.json',
    './locales/en/ui/home.json',
    './locales/en/ui/launch.json',
    './locales/en/ui/gameKinds.json',
  ],
  { eager: true, import: 'default' },
);
type LocaleCatalog = { readonly uiParts: readonly unknown[]; readonly errors: unknown };
/** One chunk per language with all its parts (./locales/<folder>/catalog.ts). */
const LOCALE_CATALOGS: Readonly<Record<UiLocale, () => Promise<LocaleCatalog>>> = {
  en: () => import('./locales/en/catalog'),
  'zh-CN': () => import('./locales/cn/catalog'),
  ar: () => import('./locales/ar/catalog'),
};

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value;
  }
  return target;
}

export const englishCatalog: Catalog = {
  ui: Object.values(englishParts).reduce<Tree>((all, part) => merge(all, part), {}),
  errors: enErrors as Tree,
};

async function loadCatalog(locale: UiLocale): Promise<Catalog> {
  const catalog = await LOCALE_CATALOGS[locale]();
  return {
    ui: (catalog.uiParts as Tree[]).reduce<Tree>((all, part) => merge(all, part), {}),
    errors: catalog.errors as Tree,
  };
}

/** Text direction of a BCP-47 locale, from the domain's language table (AR, FA, UR are right to left). */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  const code = platformLanguageFromTag(locale);
  return code === null ? 'ltr' : textDirection(code);
}

/** Loads a language's UI catalogs into the instance (no-op for English or when already loaded). */
export async function loadUiLocale(instance: i18n, locale: string): Promise<void> {
  if (locale === 'en' || !isUiLocale(locale) || instance.hasResourceBundle(locale, 'ui')) return;
  const catalog = await loadCatalog(locale);
  instance.addResourceBundle(locale, 'ui', catalog.ui, true, true);
  instance.addResourceBundle(locale, 'errors', catalog.errors, true, true);
}

/** Every shipped catalog, loaded, English with all its parts: for tests and the catalog completeness check. */
export async function allCatalogs(): Promise<Record<UiLocale, Catalog>> {
  return { en: await loadCatalog('en'), 'zh-CN': await loadCatalog('zh-CN'), ar: await loadCatalog('ar') };
}

export interface CreateI18nOptions {
  readonly locale: string;
  /** Extra namespaces (the app's own), English at least. */
  readonly resources?: Resource;
}

/** A ready i18next instance with the UI catalogs for `locale` (and English as the fallback). */
export async function createI18n({ locale, resources = {} }: CreateI18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: [...UI_LOCALES],
    ns: [...UI_NAMESPACES, ...Object.keys(resources.en ?? {})],
    defaultNS: 'ui',
    resources: { ...resources, en: { ...englishCatalog, ...resources.en } },
    interpolation: { escapeValue: false },
  });
  attachEnglishParts(instance);
  await loadUiLocale(instance, locale);
  return instance;
}
