import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PATTERN_IDS,
  isCalendarDate,
  matchesPattern,
  parseIsoDate,
  parseUsDate,
  patternIdFromWire,
  type PatternId,
} from './patterns';

const ASCII_PRINTABLE_NO_SPACE = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i));
const UPPER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const LOWER = [...'abcdefghijklmnopqrstuvwxyz'];
const DIGITS = [...'0123456789'];
const SYMBOLS = ASCII_PRINTABLE_NO_SPACE.filter((c) => !/[A-Za-z0-9]/.test(c));
const letter = fc.constantFrom(...UPPER, ...LOWER);
const digit = fc.constantFrom(...DIGITS);
const hangulSyllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((cp) => String.fromCodePoint(cp));
const thaiConsonant = fc.integer({ min: 0x0e01, max: 0x0e2e }).map((cp) => String.fromCodePoint(cp));
const hanCharacter = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((cp) => String.fromCodePoint(cp));

/** [pattern, accepted values, rejected values], each straight from the spec's words for the pattern. */
const TABLE: ReadonlyArray<readonly [PatternId, string, readonly string[], readonly string[]]> = [
  [0, 'any characters', ['a', ' ', '中 文!', '😀', '\t'], []],
  [
    1,
    'letter first then letters and digits',
    ['a', 'abc123', 'Z9', 'player01'],
    ['1abc', '_abc', 'ab c', 'abc!', 'ábc', ''],
  ],
  [2, 'Chinese characters and digits', ['中文', '张三123', '123', '龍'], ['abc', '中 文', '中文!', '한국', '']],
  [
    3,
    'email',
    ['a@b.co', 'first.last+tag@example.com', 'x_y@mail.example.org', 'A1@sub-domain.io'],
    ['plain', 'a@b', '@b.com', 'a@.com', 'a..b@c.com', 'a@b..com', 'a b@c.com', 'a@b.c', 'a@-b.com', ''],
  ],
  [4, 'alphanumeric without special characters', ['abc', '123', 'aB3'], ['a-b', 'a b', 'a_b', 'ä', '']],
  [5, 'letters and digits combined', ['abc123', '1a', 'A9b'], ['abcdef', '123456', 'abc 123', 'abc-123', '']],
  [6, 'digits only', ['0', '0123456789'], ['12a', '12 3', '-1', '1.5', '١٢٣', '']],
  [7, 'alphanumeric with at least one uppercase', ['Abc', 'abC1', 'A'], ['abc1', 'ABC!', 'AB C', '']],
  [8, 'English letters and spaces', ['John Smith', 'Ann', 'a b c'], ['John2', 'Jöhn', 'John-Smith', 'John\tSmith', '']],
  [9, 'no spaces', ['abc', 'a!b@c', '中文'], ['a b', ' abc', 'abc ', 'a\tb', 'a\u00a0b', '']],
  [
    10,
    'Chinese characters and punctuation',
    ['中文', '张·三', '你好，世界。', '（中）'],
    ['中文a', '中 文', '123', '。。', ''],
  ],
  [
    11,
    'date yyyy-MM-dd',
    ['2024-02-29', '1999-12-31', '2000-01-01'],
    ['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '24-01-01', '2024/01/01', '2024-1-1', '0000-01-01', ''],
  ],
  [12, 'letters and one space', ['Ann', 'Ann Lee'], ['Ann  Lee', 'Ann Lee Smith', ' Ann', 'Ann ', 'Ann2', '']],
  [
    13,
    'date MM-dd-yyyy',
    ['02-29-2024', '12-31-1999'],
    ['02-29-2023', '13-01-2024', '2024-01-01', '04-31-2024', '1-1-2024', ''],
  ],
  [15, 'Korean only', ['한국어', '김'], ['한국 어', '한국a', '中文', 'abc', '']],
  [16, 'Thai only', ['ภาษาไทย', 'สมชาย'], ['สมชาย ใจดี', 'ไทยa', 'abc', '']],
  [17, 'Thai or English and spaces', ['สมชาย ใจดี', 'John Smith', 'สมชาย Smith'], ['John2', 'สมชาย!', '한국', '']],
  [18, 'uppercase and spaces with at least one letter', ['JOHN SMITH', 'A'], ['John', '   ', 'JOHN1', '']],
  [19, 'letters, digits, symbols', ['abc', 'a1!', '#$%', 'P@ss_w0rd'], ['a b', 'abc中', '']],
  [
    20,
    'at least one uppercase, lowercase, digit and special symbol',
    ['Aa1!', 'P@ssw0rd'],
    ['Aa1a', 'aa1!', 'AA1!', 'Aa!!', 'Aa1! x', ''],
  ],
];

describe('§5 Pattern types', () => {
  describe.each(TABLE)('§5 pattern %s: %s', (id, _words, accepted, rejected) => {
    it.each(accepted)('accepts %j', (value) => {
      expect(matchesPattern(id, value)).toBe(true);
    });
    if (rejected.length > 0) {
      it.each(rejected)('rejects %j', (value) => {
        expect(matchesPattern(id, value)).toBe(false);
      });
    }
  });

  it('the listed pattern ids are 0–20 without 14', () => {
    expect(PATTERN_IDS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20]);
  });

  it.each([
    [5, 5],
    ['16', 16],
    [' 3 ', 3],
    [14, 0],
    ['14', 0],
    [21, 0],
    [-1, 0],
    [2.5, 0],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
  ] as const)('a wire pattern id %j reads as %s (14 is not in §5: any characters)', (raw, expected) => {
    expect(patternIdFromWire(raw)).toBe(expected);
  });
});

describe('§5 pattern properties', () => {
  it('pattern 0 any characters: every string matches', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(matchesPattern(0, s)).toBe(true);
      }),
    );
  });

  it('pattern 1: a letter then letters and digits matches; a leading digit never does', () => {
    fc.assert(
      fc.property(letter, fc.array(fc.oneof(letter, digit)), (first, rest) => {
        expect(matchesPattern(1, first + rest.join(''))).toBe(true);
        expect(matchesPattern(1, '7' + first + rest.join(''))).toBe(false);
      }),
    );
  });

  it('pattern 5 letters and digits combined: an alphanumeric string matches exactly when it has both', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(letter, digit), minLength: 1 }), (s) => {
        const hasLetter = [...s].some((c) => LOWER.includes(c.toLowerCase()));
        const hasDigit = [...s].some((c) => DIGITS.includes(c));
        expect(matchesPattern(5, s)).toBe(hasLetter && hasDigit);
      }),
    );
  });

  it('pattern 6 digits only: digit strings match; one other character anywhere breaks it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: digit, minLength: 1 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => !DIGITS.includes(c)),
        fc.nat(),
        (digits, other, at) => {
          expect(matchesPattern(6, digits)).toBe(true);
          const i = at % (digits.length + 1);
          expect(matchesPattern(6, digits.slice(0, i) + other + digits.slice(i))).toBe(false);
        },
      ),
    );
  });

  it('pattern 9 no spaces: a space anywhere breaks any otherwise-matching value', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...ASCII_PRINTABLE_NO_SPACE), minLength: 1 }),
        fc.nat(),
        (s, at) => {
          expect(matchesPattern(9, s)).toBe(true);
          const i = at % (s.length + 1);
          expect(matchesPattern(9, `${s.slice(0, i)} ${s.slice(i)}`)).toBe(false);
        },
      ),
    );
  });

  it('pattern 15 Korean only / 16 Thai only: a run of the script matches; a Latin letter breaks it', () => {
    fc.assert(
      fc.property(fc.array(hangulSyllable, { minLength: 1 }), fc.array(thaiConsonant, { minLength: 1 }), (ko, th) => {
        expect(matchesPattern(15, ko.join(''))).toBe(true);
        expect(matchesPattern(16, th.join(''))).toBe(true);
        expect(matchesPattern(15, ko.join('') + 'a')).toBe(false);
        expect(matchesPattern(16, th.join('') + 'a')).toBe(false);
        expect(matchesPattern(15, th.join(''))).toBe(false);
        expect(matchesPattern(16, ko.join(''))).toBe(false);
      }),
    );
  });

  it('pattern 2 Chinese characters and digits: any mix of Han and digits matches; a Latin letter breaks it', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hanCharacter, digit), { minLength: 1 }), (chars) => {
        expect(matchesPattern(2, chars.join(''))).toBe(true);
        expect(matchesPattern(2, chars.join('') + 'x')).toBe(false);
      }),
    );
  });

  it('pattern 20: printable ASCII with all four kinds matches; without any one kind it does not', () => {
    const kinds = [UPPER, LOWER, DIGITS, SYMBOLS] as const;
    fc.assert(
      fc.property(
        fc.tuple(...kinds.map((k) => fc.array(fc.constantFrom(...k), { minLength: 1, maxLength: 4 }))),
        fc.integer({ min: 0, max: 3 }),
        (parts, dropped) => {
          expect(matchesPattern(20, parts.flat().join(''))).toBe(true);
          expect(
            matchesPattern(
              20,
              parts
                .filter((_, i) => i !== dropped)
                .flat()
                .join(''),
            ),
          ).toBe(false);
        },
      ),
    );
  });
});

describe('§5 pattern 11 date yyyy-MM-dd and 13 date MM-dd-yyyy: a real calendar date', () => {
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  /** Independent oracle: the platform's Date in UTC round-trips only real dates. */
  const isRealDate = (y: number, m: number, d: number): boolean => {
    const date = new Date(0);
    date.setUTCFullYear(y, m - 1, d);
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  };

  it('property: both formats accept exactly the days the calendar has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const expected = isRealDate(y, m, d);
          expect(isCalendarDate(y, m, d)).toBe(expected);
          expect(matchesPattern(11, `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)).toBe(expected);
          expect(matchesPattern(13, `${pad(m, 2)}-${pad(d, 2)}-${pad(y, 4)}`)).toBe(expected);
        },
      ),
    );
  });

  it('reads the parts in the order of each format', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate('02-29-2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate('29-02-2024')).toBeNull();
  });

  it.each([
    [2024, 2, 29, true],
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2023, 2, 29, false],
    [2024, 1, 1.5, false],
    [10000, 1, 1, false],
    [0, 1, 1, false],
  ])('%s-%s-%s is a calendar date: %s (leap years by the Gregorian rule)', (y, m, d, expected) => {
    expect(isCalendarDate(y, m, d)).toBe(expected);
  });
});
