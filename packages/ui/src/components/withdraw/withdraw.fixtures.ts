import { DEMO_WITHDRAW_BANKS, DEMO_WITHDRAW_DEFAULTS } from '@atrium/api/demo';
import type { BankCardView, BankOption, WithdrawalView, WithdrawInfoView } from './shared/types';

/** Story data from the demo platform's withdraw seed: its banks and its limits. */

export const WITHDRAW_BANKS: readonly BankOption[] = DEMO_WITHDRAW_BANKS.map((b) => ({
  code: b.bankCode,
  name: b.bankName,
}));

export const WITHDRAW_INFO: WithdrawInfoView = {
  limits: {
    withdrawableCents: 1_234_567,
    minCents: DEMO_WITHDRAW_DEFAULTS.minCents,
    maxCents: DEMO_WITHDRAW_DEFAULTS.maxCents,
  },
  autoConfirmMinutes: DEMO_WITHDRAW_DEFAULTS.autoConfirmMinutes,
  hasPaymentPassword: true,
};

export const WITHDRAW_CARDS: readonly BankCardView[] = [
  { id: 'card-1', bankName: WITHDRAW_BANKS[0]?.name ?? '', accountName: 'Demo Member', cardNo: '**** **** **** 1234' },
  { id: 'card-2', bankName: WITHDRAW_BANKS[1]?.name ?? '', accountName: 'Demo Member', cardNo: '**** **** **** 5678' },
];

const AT = Date.UTC(2026, 10, 26, 9, 0);
const MINUTE = 60_000;

const base = {
  bankName: WITHDRAW_BANKS[0]?.name ?? '',
  cardNo: '**** **** **** 1234',
  autoConfirmAt: null,
  outcome: null,
  receivedCents: null,
  remainingCents: null,
} as const;

/** One withdrawal in each state the list shows. */
export const WITHDRAWALS: readonly WithdrawalView[] = [
  { ...base, id: 'WD00000006', amountCents: 50_000, state: 'pending', createdAt: AT },
  {
    ...base,
    id: 'WD00000005',
    amountCents: 100_000,
    state: 'disbursed',
    createdAt: AT - 20 * MINUTE,
    autoConfirmAt: AT + 20 * MINUTE,
  },
  {
    ...base,
    id: 'WD00000004',
    amountCents: 100_000,
    state: 'confirmed',
    createdAt: AT - 600 * MINUTE,
    outcome: 'partiallyReceived',
    receivedCents: 60_000,
    remainingCents: 40_000,
  },
  { ...base, id: 'WD00000003', amountCents: 20_000, state: 'confirmed', createdAt: AT - 900 * MINUTE, outcome: 'auto' },
  { ...base, id: 'WD00000002', amountCents: 30_000, state: 'rejected', createdAt: AT - 1200 * MINUTE },
  {
    ...base,
    id: 'WD00000001',
    amountCents: 15_000,
    state: 'confirmed',
    createdAt: AT - 1500 * MINUTE,
    outcome: 'notReceived',
  },
];

export const DISBURSED_AT_AUTO = AT + 20 * MINUTE;

/** Picked files: a real 1×1 PNG, a GIF, a GIF renamed .png, and a PNG over 5 MB. */
const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const pngFile = (name = 'statement.png') => new File([PNG_1PX], name, { type: 'image/png' });
export const gifFile = () => new File([new TextEncoder().encode('GIF89a....')], 'photo.gif', { type: 'image/gif' });
export const renamedGifFile = () =>
  new File([new TextEncoder().encode('GIF89a....')], 'renamed.png', { type: 'image/png' });
export const bigPngFile = () => new File([PNG_1PX, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
