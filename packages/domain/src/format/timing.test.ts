import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AGENT_CLOCK_TICK_MS,
  CAPTCHA_REFRESH_THROTTLE_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  FAVOURITE_THROTTLE_MS,
  LOGIN_SMS_THROTTLE_MS,
  RATE_LIMIT_LOCKOUT_MS,
  REMEMBER_ME_TTL_MS,
  hasTimedOut,
  mayAct,
} from './timing';

const T = 1_800_000_000_000;

describe('§9 business constants', () => {
  it.each([
    ['favourite throttle 1000 ms', FAVOURITE_THROTTLE_MS, 1000],
    ['captcha refresh throttled to 1 second', CAPTCHA_REFRESH_THROTTLE_MS, 1000],
    ['login SMS send throttled to 1 second', LOGIN_SMS_THROTTLE_MS, 1000],
    ['Login cookie 1 day (86400000 ms)', REMEMBER_ME_TTL_MS, 86_400_000],
    ['Script chunk timeout 120000 ms', CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['Rate-limit lockout 5 minutes', RATE_LIMIT_LOCKOUT_MS, 300_000],
    ['Agent clock 1000 ms', AGENT_CLOCK_TICK_MS, 1000],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('§4 throttles: "Throttled to once per 1000 ms"', () => {
  it.each([
    [null, T, true, 'never acted'],
    [T, T, false, 'same instant'],
    [T, T + 999, false, '999 ms later'],
    [T, T + 1000, true, 'exactly 1000 ms later'],
    [T, T + 5000, true, 'long after'],
    [T, T - 10, true, 'clock moved backwards'],
  ])('last %s, now %s: may act %s (%s)', (last, now, expected, _why) => {
    expect(mayAct(last, now, FAVOURITE_THROTTLE_MS)).toBe(expected);
  });

  it('property: within any interval at most one action passes when each passing action is recorded', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 3000 }),
        (offsets, interval) => {
          const times = [...offsets].sort((a, b) => a - b).map((o) => T + o);
          let last: number | null = null;
          const acted: number[] = [];
          for (const now of times) {
            if (mayAct(last, now, interval)) {
              acted.push(now);
              last = now;
            }
          }
          for (let i = 1; i < acted.length; i += 1) expect(acted[i]! - acted[i - 1]!).toBeGreaterThanOrEqual(interval);
          if (times.length > 0) expect(acted[0]).toBe(times[0]);
        },
      ),
    );
  });
});

describe('§8 "chunk load failure shows a load error after a 120-second time-out"', () => {
  it.each([
    [T + 119_999, false],
    [T + 120_000, true],
  ])('started at T, now %s: timed out %s', (now, expected) => {
    expect(hasTimedOut(T, now, CHUNK_LOAD_TIMEOUT_MS)).toBe(expected);
  });
});
