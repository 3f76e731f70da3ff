/**
 * Spec §5 "Age confirmation 18 (parameter; one message says 21, and a birthday check says 21)"; §9 "Age: 18
 * (parameter; 21 in one message and the birthday check)". The minimum age is a parameter defaulting to 18; a brand
 * whose market requires 21 passes 21, to both the confirmation and the birthday check.
 */
import { REQUIRED, isBlank, type ValidationError } from './errors';
import { parseIsoDate, type CalendarDate } from './patterns';

export const DEFAULT_MINIMUM_AGE = 18;

/**
 * The calendar date at `now` (epoch ms) in a zone `utcOffsetMinutes` east of UTC (the player's zone; the app can pass
 * `-new Date(now).getTimezoneOffset()`).
 */
export function calendarDateAt(now: number, utcOffsetMinutes = 0): CalendarDate {
  const shifted = new Date(now + utcOffsetMinutes * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * Whole years from `birth` to `today`. A 29 February birthday is reached on 1 March in common years (the day after
 * 28 February). Negative when the birth date is after today.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return hadBirthday ? years : years - 1;
}

export interface AgeCheckOptions {
  /** Epoch milliseconds; never read from the clock here. */
  readonly now: number;
  readonly minimumAge?: number | undefined;
  readonly utcOffsetMinutes?: number | undefined;
}

/**
 * The birthday check: a yyyy-MM-dd birth date (pattern 11) that is a real date not after today, and the player at
 * least the minimum age today. Errors: `required`, `age.invalidDate`, `age.under` with `{ min }`.
 */
export function validateBirthDate(value: string | null | undefined, options: AgeCheckOptions): ValidationError | null {
  if (value === null || value === undefined || isBlank(value)) return REQUIRED;
  const birth = parseIsoDate(value.trim());
  const minimumAge = options.minimumAge ?? DEFAULT_MINIMUM_AGE;
  if (birth === null) return { code: 'age.invalidDate' };
  const age = ageOn(birth, calendarDateAt(options.now, options.utcOffsetMinutes ?? 0));
  if (age < 0) return { code: 'age.invalidDate' };
  return age >= minimumAge ? null : { code: 'age.under', params: { min: minimumAge } };
}

/** The "I am over {min}" confirmation box: required, and its message carries the minimum age. */
export function validateAgeConfirmation(
  isConfirmed: boolean,
  minimumAge: number = DEFAULT_MINIMUM_AGE,
): ValidationError | null {
  return isConfirmed ? null : { code: 'age.confirm', params: { min: minimumAge } };
}
