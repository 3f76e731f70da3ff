import { http, HttpResponse, type HttpHandler } from 'msw';
import { roleOf } from '@atrium/domain/session';
import { IMAGE_UPLOAD_LIMITS, sniffImageType } from '@atrium/domain/uploads';
import { MS_PER_MINUTE } from '@atrium/domain/format';
import { ok, refuse } from '../envelope';
import { isResponse, readEncrypted, readJson, requireAccount } from '../http';
import type { DemoAccount } from '../state/accounts';
import { recordLedgerEntry } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';

/**
 * The withdraw calls (CENTRES.md "Withdraw"; shapes assumed, packages/api/README.md "Withdraw"): bank cards, the
 * withdrawal (debited from the main wallet at request, ledger `withdrawal`), its review and disbursement, and the
 * player's receipt answer (§4): received; not received with proof (the whole amount comes back, ledger
 * `withdrawalRefund`); partially received (the remainder comes back). An unanswered disbursement counts as received
 * after the server's minutes, and a forced receipt refunds nothing. Time is the platform's clock, so tests move it;
 * the demo controls under `/__demo/withdraw/…` move a withdrawal on at once.
 */

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
const SEEDED_CARDS: Readonly<Record<string, readonly Omit<DemoBankCard, 'cardId'>[]>> = {
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

const mask = (cardNo: string) => `**** **** **** ${cardNo.slice(-4)}`;
const money = (cents: number) => cents / 100;
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** An amount in currency units with at most two decimals, as whole cents; null when it is not one. */
function centsOf(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) return null;
  return cents;
}

function disburse(withdrawal: DemoWithdrawal, at: number, settings: DemoWithdrawSettings): void {
  withdrawal.status = 'DISBURSED';
  withdrawal.disbursedTime = at;
  const minutes = settings.autoConfirmMinutes;
  withdrawal.autoConfirmTime = minutes !== null && minutes > 0 ? at + minutes * MS_PER_MINUTE : null;
}

/** Refunds what did not reach the player (rejection, not received, the remainder of a partial receipt). */
function refund(platform: DemoPlatform, withdrawal: DemoWithdrawal, cents: number, detail: string): void {
  const account = platform.accountById(withdrawal.accountId);
  if (!account || cents <= 0) return;
  account.balanceCents += cents;
  recordLedgerEntry(platform, { accountId: account.id, kind: 'withdrawalRefund', amountCents: cents, detail });
}

/** Moves every withdrawal on to where the platform's clock says it stands. */
function settle(platform: DemoPlatform): DemoWithdrawState {
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

function wireWithdrawal(w: DemoWithdrawal) {
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

function wireCard(c: DemoBankCard) {
  return {
    cardId: c.cardId,
    bankCode: c.bankCode,
    bankName: c.bankName,
    accountName: c.accountName,
    cardNo: mask(c.cardNo),
  };
}

/** The request id of a money call, or the refusal (malformed, or already done by this account). */
function claimRequestId(
  state: DemoWithdrawState,
  account: DemoAccount,
  call: string,
  body: Record<string, unknown>,
): string | Response {
  const requestId = body['requestId'];
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) {
    return refuse(400, 'field.format', 'A request id is required');
  }
  if (state.doneRequestIds.has(`${account.id}:${call}:${requestId}`)) {
    return refuse(409, 'operation.not.allowed', 'This request was already made');
  }
  return requestId;
}

function checkPaymentPassword(account: DemoAccount, body: Record<string, unknown>): Response | null {
  if (account.paymentPassword === null) return refuse(400, 'payment.password.not.set', 'Set a payment password first');
  if (body['paymentPassword'] !== account.paymentPassword) {
    return refuse(400, 'payment.password.incorrect', 'Payment password incorrect');
  }
  return null;
}

function addCard(platform: DemoPlatform, account: DemoAccount, body: Record<string, unknown>): Response {
  const state = settle(platform);
  const requestId = claimRequestId(state, account, 'card', body);
  if (isResponse(requestId)) return requestId;
  if (roleOf(account) === 'trial') return refuse(403, 'operation.not.allowed', 'Trial accounts cannot add cards');
  const password = checkPaymentPassword(account, body);
  if (password) return password;
  const bank = DEMO_WITHDRAW_BANKS.find((b) => b.bankCode === body['bankCode']);
  const accountName = typeof body['accountName'] === 'string' ? body['accountName'].trim() : '';
  const cardNo = typeof body['cardNo'] === 'string' ? body['cardNo'] : '';
  if (!bank) return refuse(400, 'field.format', 'Unknown bank');
  if (accountName.length < 2 || accountName.length > 50) return refuse(400, 'field.format', 'Account name required');
  if (!/^\d{10,19}$/.test(cardNo)) return refuse(400, 'field.format', 'Card number must be 10 to 19 digits');
  const cards = state.cards.get(account.id) ?? [];
  if (cards.some((c) => c.cardNo === cardNo)) return refuse(400, 'field.format', 'This card is already bound');
  const card: DemoBankCard = {
    cardId: `card-${++state.serial}`,
    bankCode: bank.bankCode,
    bankName: bank.bankName,
    accountName,
    cardNo,
  };
  state.cards.set(account.id, [...cards, card]);
  state.doneRequestIds.add(`${account.id}:card:${requestId}`);
  return ok(wireCard(card));
}

function withdraw(platform: DemoPlatform, account: DemoAccount, body: Record<string, unknown>): Response {
  const state = settle(platform);
  const requestId = claimRequestId(state, account, 'withdraw', body);
  if (isResponse(requestId)) return requestId;
  if (roleOf(account) === 'trial') return refuse(403, 'operation.not.allowed', 'Trial accounts cannot withdraw');
  const password = checkPaymentPassword(account, body);
  if (password) return password;
  const cents = centsOf(body['amount']);
  if (cents === null) return refuse(400, 'field.format', 'The amount must be positive, with at most 2 decimals');
  const card = (state.cards.get(account.id) ?? []).find((c) => c.cardId === body['cardId']);
  if (!card) return refuse(400, 'field.format', 'Choose one of your bank cards');
  const { minCents, maxCents } = state.settings;
  if (cents < minCents || (maxCents !== null && cents > maxCents)) {
    return refuse(400, 'amount.out.of.range', 'Amount outside the limits');
  }
  if (account.balanceCents < cents) return refuse(400, 'balance.not.sufficient', 'Balance not sufficient');

  const now = platform.now();
  const withdrawalId = `WD${String(++state.serial).padStart(8, '0')}`;
  account.balanceCents -= cents;
  recordLedgerEntry(platform, {
    accountId: account.id,
    kind: 'withdrawal',
    amountCents: -cents,
    detail: card.bankName,
  });
  const withdrawal: DemoWithdrawal = {
    withdrawalId,
    accountId: account.id,
    amountCents: cents,
    card,
    createdTime: now,
    status: 'PENDING',
    reviewDueAt: now + state.settings.reviewMinutes * MS_PER_MINUTE,
    disbursedTime: null,
    autoConfirmTime: null,
    answer: null,
    receivedCents: null,
    remainingCents: null,
    proofIds: [],
  };
  state.withdrawals.unshift(withdrawal);
  state.doneRequestIds.add(`${account.id}:withdraw:${requestId}`);
  return ok({ requestId, withdrawalId, amount: money(cents), status: withdrawal.status });
}

function proofIdsOf(state: DemoWithdrawState, account: DemoAccount, value: unknown): string[] | Response {
  const ids = Array.isArray(value) ? value : [];
  if (ids.length > IMAGE_UPLOAD_LIMITS.maxFiles) return refuse(400, 'field.format', 'At most 3 proof images');
  for (const id of ids) {
    if (typeof id !== 'string' || state.proofs.get(id)?.accountId !== account.id) {
      return refuse(400, 'field.format', 'Unknown proof image');
    }
  }
  return ids as string[];
}

function answer(platform: DemoPlatform, account: DemoAccount, body: Record<string, unknown>): Response {
  const state = settle(platform);
  const requestId = claimRequestId(state, account, 'c2c', body);
  if (isResponse(requestId)) return requestId;
  const withdrawal = state.withdrawals.find(
    (w) => w.withdrawalId === body['transactionId'] && w.accountId === account.id,
  );
  if (!withdrawal) return refuse(400, 'field.format', 'Unknown withdrawal');
  if (withdrawal.answer === 'AUTO') {
    return refuse(409, 'withdrawal.auto.confirmed', 'The time to answer is over: counted as received');
  }
  if (withdrawal.status !== 'DISBURSED') return refuse(409, 'withdrawal.not.awaiting', 'Nothing to confirm');
  const proofIds = proofIdsOf(state, account, body['proofIds']);
  if (isResponse(proofIds)) return proofIds;

  let refundCents = 0;
  switch (body['status']) {
    case 'RECEIVED':
      withdrawal.answer = 'RECEIVED';
      break;
    case 'NOT_RECEIVED':
      if (proofIds.length === 0) return refuse(400, 'field.format', 'A proof image is required');
      withdrawal.answer = 'NOT_RECEIVED';
      refundCents = withdrawal.amountCents;
      break;
    case 'PARTIAL': {
      const received = centsOf(body['receivedAmount']);
      const remaining = centsOf(body['remainingAmount']);
      if (received === null || remaining === null || received + remaining !== withdrawal.amountCents) {
        return refuse(400, 'field.format', 'Received and remaining must add up to the amount disbursed');
      }
      withdrawal.answer = 'PARTIAL';
      withdrawal.receivedCents = received;
      withdrawal.remainingCents = remaining;
      refundCents = remaining;
      break;
    }
    default:
      return refuse(400, 'field.format', 'Unknown answer');
  }
  withdrawal.status = 'CONFIRMED';
  withdrawal.proofIds = proofIds;
  refund(platform, withdrawal, refundCents, withdrawal.withdrawalId);
  state.doneRequestIds.add(`${account.id}:c2c:${requestId}`);
  return ok({ transactionId: withdrawal.withdrawalId, answer: withdrawal.answer, refundedAmount: money(refundCents) });
}

function decodeBase64(data: string): Uint8Array | null {
  try {
    const text = atob(data);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

function uploadProof(platform: DemoPlatform, account: DemoAccount, body: Record<string, unknown>): Response {
  const state = demoWithdrawState(platform);
  const contentType = body['contentType'];
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') {
    return refuse(400, 'field.format', 'Only png or jpg images');
  }
  const bytes = typeof body['data'] === 'string' ? decodeBase64(body['data']) : null;
  if (!bytes || bytes.length === 0) return refuse(400, 'field.format', 'Image data required');
  if (bytes.length > IMAGE_UPLOAD_LIMITS.maxBytes) return refuse(400, 'field.format', 'At most 5 MB');
  if (sniffImageType(bytes) === null) return refuse(400, 'field.format', 'Not a png or jpg image');
  const proofId = `proof-${++state.serial}`;
  state.proofs.set(proofId, { accountId: account.id, bytes: bytes.length, contentType });
  return ok({ proofId });
}

/** A demo control's target: `{withdrawalId}`, or the newest withdrawal of `{username}` in the wanted status. */
async function controlTarget(
  platform: DemoPlatform,
  request: Request,
  status: DemoWithdrawalStatus,
): Promise<DemoWithdrawal | Response> {
  const state = settle(platform);
  const body = await readJson(request);
  if (isResponse(body)) return body;
  const account = typeof body['username'] === 'string' ? platform.accountByUsername(body['username']) : null;
  const found = state.withdrawals.find((w) =>
    typeof body['withdrawalId'] === 'string'
      ? w.withdrawalId === body['withdrawalId']
      : w.accountId === account?.id && w.status === status,
  );
  if (!found || found.status !== status) {
    return HttpResponse.json({ error: `no ${status.toLowerCase()} withdrawal` }, { status: 404 });
  }
  return found;
}

export function withdrawHandlers(platform: DemoPlatform): HttpHandler[] {
  const withAccount =
    (answerWith: (account: DemoAccount, request: Request) => Response | Promise<Response>) =>
    ({ request }: { request: Request }) => {
      const account = requireAccount(platform, request);
      return isResponse(account) ? account : answerWith(account, request);
    };

  return [
    http.get(
      '*/wps/relay/MCSFE_getWithdrawInfo',
      withAccount((account) => {
        const { settings } = settle(platform);
        return ok({
          withdrawableAmount: money(Math.max(0, account.balanceCents)),
          minAmount: money(settings.minCents),
          maxAmount: settings.maxCents === null ? null : money(settings.maxCents),
          autoConfirmMinutes: settings.autoConfirmMinutes,
          hasPaymentPassword: account.paymentPassword !== null,
          banks: DEMO_WITHDRAW_BANKS,
        });
      }),
    ),

    http.get(
      '*/wps/relay/MCSFE_getBankCardList',
      withAccount((account) => ok({ list: (demoWithdrawState(platform).cards.get(account.id) ?? []).map(wireCard) })),
    ),

    http.post(
      '*/wps/relay/passwordCheck/MCSFE_addBankCard',
      withAccount(async (account, request) => {
        const body = await readEncrypted(platform, request);
        return isResponse(body) ? body : addCard(platform, account, body);
      }),
    ),

    http.post(
      '*/wps/relay/passwordCheck/MCSFE_withdraw',
      withAccount(async (account, request) => {
        const body = await readEncrypted(platform, request);
        return isResponse(body) ? body : withdraw(platform, account, body);
      }),
    ),

    http.get(
      '*/wps/relay/MCSFE_getWithdrawList',
      withAccount((account, request) => {
        const url = new URL(request.url);
        const pageNo = Math.max(1, Number(url.searchParams.get('pageNo')) || 1);
        const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('pageSize')) || 20));
        const mine = settle(platform).withdrawals.filter((w) => w.accountId === account.id);
        const list = mine.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(wireWithdrawal);
        return ok({ list, totalCount: mine.length });
      }),
    ),

    http.get(
      '*/wps/relay/MCSFE_getPaymentConfirmationList',
      withAccount((account) => {
        const list = settle(platform)
          .withdrawals.filter((w) => w.accountId === account.id && w.status === 'DISBURSED')
          .map((w) => ({
            transactionId: w.withdrawalId,
            amount: money(w.amountCents),
            disbursedTime: w.disbursedTime ?? w.createdTime,
            autoConfirmTime: w.autoConfirmTime,
          }));
        return ok({ list });
      }),
    ),

    http.post(
      '*/wps/relay/MCSFE_processC2CTransaction',
      withAccount(async (account, request) => {
        const body = await readJson(request);
        return isResponse(body) ? body : answer(platform, account, body);
      }),
    ),

    http.post(
      '*/wps/relay/MCSFE_uploadPaymentProof',
      withAccount(async (account, request) => {
        const body = await readJson(request);
        return isResponse(body) ? body : uploadProof(platform, account, body);
      }),
    ),

    // Demo controls: move a withdrawal on now, as the platform's back office would.
    http.post('*/__demo/withdraw/disburse', async ({ request }) => {
      const target = await controlTarget(platform, request, 'PENDING');
      if (isResponse(target)) return target;
      disburse(target, platform.now(), demoWithdrawState(platform).settings);
      return HttpResponse.json(wireWithdrawal(target));
    }),

    http.post('*/__demo/withdraw/reject', async ({ request }) => {
      const target = await controlTarget(platform, request, 'PENDING');
      if (isResponse(target)) return target;
      target.status = 'REJECTED';
      refund(platform, target, target.amountCents, target.withdrawalId);
      return HttpResponse.json(wireWithdrawal(target));
    }),

    http.post('*/__demo/withdraw/expire', async ({ request }) => {
      const target = await controlTarget(platform, request, 'DISBURSED');
      if (isResponse(target)) return target;
      target.autoConfirmTime = platform.now();
      settle(platform);
      return HttpResponse.json(wireWithdrawal(target));
    }),
  ];
}
