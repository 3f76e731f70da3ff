import { HttpResponse } from 'msw';
import { roleOf } from '@atrium/domain/session';
import { IMAGE_UPLOAD_LIMITS, sniffImageType } from '@atrium/domain/uploads';
import { MS_PER_MINUTE } from '@atrium/domain/format';
import { ok, refuse } from '../envelope';
import { claimRequestId, isResponse, readJson } from '../http';
import { centsOf, money } from '../query';
import type { DemoAccount } from '../state/accounts';
import { recordLedgerEntry } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';
import {
  type DemoBankCard,
  type DemoWithdrawalStatus,
  type DemoWithdrawal,
  type DemoWithdrawState,
  DEMO_WITHDRAW_BANKS,
  demoWithdrawState,
  refund,
  settle,
  wireCard,
} from './withdrawState';

export function checkPaymentPassword(account: DemoAccount, body: Record<string, unknown>): Response | null {
  if (account.paymentPassword === null) return refuse(400, 'payment.password.not.set', 'Set a payment password first');
  if (body['paymentPassword'] !== account.paymentPassword) {
    return refuse(400, 'payment.password.incorrect', 'Payment password incorrect');
  }
  return null;
}

export function addCard(platform: DemoPlatform, account: DemoAccount, body: Record<string, unknown>): Response {
  const state = settle(platform);
  const claim = claimRequestId(state.doneRequestIds, `${account.id}:card`, body, 'This request was already made');
  if (isResponse(claim)) return claim;
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
  state.doneRequestIds.add(claim.key);
  return ok(wireCard(card));
}

export function withdraw(platform: DemoPlatform, account: DemoAccount, body: Record<string, unknown>): Response {
  const state = settle(platform);
  const claim = claimRequestId(state.doneRequestIds, `${account.id}:withdraw`, body, 'This request was already made');
  if (isResponse(claim)) return claim;
  const { requestId } = claim;
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
  state.doneRequestIds.add(claim.key);
  return ok({ requestId, withdrawalId, amount: money(cents), status: withdrawal.status });
}

export function proofIdsOf(state: DemoWithdrawState, account: DemoAccount, value: unknown): string[] | Response {
  const ids = Array.isArray(value) ? value : [];
  if (ids.length > IMAGE_UPLOAD_LIMITS.maxFiles) return refuse(400, 'field.format', 'At most 3 proof images');
  for (const id of ids) {
    if (typeof id !== 'string' || state.proofs.get(id)?.accountId !== account.id) {
      return refuse(400, 'field.format', 'Unknown proof image');
    }
  }
  return ids as string[];
}

export function answer(platform: DemoPlatform, account: DemoAccount, body: Record<string, unknown>): Response {
  const state = settle(platform);
  const claim = claimRequestId(state.doneRequestIds, `${account.id}:c2c`, body, 'This request was already made');
  if (isResponse(claim)) return claim;
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
  state.doneRequestIds.add(claim.key);
  return ok({ transactionId: withdrawal.withdrawalId, answer: withdrawal.answer, refundedAmount: money(refundCents) });
}

export function decodeBase64(data: string): Uint8Array | null {
  try {
    const text = atob(data);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export function uploadProof(platform: DemoPlatform, account: DemoAccount, body: Record<string, unknown>): Response {
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
export async function controlTarget(
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
