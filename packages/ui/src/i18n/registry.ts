import type { i18n } from 'i18next';

/** A part of the `ui` namespace (one `locales/<lang>/ui/<part>.json` file). */
export type CatalogTree = { [key: string]: string | CatalogTree };

/** Loads one part of one language, or null when that language has no such part (English then shows). */
export type PartLoader = (locale: string, part: string) => Promise<CatalogTree | null>;

/**
 * The event an instance emits when a part of a non-English language arrives after the first render; react-i18next
 * re-renders on it (`bindI18n` in ./index.ts). English parts arrive with their module, before it can render, so
 * they never emit it and never re-render anything.
 */
export const PARTS_ADDED_EVENT = 'partsAdded';

const parts = new Map<string, CatalogTree>();
const instances = new Map<i18n, PartLoader>();
/** Per instance, the `<locale>/<part>` pairs asked for: a part is fetched once per language. */
const asked = new WeakMap<i18n, Set<string>>();
const pending = new Set<Promise<void>>();

/**
 * Adds one part of `locale` to the instance, unless the locale is English or the part was asked for already. A part
 * that fails to arrive is forgotten, so the next switch to that language asks again; meanwhile English shows.
 */
export function loadPartInto(instance: i18n, locale: string, part: string, load: PartLoader): Promise<void> {
  const seen = asked.get(instance) ?? new Set<string>();
  asked.set(instance, seen);
  const id = `${locale}/${part}`;
  if (locale === 'en' || seen.has(id)) return Promise.resolve();
  seen.add(id);
  const work = load(locale, part).then(
    (tree) => {
      if (tree === null) return;
      instance.addResourceBundle(locale, 'ui', tree, true, true);
      instance.emit(PARTS_ADDED_EVENT);
    },
    () => {
      seen.delete(id);
    },
  );
  pending.add(work);
  void work.finally(() => pending.delete(work));
  return work;
}

/**
 * Text that ships with its component instead of with the first paint (docs/decisions/0006): a lazy screen's module
 * calls this with its part's name and English, at load, before it can render. Every i18next instance made by
 * `createI18n`, before or after, gets the English at once and starts loading the same part in its own language
 * (only that language's part travels); `textReady()` resolves when those have arrived. Calling it again with the
 * same part does nothing.
 */
export function registerPart(name: string, english: CatalogTree): void {
  if (parts.has(name)) return;
  parts.set(name, english);
  for (const [instance, load] of instances) {
    instance.addResourceBundle('en', 'ui', english, true, false);
    void loadPartInto(instance, instance.language, name, load);
  }
}

/** The English of a registered part (the pseudo-locale is made from it), if registered. */
export function registeredEnglish(name: string): CatalogTree | undefined {
  return parts.get(name);
}

/** The names of the parts registered so far: a language being switched to loads them before it shows. */
export function registeredParts(): readonly string[] {
  return [...parts.keys()];
}

/** Gives an instance every part registered so far, and the ones registered later, through `load`. */
export function attachParts(instance: i18n, load: PartLoader): void {
  instances.set(instance, load);
  for (const english of parts.values()) instance.addResourceBundle('en', 'ui', english, true, false);
}

/**
 * Resolves when every part asked for so far has arrived: a lazy screen awaits it after its module has loaded, so it
 * first shows in the page's language, never in English for a moment.
 */
export async function textReady(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
