import { describe, expect, it } from 'vitest';
import {
  exclusionEndsAt,
  exclusionKindOf,
  isExcluded,
  isRealityCheckMinutes,
  nextRealityCheckAt,
  realityCheckSummary,
} from './breaks';

const NOW = Date.UTC(2026, 10, 29, 12);
const MINUTE = 60_000;

describe('safer play: the reality check reminds at the chosen interval', () => {
  it('the first reminder comes one interval after the session began, the next one after the last answer', () => {
    expect(nextRealityCheckAt(30, NOW, null)).toBe(NOW + 30 * MINUTE);
    expect(nextRealityCheckAt(30, NOW, NOW + 31 * MINUTE)).toBe(NOW + 61 * MINUTE);
  });

  it('off means no reminder', () => {
    expect(nextRealityCheckAt(0, NOW, null)).toBeNull();
  });

  it('offers off, 15, 30 and 60 minutes only', () => {
    expect([0, 15, 30, 60].every(isRealityCheckMinutes)).toBe(true);
    expect(isRealityCheckMinutes(45)).toBe(false);
  });

  it('shows the time played and the net result of the session (a loss is negative)', () => {
    expect(realityCheckSummary(NOW, NOW + 90 * MINUTE, 12_000, 4_500)).toEqual({
      playedMs: 90 * MINUTE,
      netCents: -7_500,
    });
  });
});

describe('safer play: a time-out or a self-exclusion ends at a known time', () => {
  it.each([
    ['24h', Date.UTC(2026, 10, 30, 12)],
    ['7d', Date.UTC(2026, 11, 6, 12)],
    ['30d', Date.UTC(2026, 11, 29, 12)],
    ['6m', Date.UTC(2027, 4, 29, 12)],
    ['1y', Date.UTC(2027, 10, 29, 12)],
    ['5y', Date.UTC(2031, 10, 29, 12)],
  ] as const)('%s from 29 November 2026 12:00 UTC ends at the expected instant', (period, endsAt) => {
    expect(exclusionEndsAt(period, NOW)).toBe(endsAt);
  });

  it('six calendar months from 31 August end on the last day of February', () => {
    expect(exclusionEndsAt('6m', Date.UTC(2026, 7, 31, 9))).toBe(Date.UTC(2027, 1, 28, 9));
  });

  it('24 hours, 7 and 30 days are breaks; six months or more is self-exclusion', () => {
    expect(['24h', '7d', '30d'].map((p) => exclusionKindOf(p as '24h'))).toEqual(['break', 'break', 'break']);
    expect(exclusionKindOf('6m')).toBe('selfExclusion');
  });

  it('signing in is refused until the end, and allowed from it', () => {
    const exclusion = { kind: 'break' as const, endsAt: exclusionEndsAt('24h', NOW) };
    expect(isExcluded(exclusion, NOW)).toBe(true);
    expect(isExcluded(exclusion, exclusion.endsAt - 1)).toBe(true);
    expect(isExcluded(exclusion, exclusion.endsAt)).toBe(false);
    expect(isExcluded(null, NOW)).toBe(false);
  });
});
