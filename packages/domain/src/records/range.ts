import { dateRangePreset, validateDateRange, type DateRange, type DateRangePreset } from '../format/dateRange';

/**
 * What the record pages offer (§9 date range presets, format/dateRange.ts): records lie in the past, so the forward
 * presets (next 7 and 30 days) are left out, and today and yesterday come first.
 */
export const RECORD_RANGE_PRESETS: readonly DateRangePreset[] = ['today', 'yesterday', 'past7', 'past30'];

/** A record page opens on the past 7 days. */
export const DEFAULT_RECORD_PRESET: DateRangePreset = 'past7';

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
    const result = validateDateRange({ start: from, end: to }, offsetMinutes);
    if (result.ok) return result.range;
  }
  return dateRangePreset(DEFAULT_RECORD_PRESET, now, offsetMinutes);
}
