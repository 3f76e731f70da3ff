/**
 * Paging of the record pages. The spec gives no page size for records; 10 rows fit a phone screen as cards and a
 * desktop table without scrolling far.
 */
export const RECORDS_PAGE_SIZE = 10;

/** The pager of the record pages: §9's pagination range 5 and margin 2. */
export const RECORDS_PAGINATION = { pageSize: RECORDS_PAGE_SIZE, range: 5, margin: 2 } as const;

/** A page number from the address: a whole number from 1, else the first page. */
export function parsePageParam(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}

/** A page within 1..totalPages (1 when there are no pages), for when a filter shrinks the list under the reader. */
export function clampPage(page: number, totalPages: number): number {
  if (!(totalPages >= 1)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.floor(totalPages));
}

/** The items of one page of a list (what the demo platform answers; 1-based pages). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): readonly T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
