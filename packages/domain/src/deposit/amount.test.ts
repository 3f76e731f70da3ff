import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEPOSIT_PRESET_LIMIT,
  DEPOSITOR_NAME_MAX_LENGTH,
  acceptsAnyAmount,
  checkDepositAmount,
  checkDepositorName,
  depositPresets,
  presetFieldText,
  type DepositAmountCheck,
  type DepositLimits,
} from './index';

/** A channel taking 100.00 to 50,000.00. */
const CHANNEL: DepositLimits = { minCents: 10_000, maxCents: 5_000_000 };

describe('§2 depositv2 amount: one message per problem, under the field', () => {
  it.each<[string, string, DepositAmountCheck]>([
    ['the minimum exactly', '100', { ok: true, cents: 10_000 }],
    ['the maximum exactly', '50000', { ok: true, cents: 5_000_000 }],
    ['grouped thousands with 2 decimals', '1,234.56', { ok: true, cents: 123_456 }],
    ['one decimal', '150.5', { ok: true, cents: 15_050 }],
    ['spaces around', '  200  ', { ok: true, cents: 20_000 }],
    ['nothing typed', '', { ok: false, error: 'required' }],
    ['only spaces', '   ', { ok: false, error: 'required' }],
    ['letters', 'abc', { ok: false, error: 'notANumber' }],
    ['a negative amount', '-100', { ok: false, error: 'notANumber' }],
    ['an exponent', '1e5', { ok: false, error: 'notANumber' }],
    ['misplaced grouping', '12,34', { ok: false, error: 'notANumber' }],
    ['a trailing dot', '100.', { ok: false, error: 'notANumber' }],
    ['three decimals', '100.005', { ok: false, error: 'tooManyDecimals' }],
    ['trailing zeros beyond 2 decimals', '100.500', { ok: false, error: 'tooManyDecimals' }],
    ['one cent under the minimum', '99.99', { ok: false, error: 'belowMinimum', limitCents: 10_000 }],
    ['zero', '0', { ok: false, error: 'belowMinimum', limitCents: 10_000 }],
    ['one cent over the maximum', '50,000.01', { ok: false, error: 'aboveMaximum', limitCents: 5_000_000 }],
    ['more cents than a number holds', '9'.repeat(20), { ok: false, error: 'notANumber' }],
  ])('%s (%j)', (_, text, expected) => {
    expect(checkDepositAmount(text, CHANNEL)).toEqual(expected);
  });

  it('a channel with no maximum takes any large amount; a minimum of 0 still refuses 0', () => {
    const open: DepositLimits = { minCents: 0, maxCents: null };
    expect(checkDepositAmount('99999999', open)).toEqual({ ok: true, cents: 9_999_999_900 });
    expect(checkDepositAmount('0.00', open)).toEqual({ ok: false, error: 'belowMinimum', limitCents: 1 });
    expect(checkDepositAmount('0.01', open)).toEqual({ ok: true, cents: 1 });
  });

  it('any accepted amount lies within the limits and reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const check = checkDepositAmount(presetFieldText(cents), CHANNEL);
        const within = cents >= CHANNEL.minCents && cents <= (CHANNEL.maxCents ?? Infinity);
        expect(check.ok).toBe(within);
        if (check.ok) expect(check.cents).toBe(cents);
      }),
    );
  });

  it.each<[string, DepositLimits, boolean]>([
    ['min below max', CHANNEL, true],
    ['min equal to max', { minCents: 500, maxCents: 500 }, true],
    ['min above max', { minCents: 600, maxCents: 500 }, false],
    ['no maximum', { minCents: 600, maxCents: null }, true],
  ])('a channel with %s accepts some amount: %s', (_, limits, expected) => {
    expect(acceptsAnyAmount(limits)).toBe(expected);
  });
});

describe('§2 depositv2 presets: only amounts the channel accepts', () => {
  it.each<[string, number[], DepositLimits, number[]]>([
    ['all within, sorted', [50_000, 10_000, 20_000], CHANNEL, [10_000, 20_000, 50_000]],
    ['below the minimum and above the maximum dropped', [5_000, 10_000, 6_000_000], CHANNEL, [10_000]],
    ['repeats dropped', [10_000, 10_000, 20_000], CHANNEL, [10_000, 20_000]],
    ['not whole cents dropped', [10_000.5, 20_000], CHANNEL, [20_000]],
    ['none sent: none made up', [], CHANNEL, []],
    ['zero never offered', [0, 100], { minCents: 0, maxCents: null }, [100]],
    [
      `at most ${DEPOSIT_PRESET_LIMIT}, the smallest`,
      [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000],
      CHANNEL,
      [10_000, 20_000, 30_000, 40_000, 50_000, 60_000],
    ],
  ])('%s', (_, presets, limits, expected) => {
    expect(depositPresets(presets, limits)).toEqual(expected);
  });

  it.each<[number, string]>([
    [10_000, '100'],
    [10_050, '100.50'],
    [10_005, '100.05'],
    [1, '0.01'],
  ])('preset %i cents fills the field with %s', (cents, text) => {
    expect(presetFieldText(cents)).toBe(text);
  });
});

describe('§2 depositv2 manual bank transfer: the name on the paying account', () => {
  it.each<[string, string, ReturnType<typeof checkDepositorName>]>([
    ['a name', 'Juan Dela Cruz', null],
    ['a Chinese name', '张伟', null],
    ['empty', '', 'required'],
    ['spaces only', '   ', 'required'],
    ['the longest allowed', 'a'.repeat(DEPOSITOR_NAME_MAX_LENGTH), null],
    ['one character too long', 'a'.repeat(DEPOSITOR_NAME_MAX_LENGTH + 1), 'tooLong'],
    ['50 Chinese characters (counted as characters, not bytes)', '张'.repeat(DEPOSITOR_NAME_MAX_LENGTH), null],
  ])('%s', (_, name, expected) => {
    expect(checkDepositorName(name)).toBe(expected);
  });
});
