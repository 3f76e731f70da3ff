import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../validation/fieldRules';
import {
  DEFAULT_PAYMENT_PASSWORD_RULE,
  validateBind,
  validateBindValue,
  lockingChanges,
  profileChanges,
  progressPercent,
  remainingTowards,
  checkPaymentPasswordEntry,
  validatePaymentPassword,
  validateProfile,
  type ProfileField,
} from './index';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: null,
  patternId: 0,
  minLength: null,
  maxLength: null,
  type: null,
  ...over,
});

const fields: ProfileField[] = [
  { name: 'nickname', value: 'Lucky', editable: true, rule: rule({ required: true, minLength: 2, maxLength: 12 }) },
  { name: 'birthday', value: '1990-01-02', editable: false, rule: rule({ patternId: 11 }) },
  { name: 'telegram', value: null, editable: true, rule: rule({ patternId: 9, maxLength: 32 }) },
];

describe('§3 profile fields: what is sent and what is refused', () => {
  it.each([
    ['nothing typed', {}, {}],
    ['same value, spaces around', { nickname: ' Lucky ' }, {}],
    ['a changed nickname, trimmed', { nickname: ' Star ' }, { nickname: 'Star' }],
    ['a locked field is never sent', { birthday: '2000-01-01' }, {}],
    ['an empty field filled', { telegram: '@lucky' }, { telegram: '@lucky' }],
  ] as const)('%s', (_, draft, expected) => {
    expect(profileChanges(fields, draft)).toEqual(expected);
  });

  it.each([
    ['valid', { nickname: 'Star', telegram: '@star' }, {}],
    ['required field emptied', { nickname: '  ' }, { nickname: { code: 'required' } }],
    ['too short for its rule', { nickname: 'S' }, { nickname: { code: 'pattern.0', params: { min: 2, max: 12 } } }],
    ['optional left empty', { telegram: '' }, {}],
    ['pattern 9: no spaces', { telegram: 'a b' }, { telegram: { code: 'pattern.9', params: { max: 32 } } }],
    ['a locked field is not checked', { birthday: 'not a date' }, {}],
  ] as const)('%s', (_, draft, expected) => {
    expect(validateProfile(fields, draft, { now: TODAY })).toEqual(expected);
  });
});

const TODAY = Date.parse('2024-06-15T12:00:00Z');
const unsetBirthday: ProfileField[] = [
  { name: 'birthday', value: null, editable: true, locksOnceSet: true, rule: rule({ patternId: 11 }) },
  { name: 'telegram', value: null, editable: true, rule: rule({ patternId: 9, maxLength: 32 }) },
];

describe('§5 / §9 Age: 18 (parameter; 21 in one message and the birthday check): a birthday is checked before it is saved', () => {
  it.each([
    ['18 today', '2006-06-15', undefined, {}],
    ['under 18 by a day', '2006-06-16', undefined, { birthday: { code: 'age.under', params: { min: 18 } } }],
    ['born today', '2024-06-15', undefined, { birthday: { code: 'age.under', params: { min: 18 } } }],
    ['in the future', '2030-01-01', undefined, { birthday: { code: 'age.invalidDate' } }],
    ['tomorrow', '2024-06-16', undefined, { birthday: { code: 'age.invalidDate' } }],
    ['a brand with 21: 20 is refused', '2003-06-16', 21, { birthday: { code: 'age.under', params: { min: 21 } } }],
    ['a brand with 21: 21 today', '2003-06-15', 21, {}],
    [
      'not a calendar date (its pattern says so)',
      '2006-02-30',
      undefined,
      { birthday: { code: 'pattern.11', params: {} } },
    ],
    ['left empty (optional)', '', undefined, {}],
  ] as const)('%s: %s, minimum %s', (_, birthday, minimumAge, expected) => {
    expect(validateProfile(unsetBirthday, { birthday }, { now: TODAY, minimumAge })).toEqual(expected);
  });

  it.each([
    ['a birthday being set locks', { birthday: '1990-01-02', telegram: '@a' }, ['birthday']],
    ['other fields do not', { telegram: '@a' }, []],
    ['an empty birthday saves nothing', { birthday: '' }, []],
  ] as const)('confirmation before a field locks: %s', (_, changes, expected) => {
    expect(lockingChanges(unsetBirthday, changes)).toEqual(expected);
  });
});

describe('payment password: set and change', () => {
  const six = { code: 'pattern.6', params: { length: 6 } };
  it.each([
    ['set: valid', false, { newPassword: '135790', confirmPassword: '135790' }, {}],
    ['set: old not asked', false, { oldPassword: '', newPassword: '135790', confirmPassword: '135790' }, {}],
    [
      'set: empty',
      false,
      { newPassword: '', confirmPassword: '' },
      { newPassword: { code: 'required' }, confirmPassword: { code: 'required' } },
    ],
    ['set: letters', false, { newPassword: 'abc123', confirmPassword: 'abc123' }, { newPassword: six }],
    ['set: five digits', false, { newPassword: '12345', confirmPassword: '12345' }, { newPassword: six }],
    [
      'set: confirmation differs',
      false,
      { newPassword: '135790', confirmPassword: '135791' },
      { confirmPassword: { code: 'confirm.mismatch' } },
    ],
    [
      'change: current one required',
      true,
      { oldPassword: ' ', newPassword: '135790', confirmPassword: '135790' },
      { oldPassword: { code: 'required' } },
    ],
    ['change: valid', true, { oldPassword: '246802', newPassword: '135790', confirmPassword: '135790' }, {}],
  ] as const)('%s', (_, hasPaymentPassword, input, expected) => {
    expect(validatePaymentPassword(input, { hasPaymentPassword })).toEqual(expected);
  });

  it("follows the server's rule when it is enabled, the default otherwise", () => {
    const fourToEight = { ...DEFAULT_PAYMENT_PASSWORD_RULE, minLength: 4, maxLength: 8 };
    const input = { newPassword: '1234', confirmPassword: '1234' };
    expect(validatePaymentPassword(input, { hasPaymentPassword: false, rule: fourToEight })).toEqual({});
    expect(
      validatePaymentPassword(input, { hasPaymentPassword: false, rule: { ...fourToEight, enabled: false } }),
    ).toEqual({ newPassword: { code: 'pattern.6', params: { length: 6 } } });
  });
});

describe('VIP progress towards the next level', () => {
  it.each([
    [0, 1000, 0],
    [250, 1000, 25],
    [999, 1000, 99],
    [1000, 1000, 100],
    [5000, 1000, 100],
    [-10, 1000, 0],
    [10, 0, 100],
    [Number.NaN, 1000, 0],
  ])('%d of %d is %d%%', (current, required, percent) => {
    expect(progressPercent(current, required)).toBe(percent);
  });

  it.each([
    [250, 1000, 750],
    [1200, 1000, 0],
    [-5, 100, 100],
  ])('%d of %d leaves %d', (current, required, left) => {
    expect(remainingTowards(current, required)).toBe(left);
  });
});

describe('binding a phone, an email or the bank account name', () => {
  it.each([
    ['mobile', '9171234567', { mobile: { region: 'PH' } }, null],
    ['mobile', '', {}, { code: 'required' }],
    ['mobile', '91712a4567', {}, expect.objectContaining({ code: 'pattern.6' })],
    ['email', ' night.owl@example.com ', {}, null],
    ['email', 'night.owl@', {}, { code: 'pattern.3', params: { max: 254 } }],
    ['email', '   ', {}, { code: 'required' }],
    ['bankAccountName', 'Night  Owl', {}, null],
    ['bankAccountName', 'N', {}, { code: 'pattern.8', params: { min: 2, max: 60 } }],
    ['bankAccountName', 'Night0wl', {}, { code: 'pattern.8', params: { min: 2, max: 60 } }],
  ] as const)('%s %j', (kind, value, options, expected) => {
    expect(validateBindValue(kind, value, options)).toEqual(expected);
  });

  it('the bind needs the code as well as a valid value', () => {
    expect(validateBind('email', { value: 'a@example.com', verificationCode: ' ' })).toEqual({
      verificationCode: { code: 'required' },
    });
    expect(validateBind('email', { value: 'a@example.com', verificationCode: '123456' })).toEqual({});
  });
});

describe('§1 money moves: the payment password typed to confirm one', () => {
  it.each([
    ['', 'required'],
    ['12345', 'format'],
    ['12345a', 'format'],
    ['1234567', 'format'],
    ['246802', null],
  ])('%j → %s', (value, expected) => {
    expect(checkPaymentPasswordEntry(value)).toBe(expected);
  });
});
