import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOBBY_PAGE_SIZE, LOBBY_PAGINATION } from '../lobby/lobby';
import {
  ANNOUNCEMENT_PAGINATION,
  pageCountFor,
  paginationWindow,
  showsPagination,
  type PaginationItem,
} from './pagination';

/** Compact picture of a pager: pages as numbers, the current one in brackets, ellipses as '…'. */
function picture(items: readonly PaginationItem[]): string {
  return items.map((i) => (i.kind === 'ellipsis' ? '…' : i.isCurrent ? `[${i.page}]` : String(i.page))).join(' ');
}

describe('§2 Game lobby "pagination (range 5, margin 2)"', () => {
  const { range, margin } = LOBBY_PAGINATION;
  it.each([
    [1, 1, '[1]'],
    [1, 5, '[1] 2 3 4 5'],
    [4, 9, '1 2 3 [4] 5 6 7 8 9'],
    [1, 20, '[1] 2 3 4 5 … 19 20'],
    [5, 20, '1 2 3 4 [5] 6 7 … 19 20'],
    [6, 20, '1 2 3 4 5 [6] 7 8 … 19 20'],
    [7, 20, '1 2 … 5 6 [7] 8 9 … 19 20'],
    [10, 20, '1 2 … 8 9 [10] 11 12 … 19 20'],
    [16, 20, '1 2 … 14 15 [16] 17 18 19 20'],
    [20, 20, '1 2 … 16 17 18 19 [20]'],
    [99, 20, '1 2 … 16 17 18 19 [20]'],
    [0, 20, '[1] 2 3 4 5 … 19 20'],
  ])('page %s of %s: %s', (current, total, expected) => {
    expect(picture(paginationWindow(current, total, range, margin))).toBe(expected);
  });

  it('no pages, no links', () => {
    expect(paginationWindow(1, 0, range, margin)).toEqual([]);
    expect(paginationWindow(1, Number.NaN, range, margin)).toEqual([]);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('"pagination when more than one page": %s pages shows it %s', (pages, shows) => {
    expect(showsPagination(pages)).toBe(shows);
  });

  it('§9 "Lobby page size 18"', () => {
    expect(pageCountFor(36, LOBBY_PAGE_SIZE)).toBe(2);
    expect(pageCountFor(37, LOBBY_PAGE_SIZE)).toBe(3);
    expect(pageCountFor(0, LOBBY_PAGE_SIZE)).toBe(0);
    expect(pageCountFor(10, 0)).toBe(0);
  });
});

describe('§9 "Announcements: 9 per page, pager 5 links, 1 margin"', () => {
  const { range, margin } = ANNOUNCEMENT_PAGINATION;
  it('is 9 per page, 5 links, margin 1', () => {
    expect(ANNOUNCEMENT_PAGINATION).toEqual({ pageSize: 9, range: 5, margin: 1 });
  });

  it.each([
    [1, 12, '[1] 2 3 4 5 … 12'],
    [6, 12, '1 … 4 5 [6] 7 8 … 12'],
    [5, 12, '1 2 3 4 [5] 6 7 … 12'],
    [12, 12, '1 … 8 9 10 11 [12]'],
  ])('page %s of %s: %s', (current, total, expected) => {
    expect(picture(paginationWindow(current, total, range, margin))).toBe(expected);
  });

  it('an even range puts the extra link after the current page; margin 0 shows no ends', () => {
    expect(picture(paginationWindow(10, 20, 4, 0))).toBe('… 9 [10] 11 12 …');
    expect(picture(paginationWindow(2, 4, 2, 0))).toBe('1 [2] 3 4');
  });

  it('ellipses say on which side of the window they stand', () => {
    const items = paginationWindow(10, 20, 5, 1);
    expect(items.filter((i) => i.kind === 'ellipsis')).toEqual([
      { kind: 'ellipsis', position: 'before' },
      { kind: 'ellipsis', position: 'after' },
    ]);
  });
});

describe('property: the pagination window', () => {
  it('includes current, is sorted without duplicates, stays within 1..total, at most range + 2·margin + 2 items', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: -5, max: 520 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 4 }),
        (total, current, range, margin) => {
          const items = paginationWindow(current, total, range, margin);
          const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
          const expectedCurrent = Math.min(total, Math.max(1, current));
          expect(pages).toContain(expectedCurrent);
          expect(items.filter((i) => i.kind === 'page' && i.isCurrent)).toEqual([
            { kind: 'page', page: expectedCurrent, isCurrent: true },
          ]);
          expect(new Set(pages).size).toBe(pages.length);
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          for (const p of pages) {
            expect(p).toBeGreaterThanOrEqual(1);
            expect(p).toBeLessThanOrEqual(total);
          }
          expect(items.length).toBeLessThanOrEqual(range + 2 * margin + 2);
          // the window is full: range links around current whenever there are enough pages
          expect(pages.length).toBeGreaterThanOrEqual(Math.min(total, range));
          // every ellipsis hides at least two pages, and ellipses never stand side by side
          items.forEach((item, index) => {
            if (item.kind !== 'ellipsis') return;
            const before = items[index - 1];
            const after = items[index + 1];
            const from = before?.kind === 'page' ? before.page : 0;
            const to = after?.kind === 'page' ? after.page : total + 1;
            expect(after?.kind === 'ellipsis').toBe(false);
            expect(to - from - 1).toBeGreaterThanOrEqual(2);
          });
          // every hidden run of pages, at either end or in between, is marked by an ellipsis
          let previous = 0;
          items.forEach((item, index) => {
            if (item.kind !== 'page') return;
            if (item.page - previous > 1) expect(items[index - 1]?.kind).toBe('ellipsis');
            previous = item.page;
          });
          if (total - previous > 0) expect(items[items.length - 1]?.kind).toBe('ellipsis');
          if (margin > 0) {
            expect(pages[0]).toBe(1);
            expect(pages[pages.length - 1]).toBe(total);
          }
        },
      ),
    );
  });
});
