import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  WINNER_BOARD_LIMIT,
  gameCardVariant,
  showsHotBadge,
  usesLargeVendorLayout,
  vendorImagePath,
  vendorImageUrl,
  winnerBoard,
} from './cards';
import type { WinnerBoardEntry } from './types';

describe('§2 Home page: style variant is node id modulo 4 plus 1', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 1],
    [1003, 4],
    [-1, 4],
    [Number.NaN, 1],
  ])('node id %s → variant %s', (nodeId, variant) => {
    expect(gameCardVariant(nodeId)).toBe(variant);
  });

  it('property: for any non-negative id the variant is id % 4 + 1, always within 1–4', () => {
    fc.assert(
      fc.property(fc.integer(), (id) => {
        const v = gameCardVariant(id);
        expect(v).toBeGreaterThanOrEqual(1);
        expect(v).toBeLessThanOrEqual(4);
        if (id >= 0) expect(v).toBe((id % 4) + 1);
        expect(gameCardVariant(id + 4)).toBe(v);
      }),
    );
  });
});

describe('§2 Home page: a game card shows a hot badge when isHot equals 1', () => {
  it.each([
    [1, true],
    [0, false],
    [2, false],
    [null, false],
  ])('isHot %s → badge %s', (isHot, expected) => {
    expect(showsHotBadge({ isHot })).toBe(expected);
  });
});

describe('§3 Vendor image path pattern /TCG_PROD_IMAGES/RNG_LIST_VENDOR/{vendor}-WHITE.png; image base from login state', () => {
  it.each([
    ['https://img.example', 'PG', 'https://img.example/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-WHITE.png'],
    ['https://img.example/', 'PG', 'https://img.example/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-WHITE.png'],
    [
      'https://cdn.example/static//',
      'TCG_LOTTO_VN',
      'https://cdn.example/static/TCG_PROD_IMAGES/RNG_LIST_VENDOR/TCG_LOTTO_VN-WHITE.png',
    ],
    ['', 'JDB', '/TCG_PROD_IMAGES/RNG_LIST_VENDOR/JDB-WHITE.png'],
  ])('base %j and vendor %s give %s', (base, vendor, url) => {
    expect(vendorImageUrl(base, vendor)).toBe(url);
  });

  it('a vendor code cannot break out of the path', () => {
    expect(vendorImagePath('../x?y')).toBe('/TCG_PROD_IMAGES/RNG_LIST_VENDOR/..%2Fx%3Fy-WHITE.png');
  });
});

describe('§9 Vendor list over 10 uses a large layout', () => {
  it.each([
    [0, false],
    [10, false],
    [11, true],
  ])('%s vendors → large %s', (n, expected) => {
    expect(usesLargeVendorLayout(n)).toBe(expected);
  });
});

describe('§9 winner board limit 20 sorted by amount descending', () => {
  const entry = (customerName: string, winAmount: number): WinnerBoardEntry => ({
    customerName,
    winAmount,
    gameName: 'g',
    nodeId: null,
    gameType: null,
    vendorCode: null,
    iconUrl: null,
  });

  it('sorts by amount, highest first; ties keep the platform order; non-numbers are dropped', () => {
    const board = winnerBoard([entry('a', 5), entry('b', 50), entry('c', 5), entry('d', Number.NaN), entry('e', 500)]);
    expect(board.map((e) => e.customerName)).toEqual(['e', 'b', 'a', 'c']);
  });

  it('keeps at most 20', () => {
    expect(WINNER_BOARD_LIMIT).toBe(20);
    expect(winnerBoard(Array.from({ length: 30 }, (_, i) => entry(`p${i}`, i)))).toHaveLength(20);
  });

  it('property: the board is the top 20 amounts, descending', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true })), (amounts) => {
        const board = winnerBoard(amounts.map((a, i) => entry(`p${i}`, a))).map((e) => e.winAmount);
        expect(board).toEqual([...amounts].sort((x, y) => y - x).slice(0, 20));
      }),
    );
  });
});
