import { describe, expect, it } from 'vitest';
import { checkTransferAmount } from './transferAmount';

describe('§2 transferFund / transferUpline: the transfer amount (positive, at most the source balance, two decimals)', () => {
  it.each([
    ['a whole amount', '10', 50_000, { ok: true, cents: 1_000 }],
    ['two decimals', '10.25', 50_000, { ok: true, cents: 1_025 }],
    ['one decimal', '0.5', 50_000, { ok: true, cents: 50 }],
    ['the smallest amount', '0.01', 1, { ok: true, cents: 1 }],
    ['the whole balance', '500.00', 50_000, { ok: true, cents: 50_000 }],
    ['thousands separators', '1,234.56', 200_000, { ok: true, cents: 123_456 }],
    ['spaces around', '  12  ', 50_000, { ok: true, cents: 1_200 }],
    ['nothing typed', '', 50_000, { ok: false, error: 'required' }],
    ['only spaces', '   ', 50_000, { ok: false, error: 'required' }],
    ['three decimals', '1.005', 50_000, { ok: false, error: 'format' }],
    ['a negative amount', '-5', 50_000, { ok: false, error: 'format' }],
    ['a plus sign', '+5', 50_000, { ok: false, error: 'format' }],
    ['letters', 'ten', 50_000, { ok: false, error: 'format' }],
    ['an exponent', '1e3', 50_000, { ok: false, error: 'format' }],
    ['a trailing point', '5.', 50_000, { ok: false, error: 'format' }],
    ['zero', '0', 50_000, { ok: false, error: 'notPositive' }],
    ['zero with decimals', '0.00', 50_000, { ok: false, error: 'notPositive' }],
    ['a cent over the balance', '500.01', 50_000, { ok: false, error: 'overBalance' }],
    ['anything from an empty wallet', '1', 0, { ok: false, error: 'overBalance' }],
  ] as const)('%s: "%s" from %i cents', (_case, text, balance, expected) => {
    expect(checkTransferAmount(text, balance)).toEqual(expected);
  });
});
