import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PrimaryGameCategory } from './categories';
import {
  HOME_MENU_CATEGORY_ORDER,
  INITIAL_HOME_MENU_ITEM,
  TOP_NAV_ORDER,
  chooseHomeMenuItem,
  homeMenuItems,
  topNavClick,
  topNavigation,
} from './navigation';
import type { Vendor, VendorLane } from './types';
import { splitVendorLanes } from './vendors';

const vendor = (vendorCode: string): Vendor => ({
  vendorCode,
  displayName: vendorCode,
  gameType: 'X',
  largeIcon: null,
  smallIcon: null,
  opensGameList: false,
  gameCode: null,
});
const catalogueOf = (spec: Readonly<Record<string, readonly string[]>>) =>
  splitVendorLanes(
    Object.entries(spec).map(([title, cs]): VendorLane => ({ title, vendors: cs.map(vendor), classifies: [] })),
  );

const everything = catalogueOf({
  LOTT: ['LOTT'],
  ELOTT: ['TCG_LOTTO_VN', 'GW'],
  LIVE: ['EVO', 'SA'],
  SPORTS: ['SBO', 'CMD', 'TF'],
  FISH: ['JDB'],
  RNG: ['PG', 'BGS'],
  PVP: ['KY'],
});

describe('§2 Top navigation', () => {
  it('order: home, lottery, e-lottery, live, sports, fish, slots, pvp, e-sports, promotions (home first, promotions last)', () => {
    expect(topNavigation(everything).map((e) => [e.category, e.path])).toEqual([
      ['HOME', '/'],
      ['LOTT', '/lott'],
      ['ELOTT', '/elott'],
      ['LIVE', '/live'],
      ['SPORTS', '/sports'],
      ['FISH', '/fish'],
      ['RNG', '/rng'],
      ['PVP', '/pvp'],
      ['ESPORTS', '/esports'],
      ['PROMO', '/promotions'],
    ]);
  });

  it('a category appears only if it has at least one vendor (home and promotions always appear)', () => {
    expect(topNavigation(catalogueOf({ LIVE: ['EVO'], RNG: [] })).map((e) => e.category)).toEqual([
      'HOME',
      'LIVE',
      'PROMO',
    ]);
  });

  it('A vendor drop menu appears on hover: each entry carries its vendors', () => {
    const live = topNavigation(everything).find((e) => e.category === 'LIVE');
    expect(live?.vendors.map((v) => v.vendorCode)).toEqual(['EVO', 'SA']);
  });

  it('property: home is always first, promotions always last, and the relative order never changes', () => {
    const cats = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
    fc.assert(
      fc.property(fc.subarray([...cats]), (present) => {
        const nav = topNavigation(catalogueOf(Object.fromEntries(present.map((c) => [c, ['V']])))).map(
          (e) => e.category,
        );
        expect(nav[0]).toBe('HOME');
        expect(nav.at(-1)).toBe('PROMO');
        expect(nav).toEqual(TOP_NAV_ORDER.filter((c) => nav.includes(c)));
        expect(nav.length).toBe(present.length + 2);
      }),
    );
  });
});

describe('§2 Top navigation: clicking', () => {
  const single = catalogueOf({
    LIVE: ['EVO'],
    SPORTS: ['SBO'],
    FISH: ['JDB'],
    RNG: ['PG'],
    PVP: ['KY'],
    ELOTT: ['GW'],
    LOTT: ['LOTT'],
  });

  it.each([
    ['HOME', '/'],
    ['PROMO', '/promotions'],
    ['PVP', '/pvp'],
    ['FISH', '/fish'],
    ['RNG', '/rng'],
  ] as const)('clicking %s navigates to its page (%s) even with a single vendor', (category, path) => {
    expect(topNavClick(category, single)).toEqual({ kind: 'navigate', path });
  });

  it.each([
    ['LIVE', 'EVO'],
    ['SPORTS', 'SBO'],
    ['ELOTT', 'GW'],
    ['LOTT', 'LOTT'],
  ] as const)('a category with a single vendor launches it directly: %s launches %s', (category, code) => {
    expect(topNavClick(category, single)).toEqual({ kind: 'launch', vendor: vendor(code) });
  });

  it.each([
    ['LIVE', '/live'],
    ['SPORTS', '/sports'],
    ['ELOTT', '/elott'],
  ] as const)('a category with more than one vendor navigates to its page: %s → %s', (category, path) => {
    expect(topNavClick(category, everything)).toEqual({ kind: 'navigate', path });
  });

  it('a category with no vendor at all (not shown, but defensively) navigates to its page', () => {
    expect(topNavClick('ESPORTS' as PrimaryGameCategory, catalogueOf({}))).toEqual({
      kind: 'navigate',
      path: '/esports',
    });
  });
});

describe('§2 Home page horizontal category menu: home, favorites, hot, then vendor categories', () => {
  it('starts with home, favourites, hot; lists only vendor categories that have vendors', () => {
    expect(homeMenuItems(catalogueOf({ LIVE: ['EVO'], RNG: ['PG', 'BGS'], SPORTS: ['TF'] }))).toEqual([
      'HOME',
      'FAV',
      'HOT',
      'RNG',
      'LIVE',
      'BGS',
      'ESPORTS',
    ]);
  });

  it('with every category, follows the home-section order then lottery, e-sports, cockfight', () => {
    const all = catalogueOf({
      LOTT: ['L'],
      ELOTT: ['E'],
      LIVE: ['V'],
      SPORTS: ['S', 'TF', 'SV3'],
      FISH: ['F'],
      RNG: ['R', 'BGS'],
      PVP: ['P'],
    });
    expect(homeMenuItems(all)).toEqual(['HOME', 'FAV', 'HOT', ...HOME_MENU_CATEGORY_ORDER]);
  });

  it('§4 Current game type starts at HOME', () => {
    expect(INITIAL_HOME_MENU_ITEM).toBe('HOME');
  });
});

describe('§4 choosing in the home menu', () => {
  it.each([
    ['guest', { kind: 'openLogin' }],
    ['trial', { kind: 'realAccountRequired' }],
    ['member', { kind: 'select', item: 'FAV' }],
    ['agent', { kind: 'select', item: 'FAV' }],
  ] as const)(
    'Favorites for a %s gives %j (§4 logged out opens login popup; §5 trial needs a true account)',
    (role, expected) => {
      expect(chooseHomeMenuItem('FAV', role, everything)).toEqual(expected);
    },
  );

  it('Choosing e-lottery launches its first vendor', () => {
    expect(chooseHomeMenuItem('ELOTT', 'member', everything)).toEqual({
      kind: 'launch',
      vendor: vendor('TCG_LOTTO_VN'),
    });
  });

  it('e-lottery without vendors is simply selected', () => {
    expect(chooseHomeMenuItem('ELOTT', 'member', catalogueOf({}))).toEqual({ kind: 'select', item: 'ELOTT' });
  });

  it.each(['HOME', 'HOT', 'RNG', 'LIVE'] as const)(
    'choosing %s makes it the current game type, for a guest too',
    (item) => {
      expect(chooseHomeMenuItem(item, 'guest', everything)).toEqual({ kind: 'select', item });
    },
  );
});
