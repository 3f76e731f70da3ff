/**
 * §9 "Date range picker: next 7 or 30 days, past 7 or 30 days", plus today and yesterday, the two ranges a player
 * or an agent checks most on a report. Every range counts whole calendar days on the platform clock
 * (`offsetMinutes`), both ends included; nothing here reads the machine's clock or zone.
 */
import { calendarDateAt } from '../validation/age';
import { parseIsoDate, type CalendarDate } from '../validation/patterns';
import { MS_PER_DAY, addCalendarDays, formatIsoDate, startOfDayEpoch } from './calendar';

export type DateRangePreset = 'today' | 'yesterday' | 'past7' | 'past30' | 'next7' | 'next30';

/** The presets §9 names; pages choose the ones that fit their dates (records lie in the past). */
export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = ['next7', 'next30', 'past7', 'past30'];

export interface DateRange {
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  /** yyyy-MM-dd of each end. */
  readonly start: string;
  readonly end: string;
  /** First millisecond of the first day and last millisecond of the last day, both inclusive. */
  readonly startMs: number;
  readonly endMs: number;
}

function rangeOf(startDate: CalendarDate, endDate: CalendarDate, offsetMinutes: number): DateRange {
  return {
    startDate,
    endDate,
    start: formatIsoDate(startDate),
    end: formatIsoDate(endDate),
    startMs: startOfDayEpoch(startDate, offsetMinutes),
    endMs: startOfDayEpoch(endDate, offsetMinutes) + MS_PER_DAY - 1,
  };
}

/** First and last day of each preset, counted in days from today. */
const PRESET_DAYS: Readonly<Record<DateRangePreset, readonly [number, number]>> = {
  today: [0, 0],
  yesterday: [-1, -1],
  past7: [-6, 0],
  past30: [-29, 0],
  next7: [0, 6],
  next30: [0, 29],
};

/**
 * Decision: "past 7 days" is today and the 6 days before it; "next 7 days" is today and the 6 after. Each range
 * counts exactly N calendar days, today included, on the clock of `offsetMinutes`.
 */
export function dateRangePreset(preset: DateRangePreset, now: number, offsetMinutes: number): DateRange {
  const today = calendarDateAt(now, offsetMinutes);
  const [first, last] = PRESET_DAYS[preset];
  return rangeOf(addCalendarDays(today, first), addCalendarDays(today, last), offsetMinutes);
}

/** The preset among `presets` a range equals on this day, or null for a custom range. */
export function presetOfRange(
  range: { readonly start: string; readonly end: string },
  presets: readonly DateRangePreset[],
  now: number,
  offsetMinutes: number,
): DateRangePreset | null {
  for (const preset of presets) {
    const candidate = dateRangePreset(preset, now, offsetMinutes);
    if (candidate.start === range.start && candidate.end === range.end) return preset;
  }
  return null;
}

export type DateRangeError = 'startMissing' | 'endMissing' | 'invalidDate' | 'startAfterEnd' | 'tooLong';

/**
 * The longest range the platform answers, in whole days (both ends included): a longer one it refuses with
 * request_param_err, which no retry can mend, so the range is refused before it is asked for.
 */
export const MAX_DATE_RANGE_DAYS = 400;

export type DateRangeResult =
  { readonly ok: true; readonly range: DateRange } | { readonly ok: false; readonly error: DateRangeError };

/**
 * A custom range typed or picked by the user, ends as yyyy-MM-dd. Decisions: both ends are required; the start may
 * not come after the end; the span is at most MAX_DATE_RANGE_DAYS days, the platform's own limit.
 */
export function validateDateRange(
  input: { readonly start: string; readonly end: string },
  offsetMinutes: number,
): DateRangeResult {
  const start = input.start.trim();
  const end = input.end.trim();
  if (start === '') return { ok: false, error: 'startMissing' };
  if (end === '') return { ok: false, error: 'endMissing' };
  const startDate = parseIsoDate(start);
  const endDate = parseIsoDate(end);
  if (!startDate || !endDate) return { ok: false, error: 'invalidDate' };
  const range = rangeOf(startDate, endDate, offsetMinutes);
  if (range.startMs > range.endMs) return { ok: false, error: 'startAfterEnd' };
  if (range.endMs - range.startMs + 1 > MAX_DATE_RANGE_DAYS * MS_PER_DAY) return { ok: false, error: 'tooLong' };
  return { ok: true, range };
}
