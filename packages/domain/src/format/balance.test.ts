import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HIDDEN_BALANCE_MASK, formatBalance } from './balance';

const shown = { locale: 'en-US', currencySymbol: '¥', isHidden: false } as const;

describe('§3 "Balance: number with currency symbol, 2 decimals"; §9 "2 decimals with thousands separators"', () => {
  it.each([
    [0, '¥0.00'],
    [1234567.891, '¥1,234,567.89'],
    [1000, '¥1,000.00'],
    [999.999, '¥999.99'],
    [0.29, '¥0.29'],
    [1.005, '¥1.00'],
    [-1234.5, '-¥1,234.50'],
    [-0.001, '¥0.00'],
    [12.3, '¥12.30'],
  ])('%s shows as %s (cut, never rounded up)', (amount, expected) => {
    expect(formatBalance(amount, shown)?.text).toBe(expected);
  });

  it.each([
    ['de-DE', 1234567.5, '€1.234.567,50'],
    ['hi-IN', 1234567.5, '€12,34,567.50'],
    ['fr-FR', 1234.5, '€1\u202f234,50'],
  ])('the locale %s decides separators: %s gives %s', (locale, amount, expected) => {
    expect(formatBalance(amount, { locale, currencySymbol: '€', isHidden: false })?.text).toBe(expected);
  });

  it('the server symbol is used as given', () => {
    expect(formatBalance(5, { ...shown, currencySymbol: 'RM' })).toEqual({
      text: 'RM5.00',
      currencySymbol: 'RM',
      amount: '5.00',
    });
  });

  it('§2 Header "hidden shows asterisks with the currency symbol", whatever the amount', () => {
    for (const amount of [0, 12.5, 99_999_999, null]) {
      expect(formatBalance(amount, { ...shown, isHidden: true })).toEqual({
        text: `¥${HIDDEN_BALANCE_MASK}`,
        currencySymbol: '¥',
        amount: '******',
      });
    }
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'an unknown amount (%s) gives null, never "NaN"',
    (amount) => {
      expect(formatBalance(amount, shown)).toBeNull();
    },
  );

  it('property: en-US output is the symbol, grouped digits in threes and exactly the cents given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const result = formatBalance(cents / 100, shown);
        expect(result).not.toBeNull();
        const text = result!.text;
        expect(text).toMatch(/^-?¥\d{1,3}(,\d{3})*\.\d{2}$/);
        const abs = Math.abs(cents);
        const expectedDigits = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        expect(text.replace(/[-¥,]/g, '')).toBe(expectedDigits);
        expect(text.startsWith('-')).toBe(cents < 0);
      }),
    );
  });

  it('property: a fractional amount shows the cents cut toward zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 9 }), (cents, thousandth) => {
        const amount = Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${thousandth}`);
        const text = formatBalance(amount, shown)!.text.replace(/[¥,]/g, '');
        expect(text).toBe(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
      }),
    );
  });

  it('property: in any supported locale the hidden form never reveals a digit of the amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom('en-US', 'ar', 'th', 'zh-CN', 'fa'),
        (amount, locale) => {
          const result = formatBalance(amount, { locale, currencySymbol: '฿', isHidden: true })!;
          expect(result.text).not.toMatch(/\d/);
        },
      ),
    );
  });
});
