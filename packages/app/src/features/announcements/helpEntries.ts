import type { HelpItem } from '@atrium/api/settings';
import type { HelpEntry, LoadStatus } from '@atrium/ui/announcements';

/**
 * The help centre's items as the help screens take them: an item is known by its tag (the anchor of /help#{tag});
 * one without a tag gets an id from its place in the tree, starting with '#' so it can never equal a tag's.
 */
export function toHelpEntries(items: readonly HelpItem[], path = ''): HelpEntry[] {
  return items.map((item, index) => {
    const place = `${path}${index + 1}`;
    return {
      id: item.tag ?? `#${place}`,
      title: item.title,
      html: item.untrustedHtml,
      children: toHelpEntries(item.children, `${place}.`),
    };
  });
}

export function helpStatus(query: { readonly isPending: boolean; readonly isError: boolean }): LoadStatus {
  if (query.isPending) return 'loading';
  return query.isError ? 'error' : 'ready';
}
