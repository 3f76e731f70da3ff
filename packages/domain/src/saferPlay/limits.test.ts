import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COOLING_OFF_MS,
  NO_LIMIT,
  NO_LIMITS,
  checkDepositAgainstLimits,
  isLossLimitReached,
  requestLimitChange,
  sessionTimeLeftMs,
  settleLimit,
  tightestLimit,
  validateLimitValue,
  type LimitUsage,
  type Limits,
} from './limits';

const NOW = Date.UTC(2026, 10, 29, 12);
const HOUR = 60 * 60 * 1000;
const NO_USAGE: LimitUsage = { depositDay: 0, depositWeek: 0, depositMonth: 0, lossDay: 0, lossWeek: 0, lossMonth: 0 };

const withLimits = (values: Partial<Record<keyof Limits, number>>): Limits => ({
  ...NO_LIMITS,
  ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, pending: null }])),
});

describe('safer play: a stricter limit applies at once, a looser one after the cooling-off period', () => {
  it.each([
    ['a first limit', null, 50_000],
    ['a lower limit', 50_000, 20_000],
  ])('%s applies at once', (_, current, requested) => {
    expect(requestLimitChange({ value: current, pending: null }, requested, NOW)).toEqual({
      value: requested,
      pending: null,
    });
  });

  it.each([
    ['a higher limit', 20_000, 50_000],
    ['removing the limit', 20_000, null],
  ])('%s waits 24 hours, the current limit holding meanwhile', (_, current, requested) => {
    const changed = requestLimitChange({ value: current, pending: null }, requested, NOW);
    expect(changed).toEqual({ value: current, pending: { value: requested, effectiveAt: NOW + COOLING_OFF_MS } });
    expect(settleLimit(changed, NOW + COOLING_OFF_MS - 1).value).toBe(current);
    expect(settleLimit(changed, NOW + COOLING_OFF_MS)).toEqual({ value: requested, pending: null });
  });

  it('a stricter limit asked for during a cooling-off period replaces the waiting looser one', () => {
    const waiting = requestLimitChange({ value: 20_000, pending: null }, 90_000, NOW);
    expect(requestLimitChange(waiting, 10_000, NOW + HOUR)).toEqual({ value: 10_000, pending: null });
  });

  it('asking for the current value again cancels a waiting change', () => {
    const waiting = requestLimitChange({ value: 20_000, pending: null }, null, NOW);
    expect(requestLimitChange(waiting, 20_000, NOW + HOUR)).toEqual({ value: 20_000, pending: null });
  });

  it('the effective limit is never looser than the current one before the cooling-off period ends', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
        fc.integer({ min: 0, max: COOLING_OFF_MS - 1 }),
        (current, requested, later) => {
          const { value } = settleLimit(
            requestLimitChange({ value: current, pending: null }, requested, NOW),
            NOW + later,
          );
          const looser = value === null ? current !== null : current !== null && value > current;
          expect(looser).toBe(false);
        },
      ),
    );
  });

  it.each([
    [0, 'limitInvalid'],
    [-5, 'limitInvalid'],
    [12.5, 'limitInvalid'],
    [100, null],
    [null, null],
  ] as const)('a limit of %s is %s', (value, error) => {
    expect(validateLimitValue(value)).toBe(error);
  });
});

describe('safer play: deposit limits refuse a deposit over what remains, naming the limit', () => {
  const limits = withLimits({ depositDay: 10_000, depositMonth: 50_000 });

  it('a deposit within every limit goes through', () => {
    expect(checkDepositAgainstLimits(10_000, limits, NO_USAGE, NOW)).toBeNull();
  });

  it('a deposit over the daily remainder is refused with the daily limit and what remains of it', () => {
    const usage = { ...NO_USAGE, depositDay: 7_000, depositWeek: 7_000, depositMonth: 7_000 };
    expect(checkDepositAgainstLimits(3_001, limits, usage, NOW)).toEqual({
      code: 'depositLimitExceeded',
      key: 'depositDay',
      limitCents: 10_000,
      remainingCents: 3_000,
    });
    expect(checkDepositAgainstLimits(3_000, limits, usage, NOW)).toBeNull();
  });

  it('the monthly limit binds when it leaves less room than the daily one', () => {
    const usage = { ...NO_USAGE, depositMonth: 45_000 };
    expect(checkDepositAgainstLimits(6_000, limits, usage, NOW)).toMatchObject({
      key: 'depositMonth',
      remainingCents: 5_000,
    });
    expect(tightestLimit(limits, usage, ['depositDay', 'depositWeek', 'depositMonth'], NOW)).toEqual({
      key: 'depositMonth',
      limitCents: 50_000,
      remainingCents: 5_000,
    });
  });

  it('a removal still waiting does not lift the limit yet', () => {
    const removing = { ...limits, depositDay: requestLimitChange(limits.depositDay, null, NOW) };
    expect(checkDepositAgainstLimits(20_000, removing, NO_USAGE, NOW + HOUR)).toMatchObject({ key: 'depositDay' });
    expect(checkDepositAgainstLimits(20_000, removing, NO_USAGE, NOW + COOLING_OFF_MS)).toBeNull();
  });

  it('with no limits nothing is refused', () => {
    expect(checkDepositAgainstLimits(99_999_999, NO_LIMITS, NO_USAGE, NOW)).toBeNull();
    expect(tightestLimit(NO_LIMITS, NO_USAGE, ['depositDay'], NOW)).toBeNull();
  });
});

describe('safer play: loss and session-time limits', () => {
  it('a loss limit is reached when the net loss in its window meets it', () => {
    const limits = withLimits({ lossWeek: 20_000 });
    expect(isLossLimitReached(limits, { ...NO_USAGE, lossWeek: 19_999 }, NOW)).toBe(false);
    expect(isLossLimitReached(limits, { ...NO_USAGE, lossWeek: 20_000 }, NOW)).toBe(true);
    expect(isLossLimitReached(NO_LIMITS, { ...NO_USAGE, lossWeek: 1e9 }, NOW)).toBe(false);
  });

  it('the session limit counts down from the session start and stops at zero', () => {
    const limits = withLimits({ sessionMinutes: 60 });
    expect(sessionTimeLeftMs(limits, NOW, NOW + 15 * 60_000)).toBe(45 * 60_000);
    expect(sessionTimeLeftMs(limits, NOW, NOW + 2 * HOUR)).toBe(0);
    expect(sessionTimeLeftMs({ ...limits, sessionMinutes: NO_LIMIT }, NOW, NOW)).toBeNull();
  });
});
