/**
 * The pseudo-locale (docs/conventions.md "i18n"): English with every letter accented and each string about 40 %
 * longer, in brackets, so a screen shows at a glance what is not translated (plain English), what is cut (a missing
 * bracket) and what breaks when a language runs long. Made from the English catalog on demand (this module loads
 * only then); in Storybook's language menu and, in a development build, with `?pseudo` in the address; never offered
 * to players (`PSEUDO_LOCALE` in ./uiLocales.ts).
 */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ'][i] ?? letter,
  ]),
);

/** One string in pseudo-locale form; placeholders (`{{amount}}`) and nesting stay as they are. */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{\{[^}]*\}\}|\$t\([^)]*\))/);
  const accented = parts.map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')));
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  // Longer by 40 % of the visible text, at least two characters, as German or Russian often is.
  const padding = '~'.repeat(Math.max(2, Math.round(visible * 0.4)));
  return `[${accented.join('')} ${padding}]`;
}

type Tree = { [key: string]: string | Tree };

/** A whole catalog part in pseudo-locale form. */
export function pseudoTree(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudoTree(value),
    ]),
  );
}
