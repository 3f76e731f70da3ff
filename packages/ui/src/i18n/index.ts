import { platformLanguageFromTag, textDirection } from '@atrium/domain/i18n';
import i18next, { type FormatterModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enErrors from './locales/en/errors.json';
import {
  attachParts,
  loadPartInto,
  PARTS_ADDED_EVENT,
  registeredEnglish,
  registeredParts,
  type CatalogTree,
  type PartLoader,
} from './registry';
import { FIRST_PAINT_PARTS, isUiLocale, PSEUDO_LOCALE, UI_LOCALES, type UiLocale } from './uiLocales';

/**
 * The UI's catalogs (docs/conventions.md "i18n"): packages/ui owns the `ui` and `errors` namespaces; the app adds its
 * own `app` namespace. The `ui` namespace is the merge of one file per part (`locales/<lang>/ui/<part>.json`), so
 * parts grow without editing one shared file. English is bundled and is the fallback; another language loads part by
 * part, on demand, so a phone downloads only the language it shows and only the screens it opens.
 */
export const UI_NAMESPACES = ['ui', 'errors'] as const;

export { FIRST_PAINT_PARTS, isUiLocale, PSEUDO_LOCALE, UI_LOCALES, type UiLocale } from './uiLocales';
export { registerPart, textReady, type CatalogTree } from './registry';

type Tree = { [key: string]: string | Tree };
export type Catalog = { ui: Tree; errors: Tree };

/**
 * The English of the first paint's parts (FIRST_PAINT_PARTS: the frame, the primitives, the home page and its
 * cards) is bundled here. The other parts ship with their screens, which are all lazy: each such screen's module
 * calls `registerPart` with its part (./registry.ts), so their English never weighs on the home route's critical
 * path (docs/decisions/0006). `allCatalogs` still reads every part, for the completeness check.
 */
const englishParts = import.meta.glob<Tree>(
  [
    './locales/en/ui/shell.json',
    './locales/en/ui/header.json',
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
/**
 * A language's module of part loaders (./catalogLoaders.ts). The map of every language's module is itself a chunk,
 * so English pays nothing for the other 26; the app's entry asks for it as soon as it knows the language
 * (`preloadLocaleCatalog`), beside the app's own code, so the extra step costs no round trip.
 */
export async function loadLocaleCatalog(locale: Exclude<UiLocale, 'en'>) {
  return (await import('./catalogLoaders')).loadLocaleCatalog(locale);
}

/** Deep-merges catalog trees (a namespace is the merge of its parts). */
export function merge(target: Tree, source: Tree): Tree {
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

/** The English parts the first paint bundles, by part name. */
const firstPaintEnglish = new Map(
  Object.entries(englishParts).map(([path, tree]) => [path.replace(/^.*\/(.*)\.json$/, '$1'), tree]),
);

const loadPart: PartLoader = async (locale, part) => {
  if (locale === PSEUDO_LOCALE) {
    const english = firstPaintEnglish.get(part) ?? registeredEnglish(part);
    return english ? (await import('./pseudo')).pseudoTree(english as Tree) : null;
  }
  if (!isUiLocale(locale) || locale === 'en') return null;
  const { parts } = await loadLocaleCatalog(locale);
  const load = parts[`./ui/${part}.json`];
  return load ? ((await load()) as CatalogTree) : null;
};

/** Text direction of a BCP-47 locale, from the domain's language table (AR, FA, UR are right to left). */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  const code = platformLanguageFromTag(locale);
  return code === null ? 'ltr' : textDirection(code);
}

/**
 * Loads what a language needs to show the page: its errors, the first paint's parts and every part a loaded screen
 * has registered (a no-op for English, and for what is loaded already). Call it before `changeLanguage`.
 */
export async function loadUiLocale(instance: i18n, locale: string): Promise<void> {
  if (locale !== PSEUDO_LOCALE && (!isUiLocale(locale) || locale === 'en')) return;
  if (!instance.hasResourceBundle(locale, 'errors')) {
    const errors =
      locale === PSEUDO_LOCALE
        ? (await import('./pseudo')).pseudoTree(enErrors as Tree)
        : ((await loadLocaleCatalog(locale as Exclude<UiLocale, 'en'>)).errors as Tree);
    instance.addResourceBundle(locale, 'errors', errors, true, true);
  }
  const names = new Set([...FIRST_PAINT_PARTS, ...registeredParts()]);
  await Promise.all([...names].map((name) => loadPartInto(instance, locale, name, loadPart)));
}

const digitFormats = new Map<string, Intl.NumberFormat>();
function digitsOf(locale: string): Intl.NumberFormat {
  let format = digitFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === PSEUDO_LOCALE ? 'en' : locale, { useGrouping: false });
    digitFormats.set(locale, format);
  }
  return format;
}

/**
 * The placeholders' formatter: a number put into a sentence (a count, a page, a rank) is written with the language's
 * own digits (Persian, Bengali, Burmese, Nepali…), without grouping, so an issue or card number reads as it is; any
 * other value is put in as given (money and dates arrive formatted).
 */
const localeDigits: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, lng) => {
    if (typeof value !== 'number') return value as string;
    // English writes Western digits: no number format to build (the first one costs a page milliseconds of ICU).
    if (lng === undefined || lng === 'en' || lng === PSEUDO_LOCALE) return String(value);
    return digitsOf(lng).format(value);
  },
};

export interface CreateI18nOptions {
  readonly locale: string;
  /** Extra namespaces (the app's own), English at least. */
  readonly resources?: Resource;
}

/** A ready i18next instance with the UI catalogs for `locale` (and English as the fallback). */
export async function createI18n({ locale, resources = {} }: CreateI18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(localeDigits)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: [...UI_LOCALES, PSEUDO_LOCALE],
      ns: [...UI_NAMESPACES, ...Object.keys(resources.en ?? {})],
      defaultNS: 'ui',
      // Its own top level of the English `ui` tree: i18next merges each registered part into the tree it was given.
      resources: { ...resources, en: { ...englishCatalog, ui: { ...englishCatalog.ui }, ...resources.en } },
      // Every placeholder passes through the formatter (localeDigits).
      interpolation: { escapeValue: false, alwaysFormat: true },
      // A lazily loaded part of a non-English language re-renders what reads it (./registry.ts).
      react: { bindI18n: `languageChanged ${PARTS_ADDED_EVENT}` },
    });
  attachParts(instance, loadPart);
  await loadUiLocale(instance, locale);
  return instance;
}
