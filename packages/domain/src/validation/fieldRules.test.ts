import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_EMAIL_RULE,
  DEFAULT_MOBILE_RULE,
  DEFAULT_PASSWORD_RULE,
  DEFAULT_USERNAME_RULE,
  RULE_FIELDS,
  checkFieldValue,
  compileAcceptedPattern,
  fieldRuleFromWire,
  fieldRulesFromWire,
  fitsRule,
  lengthParams,
  type FieldRule,
} from './fieldRules';
import { matchesPattern, type PatternId } from './patterns';

const rule = (overrides: Partial<FieldRule>): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: null,
  patternId: 0,
  minLength: null,
  maxLength: null,
  type: null,
  ...overrides,
});

describe('§5 Server-provided registration rules: value must match and fit both', () => {
  it.each([
    ['^[a-z]+$', 'abcdef', true],
    ['^[a-z]+$', 'abcDEF', false],
    // whole-value match, as the server's String.matches: an unanchored pattern must still cover the whole value
    ['[a-z]+', 'abc123', false],
    ['[a-z]+', 'abcdef', true],
    ['a|b', 'ab', false],
    ['\\p{Script=Thai}+', 'ภาษาไทย', true],
    // legal only outside Unicode mode: still honoured
    ['[\\w-.]+', 'a-b.c', true],
    ['[\\w-.]+', 'a b', false],
  ])('acceptedPattern %j on %j gives %s', (acceptedPattern, value, expected) => {
    expect(fitsRule(rule({ acceptedPattern }), value)).toBe(expected);
  });

  it("a lone '*' matches all, whatever the pattern id says (lengths still apply)", () => {
    const star = fieldRuleFromWire({ acceptedPattern: '*', patternId: 6, minLength: 2, maxLength: 4 });
    expect(star.acceptedPattern).toBe('*');
    expect(fitsRule(star, 'a b!')).toBe(true);
    expect(fitsRule(star, 'a')).toBe(false);
    expect(fitsRule(star, 'abcde')).toBe(false);
  });

  it.each([
    ['(unclosed', 'pattern 6 digits only applies', '123456', 'abcdef'],
    ['(?i)abc', 'Java inline flag: pattern 6 applies', '123456', 'abc'],
    ['a++', 'Java possessive quantifier: pattern 6 applies', '123456', 'aaa'],
  ])('an invalid server regex %j does not throw: %s', (acceptedPattern, _why, passes, fails) => {
    const parsed = fieldRuleFromWire({ enabled: true, acceptedPattern, patternId: 6 });
    expect(parsed.acceptedPattern).toBeNull();
    expect(fitsRule(parsed, passes)).toBe(true);
    expect(fitsRule(parsed, fails)).toBe(false);
    // and a rule built by hand with the bad pattern behaves the same
    expect(fitsRule(rule({ acceptedPattern, patternId: 6 }), fails)).toBe(false);
  });

  it.each([null, '', '   ', '*'])('compileAcceptedPattern(%j) gives no regex', (source) => {
    expect(compileAcceptedPattern(source)).toBeNull();
  });

  it('without a server pattern the built-in pattern of the id applies', () => {
    expect(fitsRule(rule({ patternId: 1 }), 'a1')).toBe(true);
    expect(fitsRule(rule({ patternId: 1 }), '1a')).toBe(false);
  });

  it('property: a value fits exactly when the pattern matches and min ≤ length ≤ max (code points)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-composite', maxLength: 12 }),
        fc.option(fc.nat({ max: 8 })),
        fc.option(fc.nat({ max: 8 })),
        fc.constantFrom(0, 4, 6, 9, 19) as fc.Arbitrary<PatternId>,
        (value, min, extra, patternId) => {
          const minLength = min;
          const maxLength = min === null || extra === null ? extra : min + extra;
          const r = rule({ patternId, minLength, maxLength });
          const length = Array.from(value).length;
          const expected =
            (minLength === null || length >= minLength) &&
            (maxLength === null || length <= maxLength) &&
            matchesPattern(patternId, value);
          expect(fitsRule(r, value)).toBe(expected);
          expect(checkFieldValue(r, value) === null).toBe(expected);
        },
      ),
    );
  });

  it('lengths count characters, not UTF-16 units: one emoji or rare Han character is one', () => {
    const r = rule({ minLength: 2, maxLength: 2 });
    expect(fitsRule(r, '😀😀')).toBe(true);
    expect(fitsRule(r, '𠀋')).toBe(false);
  });
});

describe('§5 Message is the per-pattern text with min and max substituted (single length if equal)', () => {
  it.each([
    [6, 12, { min: 6, max: 12 }],
    [6, 6, { length: 6 }],
    [0, 10, { min: 0, max: 10 }],
    [4, null, { min: 4 }],
    [null, 8, { max: 8 }],
    [null, null, {}],
  ] as const)('min %s max %s gives %j', (minLength, maxLength, params) => {
    expect(lengthParams({ minLength, maxLength })).toEqual(params);
  });

  it('the error is the per-pattern code with its lengths', () => {
    expect(checkFieldValue(rule({ patternId: 5, minLength: 6, maxLength: 12 }), 'abcdefg')).toEqual({
      code: 'pattern.5',
      params: { min: 6, max: 12 },
    });
    expect(checkFieldValue(rule({ patternId: 6, minLength: 6, maxLength: 6 }), '12345')).toEqual({
      code: 'pattern.6',
      params: { length: 6 },
    });
  });

  it('a pattern 14 from the server reads as 0 (any characters), so its message is pattern 0’s', () => {
    const parsed = fieldRuleFromWire({ patternId: 14, minLength: 1, maxLength: 3 });
    expect(fitsRule(parsed, '!@ ')).toBe(true);
    expect(checkFieldValue(parsed, 'abcd')).toEqual({ code: 'pattern.0', params: { min: 1, max: 3 } });
  });
});

describe('§3 Registration-field rule: enabled, required, acceptedPattern, patternId, minLength, maxLength, type', () => {
  it('reads a complete wire rule', () => {
    expect(
      fieldRuleFromWire({
        enabled: true,
        required: '1',
        acceptedPattern: ' ^[0-9]+$ ',
        patternId: '6',
        minLength: '8',
        maxLength: 11,
        type: 'number',
      }),
    ).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[0-9]+$',
      patternId: 6,
      minLength: 8,
      maxLength: 11,
      type: 'number',
    });
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [' TRUE ', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    ['yes', false],
    [null, false],
    [undefined, false],
  ])('flag %j reads as %s', (raw, expected) => {
    expect(fieldRuleFromWire({ enabled: raw, required: raw })).toMatchObject({ enabled: expected, required: expected });
  });

  it.each([
    [{}, null, null],
    [{ minLength: -1, maxLength: 'x' }, null, null],
    [{ minLength: '', maxLength: Number.NaN }, null, null],
    [{ minLength: 2.7, maxLength: Infinity }, 2, null],
    [{ minLength: 12, maxLength: 6 }, 6, 12],
  ] as const)('bounds %j read as min %s max %s (wrong-way bounds are swapped)', (raw, min, max) => {
    expect(fieldRuleFromWire(raw)).toMatchObject({ minLength: min, maxLength: max });
  });

  it('a rule with nothing in it is lenient: not enabled, not required, any characters, unbounded', () => {
    expect(fieldRuleFromWire({})).toEqual({
      enabled: false,
      required: false,
      acceptedPattern: null,
      patternId: 0,
      minLength: null,
      maxLength: null,
      type: null,
    });
  });

  it('reads every known field of the register setting and ignores the rest', () => {
    const wire = Object.fromEntries([
      ...RULE_FIELDS.map((f) => [f, { enabled: '1', patternId: 4 }]),
      ['nickname', { enabled: '1' }],
    ]);
    const rules = fieldRulesFromWire({ ...wire, email: 'not an object' });
    expect(Object.keys(rules).sort()).toEqual(RULE_FIELDS.filter((f) => f !== 'email').sort());
    expect(rules.qqNum).toMatchObject({ enabled: true, patternId: 4 });
  });

  it.each([null, undefined, 'x', 3])('a register setting that is not an object (%j) gives no rules', (raw) => {
    expect(fieldRulesFromWire(raw)).toEqual({});
  });

  it('property: reading any wire rule never throws and keeps min ≤ max', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            enabled: fc.anything(),
            required: fc.anything(),
            acceptedPattern: fc.oneof(fc.string(), fc.anything()),
            patternId: fc.anything(),
            minLength: fc.oneof(fc.integer(), fc.anything()),
            maxLength: fc.oneof(fc.integer(), fc.anything()),
            type: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        fc.string(),
        (raw, value) => {
          const parsed = fieldRuleFromWire(raw);
          if (parsed.minLength !== null && parsed.maxLength !== null) {
            expect(parsed.minLength).toBeLessThanOrEqual(parsed.maxLength);
          }
          expect(() => checkFieldValue(parsed, value)).not.toThrow();
        },
      ),
    );
  });
});

describe('Default rules when the server gives none (documented decisions)', () => {
  it.each([
    [DEFAULT_USERNAME_RULE, 'player1', true],
    [DEFAULT_USERNAME_RULE, 'pl1', false],
    [DEFAULT_USERNAME_RULE, '1player', false],
    [DEFAULT_USERNAME_RULE, 'a'.repeat(16), true],
    [DEFAULT_USERNAME_RULE, 'a'.repeat(17), false],
    [DEFAULT_PASSWORD_RULE, 'abc123', true],
    [DEFAULT_PASSWORD_RULE, 'abcdef', false],
    [DEFAULT_PASSWORD_RULE, 'abc12', false],
    [DEFAULT_PASSWORD_RULE, `a${'1'.repeat(19)}`, true],
    [DEFAULT_PASSWORD_RULE, `a${'1'.repeat(20)}`, false],
    [DEFAULT_EMAIL_RULE, 'a@example.com', true],
    [DEFAULT_EMAIL_RULE, 'a@example', false],
    [DEFAULT_EMAIL_RULE, `${'a'.repeat(243)}@example.com`, false],
    [DEFAULT_MOBILE_RULE, '0812345678', true],
    [DEFAULT_MOBILE_RULE, '12345', false],
    [DEFAULT_MOBILE_RULE, '1'.repeat(16), false],
  ])('%#: default rule on %j fits: %s', (r, value, expected) => {
    expect(fitsRule(r, value)).toBe(expected);
  });

  it('the default password message is pattern 5 with 6 to 20', () => {
    expect(checkFieldValue(DEFAULT_PASSWORD_RULE, 'short')).toEqual({ code: 'pattern.5', params: { min: 6, max: 20 } });
  });
});
