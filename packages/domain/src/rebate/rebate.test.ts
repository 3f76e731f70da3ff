import { describe, expect, it } from 'vitest';
import {
  REBATE_GAME_TYPES,
  claimableTotalCents,
  parseRebateGameType,
  rebateAmountCents,
  rebateBlock,
  sortRebateSettings,
  type RebateSetting,
} from './rebate';

const setting = (overrides: Partial<RebateSetting> = {}): RebateSetting => ({
  gameType: 'LIVE',
  enabled: true,
  validBetCents: 100_000,
  rateBasisPoints: 80,
  minimumCents: 100,
  ...overrides,
});

describe('§2 manualRebate: the rebate per game type and what may be claimed', () => {
  it('knows the eight game types of the spec in order', () => {
    expect(REBATE_GAME_TYPES).toEqual(['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP']);
  });

  it.each([
    ['LIVE', 'LIVE'],
    [' elott ', 'ELOTT'],
    ['Pvp', 'PVP'],
    ['CASINO', null],
    ['', null],
    [3, null],
    [null, null],
  ] as const)('reads the wire game type %j as %j', (raw, expected) => {
    expect(parseRebateGameType(raw)).toBe(expected);
  });

  it.each([
    [100_000, 80, 800],
    [12_345, 80, 98],
    [99, 100, 0],
    [0, 80, 0],
    [-500, 80, 0],
    [100_000, 0, 0],
    [100_000, -10, 0],
    [333_333, 150, 4_999],
  ] as const)('a valid bet of %i cents at %i basis points earns %i cents (rounded down)', (bet, rate, cents) => {
    expect(rebateAmountCents(bet, rate)).toBe(cents);
  });

  it.each([
    ['claimable above the minimum', setting(), null],
    ['claimable exactly at the minimum', setting({ validBetCents: 12_500, minimumCents: 100 }), null],
    ['switched off on the platform', setting({ enabled: false }), 'disabled'],
    ['no valid bet', setting({ validBetCents: 0 }), 'nothing'],
    ['a zero rate', setting({ rateBasisPoints: 0 }), 'nothing'],
    ['earned but below the minimum', setting({ validBetCents: 12_000, minimumCents: 100 }), 'belowMinimum'],
    [
      'a minimum of zero still needs a cent',
      setting({ validBetCents: 100, rateBasisPoints: 80, minimumCents: 0 }),
      'nothing',
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(rebateBlock(input)).toBe(expected);
  });

  it('totals only what can be claimed now', () => {
    const settings = [
      setting({ gameType: 'LIVE' }),
      setting({ gameType: 'RNG', validBetCents: 50_000, rateBasisPoints: 100 }),
      setting({ gameType: 'SPORTS', enabled: false }),
      setting({ gameType: 'FISH', validBetCents: 1_000 }),
    ];
    expect(claimableTotalCents(settings)).toBe(800 + 500);
    expect(claimableTotalCents([])).toBe(0);
  });

  it('orders settings as the spec lists the game types', () => {
    const order = sortRebateSettings([
      setting({ gameType: 'PVP' }),
      setting({ gameType: 'LIVE' }),
      setting({ gameType: 'CONS' }),
    ]).map((s) => s.gameType);
    expect(order).toEqual(['LIVE', 'CONS', 'PVP']);
  });
});
