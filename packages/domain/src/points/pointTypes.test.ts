import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { POINT_TYPES, parsePointType } from './pointTypes';

describe('§3 Point types: live, lottery, pvp, rng, sports, redeem, deposit', () => {
  it('the point types are exactly the seven the spec lists', () => {
    expect([...POINT_TYPES].sort()).toEqual(['deposit', 'live', 'lottery', 'pvp', 'redeem', 'rng', 'sports']);
  });

  it.each([
    ['live', 'live'],
    ['LIVE', 'live'],
    [' Lottery ', 'lottery'],
    ['PVP', 'pvp'],
    ['Rng', 'rng'],
    ['sports', 'sports'],
    ['REDEEM', 'redeem'],
    ['Deposit', 'deposit'],
    ['lott', null],
    ['fish', null],
    ['', null],
    [null, null],
    [3, null],
    ['constructor', null],
  ] as const)('wire %j reads as %j', (raw, expected) => {
    expect(parsePointType(raw)).toBe(expected);
  });

  it('property: any other string is not a point type', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !POINT_TYPES.includes(s.toLowerCase().replace(/[\s_-]+/g, '') as never)),
        (s) => {
          expect(parsePointType(s)).toBeNull();
        },
      ),
    );
  });
});
