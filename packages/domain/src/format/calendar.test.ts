import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarDateAt } from '../validation/age';
import { addCalendarDays, daysInMonth, formatIsoDate, isoWeekday, startOfDayEpoch } from './calendar';

describe('calendar arithmetic behind §3 periods and §9 date ranges', () => {
  it.each([
    [Date.UTC(2026, 0, 31, 16, 0, 0), 480, '2026-02-01'],
    [Date.UTC(2026, 0, 31, 15, 59, 59), 480, '2026-01-31'],
    [Date.UTC(2026, 0, 1, 2, 0, 0), -180, '2025-12-31'],
    [Date.UTC(2026, 0, 1, 0, 0, 0), 0, '2026-01-01'],
  ])('instant %s at offset %s min is the date %s', (epoch, offset, expected) => {
    expect(formatIsoDate(calendarDateAt(epoch, offset))).toBe(expected);
  });

  it.each([
    [{ year: 2024, month: 2, day: 28 }, 1, '2024-02-29'],
    [{ year: 2025, month: 2, day: 28 }, 1, '2025-03-01'],
    [{ year: 2025, month: 12, day: 31 }, 1, '2026-01-01'],
    [{ year: 2026, month: 3, day: 1 }, -1, '2026-02-28'],
    [{ year: 2026, month: 1, day: 15 }, -29, '2025-12-17'],
  ])('%o plus %s days is %s', (date, days, expected) => {
    expect(formatIsoDate(addCalendarDays(date, days))).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%s-%s has %s days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([
    [{ year: 2026, month: 11, day: 23 }, 1],
    [{ year: 2026, month: 11, day: 29 }, 7],
    [{ year: 2026, month: 11, day: 28 }, 6],
  ])('%o is ISO weekday %s', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it('the start of a GMT+8 day is 16:00 UTC the day before', () => {
    expect(startOfDayEpoch({ year: 2026, month: 11, day: 23 }, 480)).toBe(Date.UTC(2026, 10, 22, 16, 0, 0));
  });

  it('years below 100 are not read as 19xx', () => {
    expect(formatIsoDate(addCalendarDays({ year: 50, month: 12, day: 31 }, 1))).toBe('0051-01-01');
    expect(daysInMonth(4, 2)).toBe(29);
  });

  it('pads years and fields to yyyy-MM-dd', () => {
    expect(formatIsoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });

  it('property: the start of a day maps back to that day, and the millisecond before is the previous day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }),
        fc.integer({ min: -720, max: 840 }),
        (epoch, offset) => {
          const date = calendarDateAt(epoch, offset);
          const start = startOfDayEpoch(date, offset);
          expect(start).toBeLessThanOrEqual(epoch);
          expect(epoch - start).toBeLessThan(86_400_000);
          expect(calendarDateAt(start, offset)).toEqual(date);
          expect(calendarDateAt(start - 1, offset)).toEqual(addCalendarDays(date, -1));
        },
      ),
    );
  });
});
