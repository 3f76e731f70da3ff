import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HOME_RECENT_PAGE_SIZE,
  HOME_SECTION_ORDER,
  homeSectionHasMore,
  homePreviewCount,
  homeSections,
  showsRecentOnHome,
  type HomeSectionsInput,
} from './home';
import type { Game, Vendor, VendorLane } from './types';
import { splitVendorLanes } from './vendors';

const game = (nodeId: number): Game => ({
  nodeId,
  gameId: null,
  gameCode: null,
  gameType: 'RNG',
  vendorCode: 'PG',
  name: `g${nodeId}`,
  vendorDisplayName: null,
  iconUrl: null,
  classify: null,
  isHot: null,
  opensGameList: false,
});
const games = (n: number) => Array.from({ length: n }, (_, i) => game(i + 1));
const vendor = (vendorCode: string): Vendor => ({
  vendorCode,
  displayName: vendorCode,
  gameType: 'X',
  largeIcon: null,
  smallIcon: null,
  opensGameList: false,
  gameCode: null,
});
const lane = (title: string, n: number): VendorLane => ({
  title,
  vendors: Array.from({ length: n }, (_, i) => vendor(`${title}${i}`)),
  classifies: [],
});

describe('§2 Home page sections', () => {
  it('order: hot, casino (RNG), live, fishing, e-lottery, sports, in-house (BGS), PVP', () => {
    const input: HomeSectionsInput = {
      hot: games(3),
      games: { PVP: games(1), BGS: games(1), FISH: games(1), LIVE: games(1), RNG: games(1) },
      catalogue: splitVendorLanes([lane('SPORTS', 2), lane('ELOTT', 1)]),
    };
    expect(homeSections(input).map((s) => s.id)).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'FISH',
      'ELOTT',
      'SPORTS',
      'BGS',
      'PVP',
    ]);
    expect(HOME_SECTION_ORDER).toEqual(['HOT', 'RNG', 'LIVE', 'FISH', 'ELOTT', 'SPORTS', 'BGS', 'PVP']);
  });

  it('vendor-style types (e-lottery, sports) list vendor cards; others list game cards', () => {
    const sections = homeSections({
      hot: games(1),
      games: { LIVE: games(2) },
      catalogue: splitVendorLanes([lane('SPORTS', 2), lane('ELOTT', 1)]),
    });
    expect(sections.map((s) => [s.id, s.style])).toEqual([
      ['HOT', 'game'],
      ['LIVE', 'game'],
      ['ELOTT', 'vendor'],
      ['SPORTS', 'vendor'],
    ]);
    expect(sections.find((s) => s.id === 'SPORTS')?.items).toEqual([vendor('SPORTS0'), vendor('SPORTS1')]);
  });

  it('a section with nothing to show is left out', () => {
    expect(homeSections({ hot: [], games: { RNG: [] }, catalogue: splitVendorLanes([]) })).toEqual([]);
  });

  it.each([
    [0, false],
    [5, false],
    [6, true],
    [7, true],
    [40, true],
  ])("a list of %s entries has a 'more' link: %s (only when 6 or more)", (n, expected) => {
    expect(homeSectionHasMore(n)).toBe(expected);
    const [s] = homeSections({ hot: [], games: { RNG: games(n) }, catalogue: splitVendorLanes([]) });
    if (n > 0) expect(s?.hasMore).toBe(expected);
  });

  it.each([
    ['RNG', 3, 3],
    ['RNG', 6, 6],
    ['RNG', 20, 6],
    ['SPORTS', 9, 6],
    ['HOT', 5, 5],
    ['HOT', 12, 12],
    ['HOT', 13, 6],
    ['HOT', 50, 6],
  ] as const)('§9 preview 6 (hot shows first 6 if more than 12): %s with %s entries shows %s', (id, n, shown) => {
    expect(homePreviewCount(id, n)).toBe(shown);
  });

  it('the preview shows the first entries, in order, and keeps the full total', () => {
    const [hot] = homeSections({ hot: games(13), games: {}, catalogue: splitVendorLanes([]) });
    expect(hot?.items.map((g) => (g as Game).nodeId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hot?.total).toBe(13);
  });

  it('property: a preview never exceeds the list, and never exceeds 6 except hot with 7 to 12 entries', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HOME_SECTION_ORDER), fc.nat(200), (id, n) => {
        const shown = homePreviewCount(id, n);
        expect(shown).toBeLessThanOrEqual(n);
        if (shown > 6) expect(id === 'HOT' && n <= 12).toBe(true);
        expect(shown).toBe(Math.min(n, id === 'HOT' && n <= 12 ? 12 : 6));
      }),
    );
  });
});

describe('§2 Recent games show only when logged in and non-empty', () => {
  it.each([
    ['guest', 3, false],
    ['member', 0, false],
    ['member', 1, true],
    ['agent', 2, true],
    ['trial', 2, true],
  ] as const)('%s with %s recent games: shown %s', (role, n, expected) => {
    expect(showsRecentOnHome(role, n)).toBe(expected);
  });

  it('§9 recent on home 6 per page', () => {
    expect(HOME_RECENT_PAGE_SIZE).toBe(6);
  });
});
