/**
 * Spec §5 "Pattern types": 0 any characters; 1 letter first then letters and digits; 2 Chinese characters and digits;
 * 3 email; 4 alphanumeric without special characters; 5 letters and digits combined; 6 digits only; 7 alphanumeric
 * with at least one uppercase; 8 English letters and spaces; 9 no spaces; 10 Chinese characters and punctuation;
 * 11 date yyyy-MM-dd; 12 letters and one space; 13 date MM-dd-yyyy; 15 Korean only; 16 Thai only; 17 Thai or English
 * and spaces; 18 uppercase and spaces with at least one letter; 19 letters, digits, symbols; 20 at least one
 * uppercase, lowercase, digit and special symbol.
 *
 * A pattern says which characters a non-empty value may hold; whether a field may be empty is the `required` rule,
 * and lengths are the field rule's (see fieldRules.ts). "Letters" means the English letters A–Z and a–z, "digits"
 * 0–9 and "symbols" the printable ASCII punctuation, except where the spec names a script (Chinese, Korean, Thai).
 * Pattern 14 is not in the spec: it is not a PatternId, and a 14 from the server is read as 0 (any characters).
 */

/** The pattern types the spec lists (14 is missing from the spec, on purpose here too). */
export type PatternId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 15 | 16 | 17 | 18 | 19 | 20;

export const PATTERN_IDS: readonly PatternId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20];

/** The pattern that applies when the server sends none, 14, or an id the spec does not list: any characters. */
export const ANY_PATTERN: PatternId = 0;

/** Reads a pattern id from the wire (number or numeric string); 14 and anything unknown become 0 (any). */
export function patternIdFromWire(raw: unknown): PatternId {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && (PATTERN_IDS as readonly number[]).includes(n) ? (n as PatternId) : ANY_PATTERN;
}

const LETTER = 'A-Za-z';
const DIGIT = '0-9';
/** Printable ASCII punctuation and symbols: ! " # $ % & ' ( ) * + , - . / : ; < = > ? @ [ \ ] ^ _ ` { | } ~ */
const SYMBOL = '!-\\/:-@\\[-`{-~';

const EMAIL_LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(
  `^${EMAIL_LOCAL_ATOM}(?:\\.${EMAIL_LOCAL_ATOM})*@(?:${EMAIL_DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}$`,
);

/** Whether year-month-day names a real day of the (proleptic) Gregorian calendar, years 1 to 9999. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 ? (isLeap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= daysInMonth;
}

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const date = { year, month, day };
  return isCalendarDate(date.year, date.month, date.day) ? date : null;
}

/** Pattern 11: reads a yyyy-MM-dd date, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = ISO_DATE.exec(value);
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** Pattern 13: reads an MM-dd-yyyy date, or null when it is not a real calendar date. */
export function parseUsDate(value: string): CalendarDate | null {
  const m = US_DATE.exec(value);
  return m ? calendarDate(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

const regexTest =
  (re: RegExp) =>
  (value: string): boolean =>
    re.test(value);

const PATTERN_TESTS: Readonly<Record<PatternId, (value: string) => boolean>> = {
  0: () => true,
  1: regexTest(new RegExp(`^[${LETTER}][${LETTER}${DIGIT}]*$`)),
  2: regexTest(/^[\p{Script=Han}0-9]+$/u),
  3: regexTest(EMAIL),
  4: regexTest(new RegExp(`^[${LETTER}${DIGIT}]+$`)),
  5: regexTest(new RegExp(`^(?=.*[${LETTER}])(?=.*[${DIGIT}])[${LETTER}${DIGIT}]+$`)),
  6: regexTest(/^[0-9]+$/),
  7: regexTest(new RegExp(`^(?=.*[A-Z])[${LETTER}${DIGIT}]+$`)),
  8: regexTest(new RegExp(`^[${LETTER} ]+$`)),
  9: regexTest(/^\S+$/u),
  // At least one Han character: punctuation alone is not a Chinese text.
  10: regexTest(/^(?=.*\p{Script=Han})[\p{Script=Han}\p{P}]+$/u),
  11: (value) => parseIsoDate(value) !== null,
  // Letters with at most one space, which must sit between letters ("Ann", "Ann Lee"; not "Ann  Lee", " Ann").
  12: regexTest(new RegExp(`^[${LETTER}]+(?: [${LETTER}]+)?$`)),
  13: (value) => parseUsDate(value) !== null,
  15: regexTest(/^\p{Script=Hangul}+$/u),
  16: regexTest(/^\p{Script=Thai}+$/u),
  // Thai letters, English letters and spaces, in any mix.
  17: regexTest(/^[\p{Script=Thai}A-Za-z ]+$/u),
  18: regexTest(/^(?=.*[A-Z])[A-Z ]+$/),
  19: regexTest(new RegExp(`^[${LETTER}${DIGIT}${SYMBOL}]+$`)),
  20: regexTest(new RegExp(`^(?=.*[A-Z])(?=.*[a-z])(?=.*[${DIGIT}])(?=.*[${SYMBOL}])[${LETTER}${DIGIT}${SYMBOL}]+$`)),
};

/**
 * Whether a non-empty value matches a pattern type. An empty value matches only pattern 0: emptiness is the
 * `required` rule's business, and validators never call this with an empty value.
 */
export function matchesPattern(id: PatternId, value: string): boolean {
  return PATTERN_TESTS[id](value);
}
