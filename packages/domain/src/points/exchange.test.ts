import { describe, expect, it } from 'vitest';
import {
  maxConvertiblePoints,
  parsePoints,
  pointsToCents,
  previewConversion,
  redeemBlock,
  redeemCost,
} from './exchange';

const TERMS = { ratio: 100, pointsRequirement: 100 };

describe('§3 Points: converting points to balance by the ratio and the points requirement', () => {
  it.each([
    ['100', 100],
    [' 1,250 ', 1250],
    ['0', 0],
    ['12.5', null],
    ['-5', null],
    ['abc', null],
    ['1e3', null],
    ['', null],
  ] as const)('typed %j reads as %j whole points', (raw, expected) => {
    expect(parsePoints(raw)).toBe(expected);
  });

  it.each([
    [100, 100, 100],
    [150, 100, 150],
    [199, 100, 199],
    [1, 100, 1],
    [333, 3, 11_100],
    [10, 3, 333],
    [7, 0, 0],
    [7, -2, 0],
    [0, 100, 0],
  ] as const)('%i points at ratio %i give %i cents (rounded down)', (points, ratio, cents) => {
    expect(pointsToCents(points, ratio)).toBe(cents);
  });

  it.each([
    ['', 3_000, { ok: false, error: 'pointsRequired' }],
    ['  ', 3_000, { ok: false, error: 'pointsRequired' }],
    ['x', 3_000, { ok: false, error: 'pointsInvalid' }],
    ['0', 3_000, { ok: false, error: 'pointsInvalid' }],
    ['99', 3_000, { ok: false, error: 'belowMinimum' }],
    ['3001', 3_000, { ok: false, error: 'notEnoughPoints' }],
    ['100', 3_000, { ok: true, points: 100, cents: 100 }],
    ['3000', 3_000, { ok: true, points: 3_000, cents: 3_000 }],
    ['250', 3_000, { ok: true, points: 250, cents: 250 }],
  ] as const)('typed %j with %i points: %j', (raw, current, expected) => {
    expect(previewConversion(raw, TERMS, current)).toEqual(expected);
  });

  it('at a ratio of 20 points per unit, 500 points give 25.00', () => {
    expect(previewConversion('500', { ratio: 20, pointsRequirement: 100 }, 1_000)).toEqual({
      ok: true,
      points: 500,
      cents: 2_500,
    });
  });

  it.each([
    [3_000, 3_000],
    [100, 100],
    [99, 0],
    [0, 0],
  ] as const)('with %i points the most one conversion takes is %i', (current, max) => {
    expect(maxConvertiblePoints(TERMS, current)).toBe(max);
  });
});

describe('§7 Points mall goods: quantity left and points requirement decide what can be redeemed', () => {
  it.each([
    [{ pointsRequirement: 500, stock: null }, 500, null],
    [{ pointsRequirement: 500, stock: 3 }, 499, 'notEnoughPoints'],
    [{ pointsRequirement: 500, stock: 0 }, 10_000, 'outOfStock'],
    [{ pointsRequirement: 500, stock: 1 }, 500, null],
  ] as const)('%j with %i points: %j', (good, current, expected) => {
    expect(redeemBlock(good, current)).toBe(expected);
  });

  it.each([
    [{ pointsRequirement: 500, stock: null }, 2, 1_000, { ok: true, points: 1_000 }],
    [{ pointsRequirement: 500, stock: null }, 3, 1_000, { ok: false, error: 'notEnoughPoints' }],
    [{ pointsRequirement: 500, stock: 2 }, 3, 10_000, { ok: false, error: 'quantityAboveStock' }],
    [{ pointsRequirement: 500, stock: 2 }, 0, 10_000, { ok: false, error: 'quantityInvalid' }],
    [{ pointsRequirement: 500, stock: 2 }, 1.5, 10_000, { ok: false, error: 'quantityInvalid' }],
  ] as const)('%j × %i with %i points: %j', (good, quantity, current, expected) => {
    expect(redeemCost(good, quantity, current)).toEqual(expected);
  });
});
