import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PHONE_DIGITS, nationalDigits, validatePhoneDigits } from './phone';

describe('§5 Phone number {0} digits by region', () => {
  it.each([
    ['13812345678', 'CN', null],
    ['1381234567', 'CN', { code: 'phone.digits', params: { digits: '11' } }],
    ['812345678', 'TH', null],
    ['0812345678', 'TH', null],
    ['81234567', 'TH', { code: 'phone.digits', params: { digits: '9' } }],
    ['123456789', 'my', null],
    ['1234567890', ' MY ', null],
    ['12345678', 'MY', { code: 'phone.digits', params: { digits: '9/10' } }],
    ['9876543210', 'IN', null],
  ] as const)('%s in region %j gives %j', (value, region, expected) => {
    expect(validatePhoneDigits(value, region)).toEqual(expected);
  });

  it.each(['081-234-5678', '+66812345678', '08 1234 5678', 'abc', ''])(
    '§8 Invalid phone number format: %j is not digits only',
    (value) => {
      expect(validatePhoneDigits(value, 'TH')).toEqual({ code: 'phone.format' });
    },
  );

  it('a region not in the table, or none, gets the format check only', () => {
    expect(validatePhoneDigits('12', 'ZZ')).toBeNull();
    expect(validatePhoneDigits('12', null)).toBeNull();
    expect(validatePhoneDigits('12', 'constructor')).toBeNull();
    expect(validatePhoneDigits('1x', null)).toEqual({ code: 'phone.format' });
  });

  it('the table is a parameter: a brand table replaces the defaults', () => {
    const table = { TH: [8, 10] };
    expect(validatePhoneDigits('812345678', 'TH', table)).toEqual({ code: 'phone.digits', params: { digits: '8/10' } });
    expect(validatePhoneDigits('81234567', 'TH', table)).toBeNull();
    expect(validatePhoneDigits('1', 'TH', { TH: [] })).toBeNull();
  });

  it('one leading trunk 0 is not counted; a second one is', () => {
    expect(nationalDigits('0812')).toBe('812');
    expect(nationalDigits('00812')).toBe('0812');
    expect(nationalDigits('812')).toBe('812');
  });

  it('property: in every default region, a digit string passes exactly when its national length is allowed', () => {
    const regions = Object.keys(DEFAULT_PHONE_DIGITS);
    fc.assert(
      fc.property(
        fc.constantFrom(...regions),
        fc.stringMatching(/^[1-9][0-9]{0,13}$/),
        fc.boolean(),
        (region, number, withTrunk) => {
          const allowed = DEFAULT_PHONE_DIGITS[region] ?? [];
          const error = validatePhoneDigits(withTrunk ? `0${number}` : number, region);
          expect(error === null).toBe(allowed.includes(number.length));
          if (error !== null) expect(error.code).toBe('phone.digits');
        },
      ),
    );
  });
});
