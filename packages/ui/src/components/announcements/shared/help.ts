import type { HelpEntry } from './types';

/** Every entry, depth first, with its depth. */
export function flattenHelp(
  entries: readonly HelpEntry[],
  depth = 0,
): { readonly entry: HelpEntry; readonly depth: number }[] {
  return entries.flatMap((entry) => [{ entry, depth }, ...flattenHelp(entry.children, depth + 1)]);
}

/** The entry shown for `selectedId`: that one when it exists, else the first entry (an unknown term opens the start). */
export function selectedHelpEntry(entries: readonly HelpEntry[], selectedId: string | null): HelpEntry | null {
  const all = flattenHelp(entries);
  return all.find(({ entry }) => entry.id === selectedId)?.entry ?? all[0]?.entry ?? null;
}
