/**
 * The story's own language for play functions (stories only). A play that finds a control by its English name fails
 * in the Arabic and other language variants the visual stage shoots (tests/visual, docs/decisions/0005); one that
 * asks for the catalog's text of the key the component renders finds it in every language, English included.
 */
import type { i18n, TOptions } from 'i18next';

let storyI18n: i18n | undefined;

/** .storybook/preview.tsx hands over the instance its loader has switched to the story's locale. */
export function setStoryI18n(instance: i18n) {
  storyI18n = instance;
}

/** The text of a `ui` key (or `errors:…`) in the story's current language, as the component renders it. */
export function storyText(key: string, options?: TOptions): string {
  if (!storyI18n) throw new Error('storyText runs inside a story, after the preview has loaded its language');
  return storyI18n.t(key, options);
}

/** The same text as a pattern, for a name that carries more than it (a required field's "*", a count). */
export function storyTextPattern(key: string, options?: TOptions): RegExp {
  return new RegExp(storyText(key, options).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The story's language tag (for dates and numbers a play formats as the component does). */
export function storyLocale(): string {
  if (!storyI18n) throw new Error('storyLocale runs inside a story, after the preview has loaded its language');
  return storyI18n.language;
}
