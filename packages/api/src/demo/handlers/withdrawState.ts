import { MS_PER_MINUTE } from '@atrium/domain/format';
import { money } from '../query';
import { recordLedgerEntry } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';

export interface DemoBankCard {
  readonly cardId: string;
  readonly bankCode: string;
  readonly bankName: string;
  readonly accountName: string;
  /** Digits, kept whole by the platform; sent masked. */
  readonly cardNo: string;
}

export type DemoWithdrawalStatus = 'PENDING' | 'REJECTED' | 'DISBURSED' | 'CONFIRMED';
export type DemoReceiptAnswer = 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIAL' | 'AUTO';

export interface DemoWithdrawal {
  readonly withdrawalId: string;
  readonly accountId: string;
  readonly amountCents: number;
  readonly card: DemoBankCard;
  readonly createdTime: number;
  status: DemoWithdrawalStatus;
  /** When review disburses it on its own (platform time). */
  reviewDueAt: number;
  disbursedTime: number | null;
  autoConfirmTime: number | null;
  answer: DemoReceiptAnswer | null;
  receivedCents: number | null;
  remainingCents: number | null;
  proofIds: readonly string[];
}

export interface DemoWithdrawSettings {
  /** §4 "a configured number of minutes"; null: never confirmed automatically. */
  autoConfirmMinutes: number | null;
  /** Minutes a request waits in review before it is disbursed on its own. */
  reviewMinutes: number;
  minCents: number;
  maxCents: number | null;
}

export interface DemoWithdrawState {
  readonly settings: DemoWithdrawSettings;
  readonly cards: Map<string, DemoBankCard[]>;
  readonly withdrawals: DemoWithdrawal[];
  /** `accountId:call:requestId` already done: the same request again is refused. */
  readonly doneRequestIds: Set<string>;
  readonly proofs: Map<string, { readonly accountId: string; readonly bytes: number; readonly contentType: string }>;
  serial: number;
}

export const DEMO_WITHDRAW_BANKS: readonly { bankCode: string; bankName: string }[] = [
  { bankCode: 'ICBC', bankName: 'Industrial and Commercial Bank of China' },
  { bankCode: 'CCB', bankName: 'China Construction Bank' },
  { bankCode: 'BOC', bankName: 'Bank of China' },
  { bankCode: 'ABC', bankName: 'Agricultural Bank of China' },
];

export const DEMO_WITHDRAW_DEFAULTS: DemoWithdrawSettings = {
  autoConfirmMinutes: 30,
  reviewMinutes: 10,
  minCents: 10_000,
  maxCents: 5_000_000,
};

/** The seeded member and the top agent have a card bound; everyone else starts with none. */
export const SEEDED_CARDS: Readonly<Record<string, readonly Omit<DemoBankCard, 'cardId'>[]>> = {
  'm-1001': [
    {
      bankCode: 'ICBC',
      bankName: DEMO_WITHDRAW_BANKS[0]?.bankName ?? '',
      accountName: 'Demo Member',
      cardNo: '6222020200001234',
    },
  ],
  'a-2001': [
    {
      bankCode: 'CCB',
      bankName: DEMO_WITHDRAW_BANKS[1]?.bankName ?? '',
      accountName: 'Demo Agent',
      cardNo: '6217000010005678',
    },
  ],
};

export function demoWithdrawState(platform: DemoPlatform): DemoWithdrawState {
  return platform.area<DemoWithdrawState>('withdraw', () => {
    let serial = 0;
    const cards = new Map(
      Object.entries(SEEDED_CARDS).map(([accountId, list]) => [
        accountId,
        list.map((c) => ({ ...c, cardId: `card-${++serial}` })),
      ]),
    );
    return {
      settings: { ...DEMO_WITHDRAW_DEFAULTS },
      cards,
      withdrawals: [],
      doneRequestIds: new Set(),
      proofs: new Map(),
      serial,
    };
  });
}

/** Changes the brand's withdraw settings (auto-confirm minutes, limits), for stories and tests. */
export function setDemoWithdrawSettings(platform: DemoPlatform, settings: Partial<DemoWithdrawSettings>): void {
  Object.assign(demoWithdrawState(platform).settings, settings);
}

export const mask = (cardNo: string) => `**** **** **** ${cardNo.slice(-4)}`;

export function disburse(withdrawal: DemoWithdrawal, at: number, settings: DemoWithdrawSettings): void {
  withdrawal.status = 'DISBURSED';
  withdrawal.disbursedTime = at;
  const minutes = settings.autoConfirmMinutes;
  withdrawal.autoConfirmTime = minutes !== null && minutes > 0 ? at + minutes * MS_PER_MINUTE : null;
}

/** Refunds what did not reach the player (rejection, not received, the remainder of a partial receipt). */
export function refund(platform: DemoPlatform, withdrawal: DemoWithdrawal, cents: number, detail: string): void {
  const account = platform.accountById(withdrawal.accountId);
  if (!account || cents <= 0) return;
  account.balanceCents += cents;
  recordLedgerEntry(platform, { accountId: account.id, kind: 'withdrawalRefund', amountCents: cents, detail });
}

/** Moves every withdrawal on to where the platform's clock says it stands. */
export function settle(platform: DemoPlatform): DemoWithdrawState {
  const state = demoWithdrawState(platform);
  const now = platform.now();
  for (const w of state.withdrawals) {
    if (w.status === 'PENDING' && now >= w.reviewDueAt) disburse(w, w.reviewDueAt, state.settings);
    if (w.status === 'DISBURSED' && w.autoConfirmTime !== null && now >= w.autoConfirmTime) {
      // §4 forced receipt: counts as received, nothing is refunded.
      w.status = 'CONFIRMED';
      w.answer = 'AUTO';
    }
  }
  return state;
}

export function wireWithdrawal(w: DemoWithdrawal) {
  return {
    withdrawalId: w.withdrawalId,
    amount: money(w.amountCents),
    status: w.status,
    bankName: w.card.bankName,
    cardNo: mask(w.card.cardNo),
    createdTime: w.createdTime,
    disbursedTime: w.disbursedTime,
    autoConfirmTime: w.status === 'DISBURSED' ? w.autoConfirmTime : null,
    answer: w.answer,
    receivedAmount: w.receivedCents === null ? null : money(w.receivedCents),
    remainingAmount: w.remainingCents === null ? null : money(w.remainingCents),
  };
}

export function wireCard(c: DemoBankCard) {
  return {
    cardId: c.cardId,
    bankCode: c.bankCode,
    bankName: c.bankName,
    accountName: c.accountName,
    cardNo: mask(c.cardNo),
  };
}
