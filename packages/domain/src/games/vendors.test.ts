import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_CATEGORIES, cardStyleOfCategory, isGameCategory } from './categories';
import type { GameClassify, Vendor, VendorLane } from './types';
import { DEFAULT_VENDOR_SPLIT_LISTS, PRIZE_MODES, prizeModeOf, splitVendorLanes } from './vendors';

const vendor = (vendorCode: string, gameType = 'RNG'): Vendor => ({
  vendorCode,
  displayName: vendorCode,
  gameType,
  largeIcon: null,
  smallIcon: null,
  opensGameList: false,
  gameCode: null,
});
const lane = (title: string, codes: readonly string[], classifies: readonly GameClassify[] = []): VendorLane => ({
  title,
  vendors: codes.map((c) => vendor(c, title)),
  classifies,
});
const classify = (key: string, vendorCodes: readonly string[] | null): GameClassify => ({
  key,
  displayName: key,
  vendorCodes,
  gameCount: null,
});
const codes = (vs: readonly Vendor[]) => vs.map((v) => v.vendorCode);

describe('§3 Game categories', () => {
  it('are HOME, PROMO, ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS plus the derived BGS and COCKFIGHT', () => {
    expect([...GAME_CATEGORIES].sort()).toEqual(
      ['HOME', 'PROMO', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'BGS', 'COCKFIGHT'].sort(),
    );
  });

  it.each([
    ['RNG', true],
    ['COCKFIGHT', true],
    ['rng', false],
    ['SLOTS', false],
    ['', false],
  ])('isGameCategory(%j) is %s', (value, expected) => {
    expect(isGameCategory(value)).toBe(expected);
  });
});

describe('§2 Home page: vendor-style types (sports, e-sports, cockfight, e-lottery) list vendor cards; others list game cards', () => {
  it.each([
    ['SPORTS', 'vendor'],
    ['ESPORTS', 'vendor'],
    ['COCKFIGHT', 'vendor'],
    ['ELOTT', 'vendor'],
    ['RNG', 'game'],
    ['LIVE', 'game'],
    ['FISH', 'game'],
    ['BGS', 'game'],
    ['PVP', 'game'],
    ['LOTT', 'game'],
  ] as const)('%s lists %s cards', (category, style) => {
    expect(cardStyleOfCategory(category)).toBe(style);
  });
});

describe('§4 Vendor data: SPORTS split into sports, e-sports, cockfight by vendor lists; BGS split out of RNG', () => {
  it('SPORTS vendors on the e-sports list go to ESPORTS, on the cockfight list to COCKFIGHT, the rest stay', () => {
    const c = splitVendorLanes([lane('SPORTS', ['SBO', 'TF', 'SV3', 'IA', 'CMD'])]);
    expect(codes(c.SPORTS.vendors)).toEqual(['SBO', 'CMD']);
    expect(codes(c.ESPORTS.vendors)).toEqual(['TF', 'IA']);
    expect(codes(c.COCKFIGHT.vendors)).toEqual(['SV3']);
  });

  it('RNG vendors on the in-house list go to BGS, the rest stay in RNG', () => {
    const c = splitVendorLanes([lane('RNG', ['PG', 'BGS', 'JDB', 'SPB'])]);
    expect(codes(c.RNG.vendors)).toEqual(['PG', 'JDB']);
    expect(codes(c.BGS.vendors)).toEqual(['BGS', 'SPB']);
  });

  it('the lists are parameters: custom lists replace the defaults (matched case-insensitively)', () => {
    const c = splitVendorLanes([lane('SPORTS', ['SBO', 'TF', 'xg']), lane('RNG', ['PG', 'BGS'])], {
      esports: ['XG'],
      cockfight: [],
      inHouse: ['pg'],
    });
    expect(codes(c.SPORTS.vendors)).toEqual(['SBO', 'TF']);
    expect(codes(c.ESPORTS.vendors)).toEqual(['xg']);
    expect(codes(c.BGS.vendors)).toEqual(['PG']);
    expect(codes(c.RNG.vendors)).toEqual(['BGS']);
  });

  it('only SPORTS is split by the sports lists and only RNG by the in-house list', () => {
    const c = splitVendorLanes([lane('LIVE', ['TF', 'BGS']), lane('FISH', ['SV3'])]);
    expect(codes(c.LIVE.vendors)).toEqual(['TF', 'BGS']);
    expect(codes(c.FISH.vendors)).toEqual(['SV3']);
    expect(c.ESPORTS.vendors).toEqual([]);
    expect(c.BGS.vendors).toEqual([]);
  });

  it('an ESPORTS lane the platform sends itself is merged with the e-sports split out of SPORTS, without duplicates', () => {
    const c = splitVendorLanes([lane('ESPORTS', ['IMES', 'TF']), lane('SPORTS', ['TF', 'IA'])]);
    expect(codes(c.ESPORTS.vendors)).toEqual(['IMES', 'TF', 'IA']);
  });

  it('lane titles are matched case-insensitively; unknown lanes are dropped; unsent categories are empty', () => {
    const c = splitVendorLanes([lane(' live ', ['EVO']), lane('BINGO', ['X'])]);
    expect(codes(c.LIVE.vendors)).toEqual(['EVO']);
    for (const category of GAME_CATEGORIES.filter((g) => g !== 'LIVE')) expect(c[category].vendors).toEqual([]);
  });

  it('classify tabs follow their vendors into the split groups; a classify without a vendor set stays in its lane', () => {
    const c = splitVendorLanes([
      lane(
        'RNG',
        ['PG', 'BGS'],
        [classify('SLOT', ['PG']), classify('INHOUSE', ['BGS']), classify('MIX', ['PG', 'BGS']), classify('ANY', null)],
      ),
    ]);
    expect(c.RNG.classifies.map((k) => k.key)).toEqual(['SLOT', 'MIX', 'ANY']);
    expect(c.BGS.classifies.map((k) => k.key)).toEqual(['INHOUSE', 'MIX']);
  });

  it('a classify tab sent twice (in two lanes of one category) is kept once', () => {
    const c = splitVendorLanes([
      lane('LIVE', ['EVO'], [classify('BAC', null)]),
      lane('LIVE', ['SA'], [classify('BAC', null), classify('ROU', null)]),
    ]);
    expect(c.LIVE.classifies.map((k) => k.key)).toEqual(['BAC', 'ROU']);
    expect(codes(c.LIVE.vendors)).toEqual(['EVO', 'SA']);
  });

  it('the default lists are the deployed ones (e-sports IMES, TF, IA; cockfight SV3; in-house BGS, SPB, SS)', () => {
    expect(DEFAULT_VENDOR_SPLIT_LISTS).toEqual({
      esports: ['IMES', 'TF', 'IA'],
      cockfight: ['SV3'],
      inHouse: ['BGS', 'SPB', 'SS'],
    });
  });

  it('property: splitting neither loses nor invents a vendor, and SPORTS/RNG keep none of the listed vendors', () => {
    const code = fc.constantFrom('PG', 'JDB', 'TF', 'IA', 'IMES', 'SV3', 'BGS', 'SPB', 'SS', 'SBO', 'CMD', 'EVO');
    const title = fc.constantFrom('SPORTS', 'RNG', 'LIVE', 'FISH', 'ELOTT');
    fc.assert(
      fc.property(fc.array(fc.tuple(title, fc.uniqueArray(code))), (spec) => {
        const lanes = spec.map(([t, cs]) => lane(t, cs));
        const c = splitVendorLanes(lanes);
        const inputCodes = new Set(spec.flatMap(([, cs]) => cs));
        const outputCodes = new Set(GAME_CATEGORIES.flatMap((g) => codes(c[g].vendors)));
        expect(outputCodes).toEqual(inputCodes);
        const listed = [...DEFAULT_VENDOR_SPLIT_LISTS.esports, ...DEFAULT_VENDOR_SPLIT_LISTS.cockfight];
        expect(codes(c.SPORTS.vendors).some((x) => listed.includes(x))).toBe(false);
        expect(codes(c.RNG.vendors).some((x) => DEFAULT_VENDOR_SPLIT_LISTS.inHouse.includes(x))).toBe(false);
      }),
    );
  });
});

describe('§4 Prize mode is e-lottery mode if vendor data contains TCG_LOTTO_VN or LOTT under ELOTT, else lottery mode', () => {
  it.each([
    [[lane('ELOTT', ['TCG_LOTTO_VN'])], 'ELOTT'],
    [[lane('ELOTT', ['GW', 'LOTT'])], 'ELOTT'],
    [[lane('ELOTT', ['GW', 'TCG_SEA'])], 'LOTT'],
    [[lane('LOTT', ['LOTT', 'TCG_LOTTO_VN'])], 'LOTT'],
    [[], 'LOTT'],
  ])('%# vendor data %j gives prize mode %s', (lanes, expected) => {
    expect(prizeModeOf(splitVendorLanes(lanes))).toBe(expected);
  });

  it('the prize modes are LOTT, ZY, ELOTT, SEA (§3)', () => {
    expect(PRIZE_MODES).toEqual(['LOTT', 'ZY', 'ELOTT', 'SEA']);
  });
});
