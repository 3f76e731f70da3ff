import { describe, expect, it } from 'vitest';
import { DEFAULT_VENDOR_SPLIT_LISTS } from '@atrium/domain/games';
import { DEMO_GAME_COUNT, DEMO_LANES, filterGames, pageOf, seedGames } from './games';

const seed = seedGames(20261123);

describe('the demo game catalogue (seed)', () => {
  it('the same seed gives the same catalogue; another seed another one', () => {
    const again = seedGames(20261123);
    expect(again.games.map((g) => [g.nodeId, g.name, g.isHot, g.classify])).toEqual(
      seed.games.map((g) => [g.nodeId, g.name, g.isHot, g.classify]),
    );
    expect(seedGames(7).games.map((g) => g.name)).not.toEqual(seed.games.map((g) => g.name));
  });

  it('§1 / §9 10,000 games, at least 9,000 of them RNG slots, with unique node ids and names', () => {
    expect(seed.games).toHaveLength(DEMO_GAME_COUNT);
    expect(seed.games.filter((g) => g.gameType === 'RNG').length).toBeGreaterThanOrEqual(9_000);
    expect(new Set(seed.games.map((g) => g.nodeId)).size).toBe(DEMO_GAME_COUNT);
    expect(new Set(seed.games.map((g) => g.name)).size).toBe(DEMO_GAME_COUNT);
  });

  it('about 40 vendors over every category, with the split lists and the footer vendors among them', () => {
    const codes = new Set(seed.vendors.map((v) => v.code));
    expect(codes.size).toBeGreaterThanOrEqual(35);
    expect(codes.size).toBeLessThanOrEqual(45);
    for (const lane of DEMO_LANES)
      expect(
        seed.vendors.some((v) => v.lane === lane),
        lane,
      ).toBe(true);
    const sports = seed.vendors.filter((v) => v.lane === 'SPORTS').map((v) => v.code);
    expect(sports).toEqual(
      expect.arrayContaining([...DEFAULT_VENDOR_SPLIT_LISTS.esports, ...DEFAULT_VENDOR_SPLIT_LISTS.cockfight]),
    );
    const rng = seed.vendors.filter((v) => v.lane === 'RNG').map((v) => v.code);
    expect(rng).toEqual(expect.arrayContaining([...DEFAULT_VENDOR_SPLIT_LISTS.inHouse]));
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'TCG_LOTTO_VN', 'TCG_SEA']) {
      expect(codes.has(code), code).toBe(true);
    }
    expect(seed.vendors.filter((v) => v.isGame === 'VASSALAGE').length).toBeGreaterThanOrEqual(2);
    // Every vendor card has games.
    for (const v of seed.vendors)
      expect(seed.byLaneVendor.get(`${v.lane}|${v.code}`)?.length, v.code).toBeGreaterThan(0);
  });

  it('classify groups per lobby, hot flags in every lane', () => {
    const rng = seed.classifies.filter((c) => c.lane === 'RNG').map((c) => c.key);
    expect(rng).toEqual(expect.arrayContaining(['MEGAWAYS', 'JACKPOT', 'CLASSIC', 'NEW']));
    for (const lane of ['LIVE', 'FISH', 'PVP'] as const) {
      expect(seed.classifies.filter((c) => c.lane === lane).length, lane).toBeGreaterThan(1);
    }
    for (const lane of DEMO_LANES) {
      expect(
        seed.byLane.get(lane)?.some((g) => g.isHot === 1),
        lane,
      ).toBe(true);
    }
    const total = seed.classifies.filter((c) => c.lane === 'RNG').reduce((n, c) => n + c.gameCount, 0);
    expect(total).toBe(seed.byLane.get('RNG')?.length);
  });

  it('names in several scripts (Latin, Han, Thai, Arabic, Korean), some long', () => {
    const names = seed.games.map((g) => g.name);
    for (const script of [
      /\p{Script=Latin}/u,
      /\p{Script=Han}/u,
      /\p{Script=Thai}/u,
      /\p{Script=Arabic}/u,
      /\p{Script=Hangul}/u,
    ]) {
      expect(names.filter((n) => script.test(n)).length, String(script)).toBeGreaterThan(50);
    }
    expect(names.filter((n) => n.length > 60).length).toBeGreaterThan(10);
  });

  it('icons are local: /__demo/icon/<nodeId>.svg, vendor pictures under /__demo', () => {
    expect(seed.games.every((g) => g.iconUrl === `/__demo/icon/${g.nodeId}.svg`)).toBe(true);
    expect(seed.vendors.every((v) => v.largeIcon.startsWith('/__demo/') && v.smallIcon.startsWith('/__demo/'))).toBe(
      true,
    );
  });

  it('the stable lobby order puts hot games first', () => {
    const rng = seed.byLane.get('RNG') ?? [];
    const firstCold = rng.findIndex((g) => g.isHot === 0);
    expect(rng.slice(firstCold).every((g) => g.isHot === 0)).toBe(true);
  });
});

describe('filterGames and pageOf (the game list logic)', () => {
  it('"ALL" and blanks are no filter; unknown types match nothing', () => {
    expect(filterGames(seed, { gameType: 'ALL', vendorCode: '', classify: null, search: '  ' })).toBe(seed.games);
    expect(filterGames(seed, { gameType: 'NOPE' })).toEqual([]);
  });

  it('search is trimmed, case-insensitive, and NFKC-folded (full-width letters match)', () => {
    const plain = filterGames(seed, { search: 'dragon' });
    expect(plain.length).toBeGreaterThan(0);
    expect(filterGames(seed, { search: '  DrAgOn ' })).toEqual(plain);
    expect(filterGames(seed, { search: 'ｄｒａｇｏｎ' })).toEqual(plain);
  });

  it('HOT is the hot filter; filters combine', () => {
    const hot = filterGames(seed, { gameType: 'RNG', vendorCode: 'PG', classify: 'HOT' });
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.isHot === 1 && g.vendorCode === 'PG' && g.gameType === 'RNG')).toBe(true);
  });

  it('pages are 1-based; a page beyond the last is empty with the true totals', () => {
    const list = filterGames(seed, { gameType: 'LIVE' });
    expect(pageOf(list, 1, 18).items).toEqual(list.slice(0, 18));
    expect(pageOf(list, 99, 18)).toEqual({
      items: [],
      totalPages: Math.ceil(list.length / 18),
      totalCount: list.length,
    });
  });
});
