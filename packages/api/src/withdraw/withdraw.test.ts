import { moneyQueryKeys } from '../moneyQueryKeys';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_PASSWORD } from '../demo/state/accounts';
import { ledgerOf } from '../demo/state/ledger';
import { demoWithdrawState, setDemoWithdrawSettings } from '../demo/handlers/withdrawState';
import { queryKeys } from '../queryKeys';
import { DEMO_ORIGIN, failure, useDemoPlatform } from '../test/harness';
import {
  addBankCard,
  confirmReceipt,
  confirmReceiptMutationOptions,
  getBankCards,
  getPendingConfirmations,
  getWithdrawals,
  getWithdrawInfo,
  newWithdrawRequestId,
  requestWithdrawal,
  uploadPaymentProof,
  withdrawMutationOptions,
} from './index';

const NOW = Date.UTC(2026, 10, 26, 9, 0);
const MINUTE = 60_000;
const demo = useDemoPlatform({
  now: NOW,
  record: (url) => /MCSFE_(withdraw|processC2CTransaction|addBankCard)/.test(url),
});

const PNG = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13));
const GIF = btoa('GIF89a\x01\x00\x01\x00');

const balanceOf = (id: string) => demo.platform.accountById(id)?.balanceCents ?? Number.NaN;

async function withdrawOnce(amountCents = 50_000) {
  const client = demo.clientAs('m-1001');
  const [card] = await getBankCards(client);
  const receipt = await requestWithdrawal(client, {
    requestId: newWithdrawRequestId(),
    amountCents,
    cardId: card?.id ?? '',
    paymentPassword: DEMO_PAYMENT_PASSWORD,
  });
  return { client, receipt };
}

/** The raw bodies of the money calls made from now on (read as they start, before the handler consumes them). */
function captureBodies(): string[] {
  const bodies: string[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    if (/MCSFE_(withdraw|addBankCard)/.test(request.url)) {
      void request
        .clone()
        .text()
        .then((t) => bodies.push(t));
    }
  });
  return bodies;
}

async function control(action: 'disburse' | 'reject' | 'expire', body: Record<string, unknown>) {
  return fetch(`${DEMO_ORIGIN}/__demo/withdraw/${action}`, { method: 'POST', body: JSON.stringify(body) });
}

describe('§2 withdraw: info, limits and bank cards (assumed shapes)', () => {
  it('the withdrawable amount is the main wallet, with the limits and the auto-confirm minutes', async () => {
    const info = await getWithdrawInfo(demo.clientAs('m-1001'));
    expect(info.limits).toEqual({ withdrawableCents: 1_234_567, minCents: 10_000, maxCents: 5_000_000 });
    expect(info.autoConfirmMinutes).toBe(30);
    expect(info.hasPaymentPassword).toBe(true);
    expect(info.banks.map((b) => b.code)).toContain('ICBC');
  });

  it('no auto-confirm delay reads as null', async () => {
    setDemoWithdrawSettings(demo.platform, { autoConfirmMinutes: null });
    expect((await getWithdrawInfo(demo.clientAs('m-1001'))).autoConfirmMinutes).toBeNull();
  });

  it('a malformed info answer is a typed error, not a crash', async () => {
    demo.answer('/wps/relay/MCSFE_getWithdrawInfo', { minAmount: 1 });
    expect(await failure(getWithdrawInfo(demo.clientAs('m-1001')))).toMatchObject({ kind: 'malformed' });
  });

  it('cards are listed masked; adding one sends the payment password only encrypted and lists it', async () => {
    const client = demo.clientAs('m-1001');
    const bodies = captureBodies();
    expect(await getBankCards(client)).toEqual([
      expect.objectContaining({ bankCode: 'ICBC', accountName: 'Demo Member', cardNo: '**** **** **** 1234' }),
    ]);
    const card = await addBankCard(client, {
      requestId: newWithdrawRequestId(),
      bankCode: 'BOC',
      accountName: ' 李伟 ',
      cardNumber: '6216 6100 0000 9876',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    });
    expect(card).toMatchObject({ bankCode: 'BOC', accountName: '李伟', cardNo: '**** **** **** 9876' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain(DEMO_PAYMENT_PASSWORD);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ value: expect.any(String) });
    expect(demo.seen[0]?.headers.get('encryption')).toMatch(/^[0-9a-f]+$/);
    expect((await getBankCards(client)).map((c) => c.bankCode)).toEqual(['ICBC', 'BOC']);
  });

  it('a wrong payment password or a card already bound is refused', async () => {
    const client = demo.clientAs('m-1001');
    const input = { bankCode: 'BOC', accountName: 'Li Wei', cardNumber: '6222020200001234' };
    expect(
      await failure(addBankCard(client, { ...input, requestId: newWithdrawRequestId(), paymentPassword: '000000' })),
    ).toMatchObject({ code: 'payment.password.incorrect', messageKey: 'errors:field.paymentPasswordIncorrect' });
    expect(
      await failure(
        addBankCard(client, { ...input, requestId: newWithdrawRequestId(), paymentPassword: DEMO_PAYMENT_PASSWORD }),
      ),
    ).toMatchObject({ code: 'field.format' });
  });
});

describe('§2 withdraw (money-moving, enc, payment password)', () => {
  it('debits the balance at request, once, with a ledger entry, and lists it as pending', async () => {
    const before = balanceOf('m-1001');
    const bodies = captureBodies();
    const { client, receipt } = await withdrawOnce(50_000);
    expect(receipt).toMatchObject({ amountCents: 50_000, state: 'pending' });
    expect(balanceOf('m-1001')).toBe(before - 50_000);
    expect(ledgerOf(demo.platform, 'm-1001')[0]).toMatchObject({
      kind: 'withdrawal',
      amountCents: -50_000,
      balanceAfterCents: before - 50_000,
    });
    const page = await getWithdrawals(client, { page: 1, pageSize: 10 });
    expect(page.items).toEqual([
      expect.objectContaining({ id: receipt.withdrawalId, state: 'pending', amountCents: 50_000, outcome: null }),
    ]);
    expect(bodies.join()).not.toContain(DEMO_PAYMENT_PASSWORD);
    expect(bodies).toHaveLength(1);
  });

  it('a repeated request id is refused by the platform and debits nothing more', async () => {
    const client = demo.clientAs('m-1001');
    const [card] = await getBankCards(client);
    const input = {
      requestId: newWithdrawRequestId(),
      amountCents: 20_000,
      cardId: card?.id ?? '',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    };
    const before = balanceOf('m-1001');
    await requestWithdrawal(client, input);
    expect(await failure(requestWithdrawal(client, input))).toMatchObject({ code: 'operation.not.allowed' });
    expect(balanceOf('m-1001')).toBe(before - 20_000);
  });

  it('the same request id sent twice at once makes one request', async () => {
    const client = demo.clientAs('m-1001');
    const [card] = await getBankCards(client);
    const input = {
      requestId: newWithdrawRequestId(),
      amountCents: 20_000,
      cardId: card?.id ?? '',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    };
    const results = await Promise.allSettled([requestWithdrawal(client, input), requestWithdrawal(client, input)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(demo.seen.filter((r) => r.url.includes('MCSFE_withdraw'))).toHaveLength(1);
  });

  it.each([
    ['a wrong payment password', { paymentPassword: '111111' }, 'payment.password.incorrect'],
    ['below the minimum', { amountCents: 9_999 }, 'amount.out.of.range'],
    ['above the maximum', { amountCents: 5_000_001 }, 'amount.out.of.range'],
    ['an unknown card', { cardId: 'card-x' }, 'field.format'],
  ])('%s is refused and nothing moves', async (_name, change, code) => {
    const client = demo.clientAs('m-1001');
    const [card] = await getBankCards(client);
    const before = balanceOf('m-1001');
    const input = {
      requestId: newWithdrawRequestId(),
      amountCents: 20_000,
      cardId: card?.id ?? '',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
      ...change,
    };
    expect(await failure(requestWithdrawal(client, input))).toMatchObject({ code });
    expect(balanceOf('m-1001')).toBe(before);
  });

  it('more than the balance is refused', async () => {
    demo.platform.accountById('m-1001')!.balanceCents = 15_000;
    expect(await failure(withdrawOnce(20_000))).toMatchObject({ code: 'balance.not.sufficient' });
  });

  it('the mutation never retries and refreshes every wallet query', () => {
    const queryClient = new QueryClient();
    expect(withdrawMutationOptions(demo.clientAs('m-1001'), queryClient).retry).toBe(false);
    expect(confirmReceiptMutationOptions(demo.clientAs('m-1001'), queryClient).retry).toBe(false);
    expect(moneyQueryKeys.withdraw.info().slice(0, 1)).toEqual(queryKeys.wallet.all);
  });
});

describe('§4 withdrawal confirmation: pending → disbursed → confirmed', () => {
  it('review disburses after the review minutes; unanswered, it counts as received after the auto minutes, with no refund', async () => {
    const { client, receipt } = await withdrawOnce(50_000);
    const afterRequest = balanceOf('m-1001');
    demo.advance(10 * MINUTE);
    const [waiting] = await getPendingConfirmations(client);
    expect(waiting).toEqual({
      transactionId: receipt.withdrawalId,
      amountCents: 50_000,
      disbursedAt: NOW + 10 * MINUTE,
      autoConfirmAt: NOW + 40 * MINUTE,
    });
    demo.advance(30 * MINUTE);
    expect(await getPendingConfirmations(client)).toEqual([]);
    const [closed] = (await getWithdrawals(client, { page: 1, pageSize: 5 })).items;
    expect(closed).toMatchObject({ state: 'confirmed', outcome: 'auto' });
    expect(balanceOf('m-1001')).toBe(afterRequest);
    const late = confirmReceipt(client, {
      requestId: newWithdrawRequestId(),
      transactionId: receipt.withdrawalId,
      answer: 'notReceived',
      proofIds: [],
    });
    expect(await failure(late)).toMatchObject({
      code: 'withdrawal.auto.confirmed',
      messageKey: 'errors:withdrawalAnswerClosed',
    });
    expect(balanceOf('m-1001')).toBe(afterRequest);
  });

  it('partially received with a proof: the remainder comes back, recorded in the ledger', async () => {
    const { client, receipt } = await withdrawOnce(100_000);
    expect((await control('disburse', { username: 'member' })).status).toBe(200);
    const proofId = await uploadPaymentProof(client, { fileName: 'p.png', contentType: 'image/png', dataBase64: PNG });
    const before = balanceOf('m-1001');
    const result = await confirmReceipt(client, {
      requestId: newWithdrawRequestId(),
      transactionId: receipt.withdrawalId,
      answer: 'partiallyReceived',
      receivedCents: 60_000,
      remainingCents: 40_000,
      proofIds: [proofId],
    });
    expect(result).toEqual({
      transactionId: receipt.withdrawalId,
      outcome: 'partiallyReceived',
      refundedCents: 40_000,
    });
    expect(balanceOf('m-1001')).toBe(before + 40_000);
    expect(ledgerOf(demo.platform, 'm-1001').filter((e) => e.kind === 'withdrawalRefund')).toEqual([
      expect.objectContaining({ amountCents: 40_000, balanceAfterCents: before + 40_000 }),
    ]);
    const [row] = (await getWithdrawals(client, { page: 1, pageSize: 5 })).items;
    expect(row).toMatchObject({ state: 'confirmed', receivedCents: 60_000, remainingCents: 40_000 });
  });

  it('partial amounts that do not add up to the disbursed amount are refused', async () => {
    const { client, receipt } = await withdrawOnce(100_000);
    await control('disburse', { withdrawalId: receipt.withdrawalId });
    const answer = confirmReceipt(client, {
      requestId: newWithdrawRequestId(),
      transactionId: receipt.withdrawalId,
      answer: 'partiallyReceived',
      receivedCents: 60_000,
      remainingCents: 30_000,
    });
    expect(await failure(answer)).toMatchObject({ code: 'field.format' });
  });

  it('not received needs a proof; with one the whole amount comes back; a second answer is refused', async () => {
    const { client, receipt } = await withdrawOnce(30_000);
    await control('disburse', { username: 'member' });
    const base = { transactionId: receipt.withdrawalId, answer: 'notReceived' as const };
    expect(
      await failure(confirmReceipt(client, { ...base, requestId: newWithdrawRequestId(), proofIds: [] })),
    ).toMatchObject({ code: 'field.format' });
    const proofId = await uploadPaymentProof(client, { fileName: 'p.png', contentType: 'image/png', dataBase64: PNG });
    const before = balanceOf('m-1001');
    const requestId = newWithdrawRequestId();
    await confirmReceipt(client, { ...base, requestId, proofIds: [proofId] });
    expect(balanceOf('m-1001')).toBe(before + 30_000);
    expect(await failure(confirmReceipt(client, { ...base, requestId, proofIds: [proofId] }))).toMatchObject({
      code: 'operation.not.allowed',
    });
    expect(
      await failure(confirmReceipt(client, { ...base, requestId: newWithdrawRequestId(), proofIds: [proofId] })),
    ).toMatchObject({ code: 'withdrawal.not.awaiting' });
    expect(balanceOf('m-1001')).toBe(before + 30_000);
  });

  it('received: closed, nothing refunded', async () => {
    const { client, receipt } = await withdrawOnce(30_000);
    await control('disburse', { username: 'member' });
    const before = balanceOf('m-1001');
    const result = await confirmReceipt(client, {
      requestId: newWithdrawRequestId(),
      transactionId: receipt.withdrawalId,
      answer: 'received',
    });
    expect(result).toMatchObject({ outcome: 'received', refundedCents: 0 });
    expect(balanceOf('m-1001')).toBe(before);
  });

  it('the reject control refunds a pending withdrawal; expire forces the receipt', async () => {
    const { client, receipt } = await withdrawOnce(30_000);
    const before = balanceOf('m-1001');
    expect((await control('reject', { withdrawalId: receipt.withdrawalId })).status).toBe(200);
    expect(balanceOf('m-1001')).toBe(before + 30_000);
    expect((await control('disburse', { withdrawalId: receipt.withdrawalId })).status).toBe(404);
    const second = await withdrawOnce(30_000);
    await control('disburse', { username: 'member' });
    expect(((await (await control('expire', { username: 'member' })).json()) as { answer: string }).answer).toBe(
      'AUTO',
    );
    const [row] = (await getWithdrawals(client, { page: 1, pageSize: 5 })).items;
    expect(row).toMatchObject({ id: second.receipt.withdrawalId, outcome: 'auto' });
  });
});

describe('§5 uploads: proof images', () => {
  it.each([
    ['a gif posing as a png', { contentType: 'image/png', dataBase64: GIF }],
    ['a pdf type', { contentType: 'application/pdf', dataBase64: PNG }],
    ['no data', { contentType: 'image/png', dataBase64: '' }],
  ])('%s is refused', async (_name, input) => {
    expect(await failure(uploadPaymentProof(demo.clientAs('m-1001'), { fileName: 'x.png', ...input }))).toMatchObject({
      code: 'field.format',
    });
  });

  it('another account’s proof cannot be attached', async () => {
    const { client, receipt } = await withdrawOnce(30_000);
    await control('disburse', { username: 'member' });
    const foreign = await uploadPaymentProof(demo.clientAs('a-2001'), {
      fileName: 'p.png',
      contentType: 'image/png',
      dataBase64: PNG,
    });
    const answer = confirmReceipt(client, {
      requestId: newWithdrawRequestId(),
      transactionId: receipt.withdrawalId,
      answer: 'notReceived',
      proofIds: [foreign],
    });
    expect(await failure(answer)).toMatchObject({ code: 'field.format' });
    expect(demoWithdrawState(demo.platform).withdrawals[0]?.status).toBe('DISBURSED');
  });
});
