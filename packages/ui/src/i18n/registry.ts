import type { i18n } from 'i18next';

/** A part of the `ui` namespace (one `locales/<lang>/ui/<part>.json` file). */
export type CatalogTree = { [key: string]: string | CatalogTree };

const parts = new Set<CatalogTree>();
const instances = new Set<i18n>();

/**
 * English text that ships with its component instead of with the first paint (docs/decisions/0006): a lazy screen's
 * module calls this with its own English part, at load, before it can render. Every i18next instance made by
 * `createI18n`, before or after, gets the part; calling it again with the same part does nothing.
 */
export function registerEnglishPart(part: CatalogTree): void {
  if (parts.has(part)) return;
  parts.add(part);
  for (const instance of instances) instance.addResourceBundle('en', 'ui', part, true, false);
}

/** Gives an instance every English part registered so far, and the ones registered later. */
export function attachEnglishParts(instance: i18n): void {
  instances.add(instance);
  for (const part of parts) instance.addResourceBundle('en', 'ui', part, true, false);
}
