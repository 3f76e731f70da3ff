import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PROOF_IMAGE_MAX_BYTES,
  withdrawalAutoReceiptAt,
  parseAmountToCents,
  withdrawalReceiptOutcome,
  withdrawalRemainderCents,
  validateWithdrawalConfirmation,
  withdrawalReceiptStatus,
  type WithdrawalConfirmation,
} from './confirmation';

const DISBURSED = 100_000; // 1,000.00
const png = { name: 'proof.png', type: 'image/png', size: 200_000 };

describe('§4 Withdrawal confirmation: "received, not received (with proof upload) or partially received"', () => {
  it.each<[string, WithdrawalConfirmation, readonly string[]]>([
    ['received', { answer: 'received' }, []],
    ['not received with a png proof', { answer: 'notReceived', proofImage: png }, []],
    [
      'not received with a JPEG proof',
      { answer: 'notReceived', proofImage: { name: 'proof', type: 'IMAGE/JPEG', size: PROOF_IMAGE_MAX_BYTES } },
      [],
    ],
    [
      'not received with a .jpg the browser gave no type',
      { answer: 'notReceived', proofImage: { name: 'IMG_1.JPG', type: '', size: 10 } },
      [],
    ],
    ['not received without proof', { answer: 'notReceived', proofImage: null }, ['proofImageRequired']],
    [
      'not received with a gif',
      { answer: 'notReceived', proofImage: { name: 'proof', type: 'image/gif', size: 10 } },
      ['proofImageType'],
    ],
    [
      'not received with a 5 MB + 1 byte png',
      { answer: 'notReceived', proofImage: { name: 'proof', type: 'image/png', size: PROOF_IMAGE_MAX_BYTES + 1 } },
      ['proofImageTooLarge'],
    ],
    [
      'not received with a large pdf',
      { answer: 'notReceived', proofImage: { name: 'proof', type: 'application/pdf', size: 9e9 } },
      ['proofImageType', 'proofImageTooLarge'],
    ],
    ['partially: 600.00 + 400.00', { answer: 'partiallyReceived', receivedCents: 60_000, remainderCents: 40_000 }, []],
    ['partially: 0.01 + 999.99', { answer: 'partiallyReceived', receivedCents: 1, remainderCents: 99_999 }, []],
    [
      'partially: sums short',
      { answer: 'partiallyReceived', receivedCents: 60_000, remainderCents: 30_000 },
      ['amountsDoNotSumToDisbursed'],
    ],
    [
      'partially: whole amount received',
      { answer: 'partiallyReceived', receivedCents: 100_000, remainderCents: 0 },
      ['remainderNotPositive'],
    ],
    [
      'partially: nothing received',
      { answer: 'partiallyReceived', receivedCents: 0, remainderCents: 100_000 },
      ['receivedAmountNotPositive'],
    ],
    [
      'partially: negative received',
      { answer: 'partiallyReceived', receivedCents: -1, remainderCents: 100_001 },
      ['receivedAmountNotPositive'],
    ],
    [
      'partially: fractional cents',
      { answer: 'partiallyReceived', receivedCents: 600.5, remainderCents: 99_399.5 },
      ['receivedAmountInvalid', 'remainderInvalid'],
    ],
    [
      'partially: NaN remainder',
      { answer: 'partiallyReceived', receivedCents: 1, remainderCents: Number.NaN },
      ['remainderInvalid'],
    ],
  ])('%s → %j', (_name, confirmation, errors) => {
    expect(validateWithdrawalConfirmation(confirmation, DISBURSED)).toEqual(errors);
  });

  it.each([0, -5, 1.5, Number.NaN])('a disbursed amount of %s cents is refused before anything else', (disbursed) => {
    expect(validateWithdrawalConfirmation({ answer: 'received' }, disbursed)).toEqual(['disbursedAmountInvalid']);
  });

  it('property: a partial answer is valid exactly when both parts are positive whole cents summing to the disbursed amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1e12 }),
        fc.integer({ min: -10, max: 1e12 }),
        fc.integer({ min: -10, max: 1e12 }),
        (disbursed, received, remainder) => {
          const errors = validateWithdrawalConfirmation(
            { answer: 'partiallyReceived', receivedCents: received, remainderCents: remainder },
            disbursed,
          );
          expect(errors.length === 0).toBe(received > 0 && remainder > 0 && received + remainder === disbursed);
        },
      ),
    );
  });

  it("property: the form's computed remainder always makes a valid partial answer when 0 < received < disbursed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1e12 }), fc.double({ min: 0, max: 1, noNaN: true }), (disbursed, share) => {
        const received = Math.min(disbursed - 1, Math.max(1, Math.floor(disbursed * share)));
        const remainder = withdrawalRemainderCents(disbursed, received);
        expect(
          validateWithdrawalConfirmation(
            { answer: 'partiallyReceived', receivedCents: received, remainderCents: remainder },
            disbursed,
          ),
        ).toEqual([]);
      }),
    );
  });
});

describe('money typed by the player, read as cents (no float error)', () => {
  it.each([
    ['1234', 123_400],
    ['1,234.5', 123_450],
    ['0.07', 7],
    ['0.1', 10],
    [' 600.10 ', 60_010],
    ['1,000,000.99', 100_000_099],
    ['', null],
    ['-5', null],
    ['+5', null],
    ['1.234', null],
    ['1e3', null],
    ['12,34', null],
    ['1,2345.00', null],
    ['.5', null],
    ['5.', null],
    ['abc', null],
    ['99999999999999999999', null],
  ])('%j → %s', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it('property: whole and fractional parts read back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        expect(parseAmountToCents(`${whole}.${String(cents).padStart(2, '0')}`)).toBe(whole * 100 + cents);
      }),
    );
  });
});

describe('§4 "No confirmation within a configured number of minutes counts as received"', () => {
  const T = Date.UTC(2026, 10, 23, 12, 0, 0);
  it.each([
    [30, T + 1_800_000],
    [0.5, T + 30_000],
    [0, null],
    [-1, null],
    [null, null],
    [Number.NaN, null],
  ])('configured %s minutes → auto receipt at %s', (minutes, at) => {
    expect(withdrawalAutoReceiptAt(T, minutes)).toBe(at);
  });

  it.each([
    [null, T + 1_799_999, { state: 'awaitingConfirmation', autoReceiptAt: T + 1_800_000 }],
    [null, T + 1_800_000, { state: 'autoReceived' }],
    ['partiallyReceived', T + 9_999_999, { state: 'confirmed', answer: 'partiallyReceived' }],
    ['notReceived', T + 1, { state: 'confirmed', answer: 'notReceived' }],
  ] as const)('answer %s at %s → %o', (answer, now, expected) => {
    expect(withdrawalReceiptStatus({ disbursedAt: T, autoReceiveMinutes: 30, answer, now })).toEqual(expected);
  });

  it('without a configured delay a withdrawal waits for its answer', () => {
    expect(withdrawalReceiptStatus({ disbursedAt: T, autoReceiveMinutes: null, answer: null, now: T + 1e12 })).toEqual({
      state: 'awaitingConfirmation',
      autoReceiptAt: null,
    });
  });
});

describe('§4 "forced receipt means the deposit is not refunded"', () => {
  it.each([
    [{ state: 'autoReceived' } as const, 0, { countsAsReceived: true, depositRefundable: false, disputedCents: 0 }],
    [
      { state: 'confirmed', answer: 'received' } as const,
      0,
      { countsAsReceived: true, depositRefundable: false, disputedCents: 0 },
    ],
    [
      { state: 'confirmed', answer: 'notReceived' } as const,
      0,
      { countsAsReceived: false, depositRefundable: true, disputedCents: DISBURSED },
    ],
    [
      { state: 'confirmed', answer: 'partiallyReceived' } as const,
      40_000,
      { countsAsReceived: false, depositRefundable: true, disputedCents: 40_000 },
    ],
    [
      { state: 'awaitingConfirmation', autoReceiptAt: null } as const,
      0,
      { countsAsReceived: false, depositRefundable: false, disputedCents: 0 },
    ],
  ])('%o → %o', (status, remainder, expected) => {
    expect(withdrawalReceiptOutcome(status, DISBURSED, remainder)).toEqual(expected);
  });
});
