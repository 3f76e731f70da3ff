/**
 * Calendar arithmetic shared by formatting (§3 notice time, §9 date-range picker, agent clock) and contracts
 * (§3 periods D, W, H, M; §9 daily wage paid the next day). Dates are plain data; an instant becomes a date only
 * through an explicit UTC offset in minutes, never through the machine's time zone.
 */

import type { CalendarDate } from '../validation/patterns';

// Dates are the validation module's CalendarDate ({year, month 1–12, day}); validation/age's calendarDateAt turns
// an instant and a UTC offset into one.

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;

function fromUtcDate(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Midnight UTC of year-month-day, day and month overflowing into the next (unlike Date.UTC, years 0–99 stay as given). */
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The date `days` later (or earlier, when negative). Month and year ends roll over. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcDate(utcMidnight(date.year, date.month, date.day + days));
}

export function daysInMonth(year: number, month: number): number {
  return utcMidnight(year, month + 1, 0).getUTCDate();
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(date: CalendarDate): number {
  const weekday = utcMidnight(date.year, date.month, date.day).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The first millisecond of `date` on a clock `offsetMinutes` ahead of UTC. */
export function startOfDayEpoch(date: CalendarDate, offsetMinutes: number): number {
  return utcMidnight(date.year, date.month, date.day).getTime() - offsetMinutes * MS_PER_MINUTE;
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** yyyy-MM-dd. */
export function formatIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}
