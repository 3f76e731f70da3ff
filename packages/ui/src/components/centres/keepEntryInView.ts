/** What the person does to the row that makes its place theirs: from then on the row is not moved for them. */
const TAKE_OVER = ['pointerdown', 'wheel', 'focusin', 'keydown'] as const;

/**
 * A menu entry's ref callback for both centres' phone menus (one sideways-scrolling row): brings the current entry into
 * view when it mounts, so a page opened by its address (the header's withdraw, say) does not have its entry scrolled
 * out of the row. Centred, not "nearest", and placed again whenever the entry's or the row's size changes: the
 * entries' widths change when the brand's fonts arrive (and `document.fonts.ready` can resolve before those fonts
 * have even started loading), the row's when the window settles, so watching both places the entry the same way
 * however late either comes. Once the person touches, scrolls or tabs into the row, it stays where they left it.
 */
export function keepEntryInView(entry: HTMLLIElement | null): (() => void) | undefined {
  const row = entry?.parentElement;
  const scroller = row?.parentElement;
  if (!entry || !row || !scroller) return undefined;
  // Sideways only, inside the menu: scrollIntoView would also move the page to the menu when the row resizes after
  // the person has scrolled down the page. The visual offset works the same in right-to-left rows.
  const bring = () => {
    const box = scroller.getBoundingClientRect();
    const item = entry.getBoundingClientRect();
    scroller.scrollLeft += item.left + item.width / 2 - (box.left + box.width / 2);
  };
  bring();
  if (typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(bring);
  const stop = () => {
    observer.disconnect();
    for (const type of TAKE_OVER) row.removeEventListener(type, stop);
  };
  observer.observe(entry);
  observer.observe(row);
  for (const type of TAKE_OVER) row.addEventListener(type, stop, { passive: true });
  return stop;
}
