import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { smsCountdown, smsCountdownTotalSeconds } from './countdown';

const SENT = 1_800_000_000_000;

describe('§9 "SMS countdown 60 seconds per expiry minute (third-party: 1 minute)"', () => {
  it.each([
    [5, false, 300],
    [1, false, 60],
    ['3', false, 180],
    [0.5, false, 30],
    [5, true, 60],
    [undefined, true, 60],
    [0, false, 60],
    [-2, false, 60],
    [Number.NaN, false, 60],
    [undefined, false, 60],
    [null, false, 60],
    ['', false, 60],
    ['soon', false, 60],
    [true, false, 60],
  ])('server expiry %j minutes, third party %s: %s seconds', (minutes, thirdParty, seconds) => {
    expect(smsCountdownTotalSeconds(minutes, thirdParty)).toBe(seconds);
  });
});

describe('§4 SMS send: "button disabled with countdown in seconds"', () => {
  it.each([
    [0, 60, false],
    [1, 60, false],
    [999, 60, false],
    [1000, 59, false],
    [59_001, 1, false],
    [59_999, 1, false],
    [60_000, 0, true],
    [3_600_000, 0, true],
    [-5000, 60, false],
  ])('%s ms after sending a 60 s code: %s s left, may resend %s', (elapsed, seconds, canResend) => {
    expect(smsCountdown(SENT, SENT + elapsed, 60)).toEqual({ remainingSeconds: seconds, canResend });
  });

  it('property: the count never rises as time passes and stays within 0..total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.nat(1_000_000), fc.nat(1_000_000), (total, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = smsCountdown(SENT, SENT + early, total).remainingSeconds;
        const second = smsCountdown(SENT, SENT + late, total).remainingSeconds;
        expect(second).toBeLessThanOrEqual(first);
        expect(first).toBeLessThanOrEqual(total);
        expect(second).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
