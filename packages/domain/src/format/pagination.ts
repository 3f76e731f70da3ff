/**
 * §2 Game lobby "pagination when more than one page (range 5, margin 2)"; §9 "Announcements: 9 per page, pager 5
 * links, 1 margin", "Lobby page size 18", "pagination range 5, margin 2".
 */

export interface PaginationPreset {
  /** Items per page (what the list call asks for). */
  readonly pageSize: number;
  /** Page links in the sliding window around the current page. */
  readonly range: number;
  /** Page links always shown at each end. */
  readonly margin: number;
}

/** The lobby's preset is lobby/lobby's LOBBY_PAGINATION (range 5, margin 2) with LOBBY_PAGE_SIZE 18. */
export const ANNOUNCEMENT_PAGINATION: PaginationPreset = { pageSize: 9, range: 5, margin: 1 };

export type PaginationItem =
  | { readonly kind: 'page'; readonly page: number; readonly isCurrent: boolean }
  | { readonly kind: 'ellipsis'; readonly position: 'before' | 'after' };

/** Pages needed for `totalItems` at `pageSize` per page; 0 items give 0 pages. */
export function pageCountFor(totalItems: number, pageSize: number): number {
  if (!(totalItems > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(totalItems / Math.floor(pageSize));
}

/** §2 "pagination when more than one page": the pager shows only from two pages on. */
export function showsPagination(totalPages: number): boolean {
  return totalPages > 1;
}

function wholeAtLeast(value: number, min: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min;
}

/**
 * The page links for the pager: `margin` pages at each end, a window of `range` pages around `current`, and an
 * ellipsis for each hidden run. Decisions: a hidden run of exactly one page shows that page instead of an
 * ellipsis (an ellipsis would take the same room and hide it); the window is centred on the current page
 * (the extra link of an even range goes after it) and slides inward at the ends so it always has `range` links;
 * `current` outside 1..total is clamped into it; no pages give no links.
 * So the list holds at most range + 2·margin + 2 items.
 */
export function paginationWindow(
  current: number,
  total: number,
  range: number,
  margin: number,
): readonly PaginationItem[] {
  const totalPages = wholeAtLeast(total, 0);
  if (totalPages === 0) return [];
  const width = wholeAtLeast(range, 1);
  const edge = wholeAtLeast(margin, 0);
  const page = Math.min(totalPages, wholeAtLeast(current, 1));

  let windowStart = page - Math.floor((width - 1) / 2);
  windowStart = Math.max(1, Math.min(windowStart, totalPages - width + 1));
  const windowEnd = Math.min(totalPages, windowStart + width - 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(edge, totalPages); p += 1) shown.add(p);
  for (let p = windowStart; p <= windowEnd; p += 1) shown.add(p);
  for (let p = Math.max(1, totalPages - edge + 1); p <= totalPages; p += 1) shown.add(p);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    const gap = p - previous - 1;
    if (gap === 1) items.push({ kind: 'page', page: p - 1, isCurrent: p - 1 === page });
    else if (gap > 1) items.push({ kind: 'ellipsis', position: p <= windowStart ? 'before' : 'after' });
    items.push({ kind: 'page', page: p, isCurrent: p === page });
    previous = p;
  }
  const trailing = totalPages - previous;
  if (trailing === 1) items.push({ kind: 'page', page: totalPages, isCurrent: false });
  else if (trailing > 1) items.push({ kind: 'ellipsis', position: 'after' });
  return items;
}
