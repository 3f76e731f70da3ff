import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  awaitsReceiptAnswer,
  canWithdraw,
  maskCardNumber,
  maxWithdrawalCents,
  normalizeCardNumber,
  validateBankCard,
  validateWithdrawalAmount,
  type WithdrawalLimits,
} from './request';

const LIMITS: WithdrawalLimits = { withdrawableCents: 500_000, minCents: 10_000, maxCents: 1_000_000 };

describe('§2 withdraw: the amount against the withdrawable amount and the limits', () => {
  it.each<[string, number | null, boolean, ReturnType<typeof validateWithdrawalAmount>]>([
    ['blank', null, true, 'amountRequired'],
    ['unreadable', null, false, 'amountInvalid'],
    ['zero', 0, false, 'amountInvalid'],
    ['negative', -100, false, 'amountInvalid'],
    ['fractional cents', 100.5, false, 'amountInvalid'],
    ['just under the minimum', 9_999, false, 'amountBelowMinimum'],
    ['the minimum', 10_000, false, null],
    ['all that is withdrawable', 500_000, false, null],
    ['a cent more than withdrawable', 500_001, false, 'amountAboveWithdrawable'],
    ['over the maximum', 1_000_001, false, 'amountAboveMaximum'],
  ])('%s', (_name, cents, blank, expected) => {
    expect(validateWithdrawalAmount(cents, LIMITS, blank)).toBe(expected);
  });

  it('no maximum: only the withdrawable amount caps', () => {
    const open = { ...LIMITS, maxCents: null };
    expect(validateWithdrawalAmount(500_000, open)).toBeNull();
    expect(maxWithdrawalCents(open)).toBe(500_000);
  });

  it.each<[WithdrawalLimits, number, boolean]>([
    [LIMITS, 500_000, true],
    [{ ...LIMITS, withdrawableCents: 2_000_000 }, 1_000_000, true],
    [{ ...LIMITS, withdrawableCents: 9_999 }, 9_999, false],
    [{ ...LIMITS, withdrawableCents: -5 }, 0, false],
    [{ withdrawableCents: 1, minCents: 0, maxCents: null }, 1, true],
  ])('%j: at most %s, possible %s', (limits, max, possible) => {
    expect(maxWithdrawalCents(limits)).toBe(max);
    expect(canWithdraw(limits)).toBe(possible);
  });

  it('property: an amount passes exactly when min ≤ amount ≤ min(withdrawable, max)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.option(fc.integer({ min: 1, max: 1e9 })),
        fc.integer({ min: -10, max: 1e9 }),
        (withdrawableCents, minCents, maxCents, amount) => {
          const limits = { withdrawableCents, minCents, maxCents };
          const ok = validateWithdrawalAmount(amount, limits) === null;
          expect(ok).toBe(amount > 0 && amount >= minCents && amount <= maxWithdrawalCents(limits));
        },
      ),
    );
  });
});

describe('§2 withdraw: bank cards (account name, number format)', () => {
  const card = { bankCode: 'ICBC', accountName: 'Li Wei', cardNumber: '6222 0202 0000 1234' };
  it.each<[string, Partial<typeof card>, ReturnType<typeof validateBankCard>]>([
    ['a good card', {}, {}],
    ['a Chinese name', { accountName: '李伟' }, {}],
    ['an Arabic name', { accountName: 'محمد علي' }, {}],
    ['a name with a hyphen and apostrophe', { accountName: "Anne-Marie O'Neil" }, {}],
    ['no bank', { bankCode: ' ' }, { bankCode: 'bankRequired' }],
    ['no name', { accountName: '  ' }, { accountName: 'accountNameRequired' }],
    ['a one-letter name', { accountName: 'L' }, { accountName: 'accountNameLength' }],
    ['a 51-letter name', { accountName: 'a'.repeat(51) }, { accountName: 'accountNameLength' }],
    ['a name with digits', { accountName: 'Li 2' }, { accountName: 'accountNameCharacters' }],
    ['no number', { cardNumber: '' }, { cardNumber: 'cardNumberRequired' }],
    ['9 digits', { cardNumber: '123456789' }, { cardNumber: 'cardNumberFormat' }],
    ['10 digits', { cardNumber: '1234567890' }, {}],
    ['19 digits with dashes', { cardNumber: '1234-5678-9012-3456-789' }, {}],
    ['20 digits', { cardNumber: '1'.repeat(20) }, { cardNumber: 'cardNumberFormat' }],
    ['letters in the number', { cardNumber: '6222 0202 0000 12a4' }, { cardNumber: 'cardNumberFormat' }],
  ])('%s', (_name, change, expected) => {
    expect(validateBankCard({ ...card, ...change })).toEqual(expected);
  });

  it('the same card twice is refused', () => {
    expect(validateBankCard(card, ['6222020200001234'])).toEqual({ cardNumber: 'cardNumberDuplicate' });
  });

  it('numbers are sent as digits and listed by their last four', () => {
    expect(normalizeCardNumber(' 6222-0202 0000 1234 ')).toBe('6222020200001234');
    expect(maskCardNumber('6222 0202 0000 1234')).toBe('•••• 1234');
  });
});

describe('§4 only a disbursed withdrawal asks for a receipt answer', () => {
  it.each([
    ['pending', false],
    ['rejected', false],
    ['disbursed', true],
    ['confirmed', false],
  ] as const)('%s → %s', (state, expected) => {
    expect(awaitsReceiptAnswer(state)).toBe(expected);
  });
});
