import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REQUIRED } from './errors';
import { DEFAULT_MINIMUM_AGE, ageOn, calendarDateAt, validateAgeConfirmation, validateBirthDate } from './age';

const at = (iso: string): number => Date.parse(`${iso}T12:00:00Z`);

describe('§5 / §9 Age: 18 (parameter; 21 in one message and the birthday check)', () => {
  it('the default minimum age is 18', () => {
    expect(DEFAULT_MINIMUM_AGE).toBe(18);
  });

  it.each([
    ['2006-06-15', '2024-06-15', undefined, null],
    ['2006-06-16', '2024-06-15', undefined, { code: 'age.under', params: { min: 18 } }],
    ['2003-06-15', '2024-06-15', 21, null],
    ['2003-06-16', '2024-06-15', 21, { code: 'age.under', params: { min: 21 } }],
    ['2006-06-15', '2024-06-15', 21, { code: 'age.under', params: { min: 21 } }],
    ['', '2024-06-15', undefined, REQUIRED],
    [null, '2024-06-15', undefined, REQUIRED],
    ['2006-02-30', '2024-06-15', undefined, { code: 'age.invalidDate' }],
    ['15-06-2006', '2024-06-15', undefined, { code: 'age.invalidDate' }],
    ['2025-01-01', '2024-06-15', undefined, { code: 'age.invalidDate' }],
    [' 2000-01-01 ', '2024-06-15', undefined, null],
  ] as const)('born %j, today %s, minimum %s gives %j', (birth, today, minimumAge, expected) => {
    expect(validateBirthDate(birth, { now: at(today), minimumAge })).toEqual(expected);
  });

  it('a 29 February birthday is reached on 1 March in a common year', () => {
    const birth = { year: 2006, month: 2, day: 29 };
    expect(ageOn(birth, { year: 2024, month: 2, day: 28 })).toBe(17);
    expect(ageOn(birth, { year: 2024, month: 2, day: 29 })).toBe(18);
    expect(ageOn({ year: 2005, month: 2, day: 28 }, { year: 2023, month: 2, day: 28 })).toBe(18);
    expect(ageOn({ year: 2004, month: 2, day: 29 }, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2004, month: 2, day: 29 }, { year: 2022, month: 3, day: 1 })).toBe(18);
  });

  it('today is the player’s calendar day: the UTC offset moves it', () => {
    const now = Date.parse('2024-06-14T20:00:00Z');
    expect(calendarDateAt(now)).toEqual({ year: 2024, month: 6, day: 14 });
    expect(calendarDateAt(now, 8 * 60)).toEqual({ year: 2024, month: 6, day: 15 });
    expect(validateBirthDate('2006-06-15', { now })).toEqual({ code: 'age.under', params: { min: 18 } });
    expect(validateBirthDate('2006-06-15', { now, utcOffsetMinutes: 8 * 60 })).toBeNull();
  });

  it('property: the age is whole years, rising by exactly one on each birthday', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        (date, years) => {
          const birth = calendarDateAt(date.getTime());
          // the anniversary, rolled to 1 March when 29 February does not exist that year
          const anniversary = new Date(Date.UTC(birth.year + years, birth.month - 1, birth.day));
          const dayBefore = calendarDateAt(anniversary.getTime() - 86_400_000);
          expect(ageOn(birth, calendarDateAt(anniversary.getTime()))).toBe(years);
          expect(ageOn(birth, dayBefore)).toBe(years - 1);
        },
      ),
    );
  });

  it.each([
    [true, undefined, null],
    [false, undefined, { code: 'age.confirm', params: { min: 18 } }],
    [false, 21, { code: 'age.confirm', params: { min: 21 } }],
  ] as const)('age confirmation checked=%s, minimum %s gives %j', (isConfirmed, minimumAge, expected) => {
    expect(validateAgeConfirmation(isConfirmed, minimumAge)).toEqual(expected);
  });
});
