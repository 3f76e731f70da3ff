/**
 * A menu entry's ref callback for both centres' phone menus (one sideways-scrolling row): brings the current entry into
 * view when it mounts, so a page opened by its address (the header's withdraw, say) does not have its entry scrolled
 * out of the row. Centred, not "nearest": the entries' widths change when the brand's fonts arrive and the entry is
 * placed again then, and a centred place does not depend on where the first placing left the row, so the row looks
 * the same however early the fonts came.
 */
export function keepEntryInView(entry: HTMLLIElement | null): void {
  if (!entry) return;
  const bring = () => entry.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  bring();
  void document.fonts?.ready.then(bring);
}
