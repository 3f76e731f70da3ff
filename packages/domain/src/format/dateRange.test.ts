import { describe, expect, it } from 'vitest';
import {
  dateRangePreset,
  MAX_DATE_RANGE_DAYS,
  presetOfRange,
  validateDateRange,
  type DateRangePreset,
} from './dateRange';

// 2026-11-26 10:00 UTC; at UTC+8 it is 18:00 the same day, at UTC-11 it is 23:00 the day before.
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const ALL: readonly DateRangePreset[] = ['today', 'yesterday', 'past7', 'past30', 'next7', 'next30'];

describe('§9 Date range picker: presets', () => {
  it.each<[DateRangePreset, number, string, string]>([
    ['today', 0, '2026-11-26', '2026-11-26'],
    ['yesterday', 0, '2026-11-25', '2026-11-25'],
    ['past7', 0, '2026-11-20', '2026-11-26'],
    ['past30', 0, '2026-10-28', '2026-11-26'],
    ['next7', 0, '2026-11-26', '2026-12-02'],
    ['next30', 0, '2026-11-26', '2026-12-25'],
    ['today', -660, '2026-11-25', '2026-11-25'],
    ['yesterday', -660, '2026-11-24', '2026-11-24'],
    ['past7', 480, '2026-11-20', '2026-11-26'],
  ])('%s at UTC%+d minutes is %s … %s', (preset, offset, start, end) => {
    const range = dateRangePreset(preset, NOW, offset);
    expect([range.start, range.end]).toEqual([start, end]);
  });

  it('each range covers whole days on the platform clock, both ends included', () => {
    const today = dateRangePreset('today', NOW, 480);
    expect(today.startMs).toBe(Date.UTC(2026, 10, 25, 16, 0, 0));
    expect(today.endMs - today.startMs + 1).toBe(86_400_000);
    const week = dateRangePreset('past7', NOW, 0);
    expect(week.endMs - week.startMs + 1).toBe(7 * 86_400_000);
  });

  it('a range is recognised as its preset, and a custom one as none', () => {
    expect(presetOfRange({ start: '2026-11-20', end: '2026-11-26' }, ALL, NOW, 0)).toBe('past7');
    expect(presetOfRange({ start: '2026-11-25', end: '2026-11-25' }, ALL, NOW, 0)).toBe('yesterday');
    expect(presetOfRange({ start: '2026-11-21', end: '2026-11-26' }, ALL, NOW, 0)).toBeNull();
  });
});

describe('§9 Date range picker: a custom range', () => {
  it.each([
    [{ start: '', end: '2026-11-26' }, 'startMissing'],
    [{ start: '2026-11-01', end: ' ' }, 'endMissing'],
    [{ start: '2026-02-30', end: '2026-03-01' }, 'invalidDate'],
    [{ start: '26-11-2026', end: '2026-11-30' }, 'invalidDate'],
    [{ start: '2026-11-27', end: '2026-11-26' }, 'startAfterEnd'],
  ])('%j is refused with %s', (input, error) => {
    expect(validateDateRange(input, 0)).toEqual({ ok: false, error });
  });

  it.each([
    [{ start: '2026-11-26', end: '2026-11-26' }, 1],
    [{ start: '2026-01-01', end: '2026-12-31' }, 365],
    [{ start: '2024-02-28', end: '2024-03-01' }, 3],
    [{ start: '2025-10-28', end: '2026-12-01' }, MAX_DATE_RANGE_DAYS],
  ])('%j is accepted: %i whole days', (input, days) => {
    const result = validateDateRange(input, 0);
    if (!result.ok) throw new Error(result.error);
    expect((result.range.endMs - result.range.startMs + 1) / 86_400_000).toBe(days);
  });
});

describe('§9 Date range picker: the platform refuses a range over 400 days (request_param_err)', () => {
  it('the limit is 400 whole days, both ends included', () => {
    expect(MAX_DATE_RANGE_DAYS).toBe(400);
  });

  it.each([
    [{ start: '2025-10-27', end: '2026-12-01' }, 401, 0],
    [{ start: '2024-01-01', end: '2026-11-26' }, 1061, 0],
    [{ start: '2025-10-27', end: '2026-12-01' }, 401, 480],
    [{ start: '2025-10-27', end: '2026-12-01' }, 401, -660],
  ])('%j (%i days) at UTC%+d minutes is refused as too long, before anything is asked', (input, _days, offset) => {
    expect(validateDateRange(input, offset)).toEqual({ ok: false, error: 'tooLong' });
  });

  it('one day less, at any offset, is accepted', () => {
    for (const offset of [0, 480, -660]) {
      expect(validateDateRange({ start: '2025-10-28', end: '2026-12-01' }, offset).ok).toBe(true);
    }
  });
});
