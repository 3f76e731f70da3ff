import { addCalendarDays, formatIsoDate, MS_PER_DAY, startOfDayEpoch } from '../format/calendar';
import { dateRangePreset, type DateRange } from '../format/dateTime';
import { calendarDateAt } from '../validation/age';
import { parseIsoDate, type CalendarDate } from '../validation/patterns';

/**
 * §9 "Date range picker: next 7 or 30 days, past 7 or 30 days", plus today and yesterday, the two ranges a player
 * checks most on a record page. Every range counts whole calendar days on the platform clock (`offsetMinutes`),
 * both ends included.
 */
export type RecordRangePreset = 'today' | 'yesterday' | 'past7' | 'past30' | 'next7' | 'next30';

/**
 * What the record pages offer: records lie in the past, so the forward presets of §9 (next 7 and 30 days) are left
 * out there; `recordRangePreset` still computes them for pages whose dates lie ahead.
 */
export const RECORD_RANGE_PRESETS: readonly RecordRangePreset[] = ['today', 'yesterday', 'past7', 'past30'];

/** A record page opens on the past 7 days. */
export const DEFAULT_RECORD_PRESET: RecordRangePreset = 'past7';

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

export function recordRangePreset(preset: RecordRangePreset, now: number, offsetMinutes: number): DateRange {
  if (preset === 'today' || preset === 'yesterday') {
    const day = addCalendarDays(calendarDateAt(now, offsetMinutes), preset === 'today' ? 0 : -1);
    return rangeOf(day, day, offsetMinutes);
  }
  return dateRangePreset(preset, now, offsetMinutes);
}

/** The preset a range equals on this day, or null for a custom range. */
export function presetOfRange(
  range: { readonly start: string; readonly end: string },
  now: number,
  offsetMinutes: number,
  presets: readonly RecordRangePreset[] = RECORD_RANGE_PRESETS,
): RecordRangePreset | null {
  for (const preset of presets) {
    const candidate = recordRangePreset(preset, now, offsetMinutes);
    if (candidate.start === range.start && candidate.end === range.end) return preset;
  }
  return null;
}

export type RecordRangeError = 'range.startMissing' | 'range.endMissing' | 'range.invalidDate' | 'range.startAfterEnd';

export type RecordRangeResult =
  { readonly ok: true; readonly range: DateRange } | { readonly ok: false; readonly error: RecordRangeError };

/**
 * A custom range typed or picked by the user, ends as yyyy-MM-dd. Decisions: both ends are required; the start may
 * not come after the end; the spec sets no maximum span, so none is imposed (the platform pages long answers).
 */
export function validateRecordRange(
  input: { readonly start: string; readonly end: string },
  offsetMinutes: number,
): RecordRangeResult {
  const start = input.start.trim();
  const end = input.end.trim();
  if (start === '') return { ok: false, error: 'range.startMissing' };
  if (end === '') return { ok: false, error: 'range.endMissing' };
  const startDate = parseIsoDate(start);
  const endDate = parseIsoDate(end);
  if (!startDate || !endDate) return { ok: false, error: 'range.invalidDate' };
  const range = rangeOf(startDate, endDate, offsetMinutes);
  if (range.startMs > range.endMs) return { ok: false, error: 'range.startAfterEnd' };
  return { ok: true, range };
}

/**
 * The range an address asks for (`?from=…&to=…`), or the default preset's when either end is missing or the pair
 * is not a valid range, so a hand-edited address still opens a page with data.
 */
export function recordRangeFromParams(
  from: string | null | undefined,
  to: string | null | undefined,
  now: number,
  offsetMinutes: number,
): DateRange {
  if (from && to) {
    const result = validateRecordRange({ start: from, end: to }, offsetMinutes);
    if (result.ok) return result.range;
  }
  return recordRangePreset(DEFAULT_RECORD_PRESET, now, offsetMinutes);
}
