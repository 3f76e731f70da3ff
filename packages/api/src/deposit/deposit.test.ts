import { moneyQueryKeys } from '../moneyQueryKeys';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getWalletBalance } from '../wallet';
import { ledgerOf } from '../demo/state/ledger';
import { DEMO_DEPOSIT_APPROVE_AFTER_MS, setDemoDepositMethods } from '../demo/handlers/deposit';
import { DEMO_DEPOSIT_PAYEE } from '../demo/seed/deposit';
import { DEMO_ORIGIN, failure, useDemoPlatform } from '../test/harness';
import {
  cancelDepositOrder,
  createDepositMutationOptions,
  createDepositOrder,
  depositOrdersQueryOptions,
  getDepositMethods,
  getDepositOrders,
  newDepositRequestId,
  PENDING_DEPOSIT_POLL_MS,
  toDepositOrder,
  type CreateDepositInput,
  type DepositMethod,
  type DepositMethodKind,
} from './index';

const START = Date.UTC(2026, 10, 26, 12, 0, 0);
const demo = useDemoPlatform({ now: START, record: (url) => url.includes('/wps/relay/MCSFE_') });

async function channelOf(kind: DepositMethodKind, index = 0) {
  const methods = await getDepositMethods(demo.clientAs('m-1001'));
  const method = methods.find((m) => m.kind === kind);
  if (!method) throw new Error(`no ${kind} method`);
  return method.channels[index]!;
}

/** The JSON bodies of the deposit calls this test sends, read as the platform receives them. */
function captureBodies() {
  const bodies: Promise<{ path: string; body: unknown }>[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/wps/relay/')) {
      const path = new URL(request.url).pathname;
      bodies.push(
        request
          .clone()
          .json()
          .then((body: unknown) => ({ path, body })),
      );
    }
  });
  return async () => Promise.all(bodies);
}

async function input(kind: DepositMethodKind, amountCents: number): Promise<CreateDepositInput> {
  return {
    requestId: newDepositRequestId(),
    method: kind,
    channel: await channelOf(kind),
    amountCents,
    username: 'member',
    depositorName: 'Juan Dela Cruz',
  };
}

describe('§2 depositv2 methods and channels (designed: MCSFE_getDepositChannels)', () => {
  it('a member is offered the bank transfer, QR and online methods, each channel with its limits and presets', async () => {
    const methods = await getDepositMethods(demo.clientAs('m-1001'));
    expect(methods.map((m) => m.kind)).toEqual(['bank', 'qr', 'online']);
    const qr = methods[1]!.channels[0]!;
    expect(qr).toMatchObject({
      name: 'Mobile wallet QR',
      limits: { minCents: 1_000, maxCents: 500_000 },
      bankType: 'MWQR',
      vendorId: '301',
      mcsBankCode: 'MW01',
    });
    expect(qr.presetCents).toContain(2_000_000);
    expect(methods[2]!.channels[0]!.feeNote).toBe('1% fee, at least 1.00');
  });

  it('§6 a trial account is offered no method; a guest is asked to log in', async () => {
    demo.addTrialAccount('m-1001', { id: 't-1', username: 'trial1' });
    expect(await getDepositMethods(demo.clientAs('t-1'))).toEqual([]);
    expect((await failure(getDepositMethods(demo.clientAs(null)))).kind).toBe('session-expired');
  });

  it('a method this front end does not know, or one without channels, is left out', async () => {
    demo.answer('/wps/relay/MCSFE_getDepositChannels', {
      methods: [
        { method: 'CRYPTO', channels: [{ channelId: 'c', name: 'Coin', minAmount: 1 }] },
        { method: 'bank', channels: [] },
        { method: 'online', channels: [{ channelId: 7, name: 'Pay', minAmount: '10.5', maxAmount: null }] },
      ],
    });
    const methods: DepositMethod[] = await getDepositMethods(demo.clientAs('m-1001'));
    expect(methods).toEqual([
      {
        kind: 'online',
        channels: [expect.objectContaining({ id: '7', limits: { minCents: 1_050, maxCents: null }, presetCents: [] })],
      },
    ]);
  });

  it('§8 a malformed answer (a channel without its minimum) is a typed error, not a crash', async () => {
    demo.answer('/wps/relay/MCSFE_getDepositChannels', { methods: [{ method: 'BANK', channels: [{ name: 'x' }] }] });
    const error = await failure(getDepositMethods(demo.clientAs('m-1001')));
    expect(error.kind).toBe('malformed');
    expect(error.messageKey).toBe('errors:malformed');
  });
});

describe('§2 depositv2 deposit order (MONEY-MOVING, designed: MCSFE_createDepositOrder)', () => {
  it('a manual bank transfer gives a pending order with its reference and the account to pay into', async () => {
    const sent = captureBodies();
    const order = await createDepositOrder(demo.clientAs('m-1001'), await input('bank', 50_000));
    expect(order).toMatchObject({
      reference: expect.stringMatching(/^DP\d{8}$/),
      method: 'bank',
      status: 'pending',
      amountCents: 50_000,
      channelName: 'Demo National Bank',
      instructions: { kind: 'bank', ...DEMO_DEPOSIT_PAYEE },
      expiresAt: START + 30 * 60_000,
    });
    expect((await sent()).at(-1)?.body).toEqual({
      requestId: expect.any(String),
      channelId: 'bank-dnb',
      amount: 500,
      depositorName: 'Juan Dela Cruz',
    });
  });

  it('docs/centres.md QR deposit goes to MCSFE_depositByQRImageUrl with its fields and gives the link to draw', async () => {
    const sent = captureBodies();
    const order = await createDepositOrder(demo.clientAs('m-1001'), await input('qr', 12_345));
    const [request] = await sent();
    expect(request?.path).toBe('/wps/relay/MCSFE_depositByQRImageUrl');
    expect(request?.body).toEqual({
      requestId: expect.any(String),
      targetUsername: 'member',
      amount: 123.45,
      bankCode: 'MWALLET',
      bankType: 'MWQR',
      vendorId: '301',
      mcsBankCode: 'MW01',
    });
    expect(order.instructions).toEqual({
      kind: 'qr',
      qrValue: `${DEMO_ORIGIN}/__demo/deposit/pay/${order.reference}?via=qr`,
    });
  });

  it('an online deposit gives the payment page to open', async () => {
    const order = await createDepositOrder(demo.clientAs('m-1001'), await input('online', 10_000));
    expect(order.instructions).toEqual({
      kind: 'online',
      payUrl: `${DEMO_ORIGIN}/__demo/deposit/pay/${order.reference}`,
    });
    const page = await fetch(order.instructions.kind === 'online' ? order.instructions.payUrl : '');
    expect(await page.text()).toContain(order.reference);
  });

  it('a repeated request id is refused (operation.not.allowed) and makes no second order', async () => {
    const member = demo.clientAs('m-1001');
    const same = await input('bank', 50_000);
    await createDepositOrder(member, same);
    const error = await failure(createDepositOrder(member, same));
    expect(error).toMatchObject({ kind: 'rejected', code: 'operation.not.allowed' });
    expect(await getDepositOrders(member)).toHaveLength(1);
  });

  it('the same intent sent twice before the first answer sends one request', async () => {
    const member = demo.clientAs('m-1001');
    const same = await input('bank', 50_000);
    demo.seen.length = 0;
    const [first, second] = await Promise.allSettled([
      createDepositOrder(member, same),
      createDepositOrder(member, same),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { code: 'operation.not.allowed' } });
    expect(demo.seen.filter((r) => r.url.includes('MCSFE_createDepositOrder'))).toHaveLength(1);
  });

  it.each([
    ['one cent under the minimum', 999],
    ['one cent over the maximum', 5_000_001],
  ])('§8 %s is refused with amount.out.of.range and its own message', async (_, cents) => {
    const error = await failure(createDepositOrder(demo.clientAs('m-1001'), await input('bank', cents)));
    expect(error).toMatchObject({ code: 'amount.out.of.range', messageKey: 'errors:amountOutOfRange' });
  });

  it('a bank transfer without the name on the paying account is refused', async () => {
    const error = await failure(
      createDepositOrder(demo.clientAs('m-1001'), { ...(await input('bank', 50_000)), depositorName: ' ' }),
    );
    expect(error.code).toBe('field.format');
  });

  it('the mutation is never retried, and puts the new order first in the orders query', async () => {
    const queryClient = new QueryClient();
    const options = createDepositMutationOptions(demo.clientAs('m-1001'), queryClient);
    expect(options.retry).toBe(false);
    const order = await options.mutationFn!(await input('bank', 50_000), undefined as never);
    await options.onSuccess!(order, undefined as never, undefined, undefined as never);
    expect(queryClient.getQueryData(moneyQueryKeys.deposit.orders())).toEqual([order]);
  });
});

describe('§2 depositv2 the pending order becomes approved: the balance and the ledger move together', () => {
  it(`by itself ${DEMO_DEPOSIT_APPROVE_AFTER_MS / 60_000} minutes later, seen through the orders call`, async () => {
    const member = demo.clientAs('m-1001');
    const before = await getWalletBalance(member);
    const order = await createDepositOrder(member, await input('bank', 50_000));
    demo.advance(DEMO_DEPOSIT_APPROVE_AFTER_MS - 1);
    expect((await getDepositOrders(member))[0]!.status).toBe('pending');
    expect((await getWalletBalance(member)).totalCents).toBe(before.totalCents);
    demo.advance(1);
    expect((await getDepositOrders(member))[0]).toMatchObject({ reference: order.reference, status: 'approved' });
    const after = await getWalletBalance(member);
    expect(after.totalCents - before.totalCents).toBe(50_000);
    const entry = ledgerOf(demo.platform, 'm-1001')[0]!;
    expect(entry).toMatchObject({ reference: order.reference, kind: 'deposit', amountCents: 50_000 });
    expect(entry.balanceAfterCents).toBe(demo.platform.accountById('m-1001')!.balanceCents);
  });

  it('by the demo control, at once, and only once', async () => {
    const member = demo.clientAs('m-1001');
    const order = await createDepositOrder(member, await input('qr', 2_000));
    const balance = demo.platform.accountById('m-1001')!.balanceCents;
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${DEMO_ORIGIN}/__demo/deposit/approve?orderNo=${order.reference}`, {
        method: 'POST',
      });
      expect(await answer.json()).toEqual({ orderNo: order.reference, status: 'APPROVED' });
    }
    expect(demo.platform.accountById('m-1001')!.balanceCents).toBe(balance + 2_000);
    expect(ledgerOf(demo.platform, 'm-1001').filter((e) => e.reference === order.reference)).toHaveLength(1);
  });

  it('a rejected order (demo control, by username) moves no money and is never approved later', async () => {
    const member = demo.clientAs('m-1001');
    await createDepositOrder(member, await input('online', 10_000));
    const balance = demo.platform.accountById('m-1001')!.balanceCents;
    await fetch(`${DEMO_ORIGIN}/__demo/deposit/reject?username=member`, { method: 'POST' });
    demo.advance(DEMO_DEPOSIT_APPROVE_AFTER_MS);
    expect((await getDepositOrders(member))[0]!.status).toBe('rejected');
    expect(demo.platform.accountById('m-1001')!.balanceCents).toBe(balance);
  });

  it('the orders query asks again while an order is pending, and stops once none is', async () => {
    const options = depositOrdersQueryOptions(demo.clientAs('m-1001'));
    const interval = options.refetchInterval as (query: { state: { data: unknown } }) => number | false;
    const pending = toDepositOrder({
      orderNo: 'DP1',
      method: 'BANK',
      channelName: 'x',
      amount: 1,
      status: 'PENDING',
      createdAt: START,
    });
    expect(interval({ state: { data: [pending] } })).toBe(PENDING_DEPOSIT_POLL_MS);
    expect(interval({ state: { data: [{ ...pending, status: 'approved' }] } })).toBe(false);
  });
});

describe('§2 depositv2 cancelling a pending order (designed: MCSFE_cancelDepositOrder)', () => {
  it('a pending order can be cancelled, and is then never approved', async () => {
    const member = demo.clientAs('m-1001');
    const order = await createDepositOrder(member, await input('bank', 50_000));
    expect((await cancelDepositOrder(member, order.reference)).status).toBe('cancelled');
    const balance = demo.platform.accountById('m-1001')!.balanceCents;
    demo.advance(DEMO_DEPOSIT_APPROVE_AFTER_MS);
    expect((await getDepositOrders(member))[0]!.status).toBe('cancelled');
    expect(demo.platform.accountById('m-1001')!.balanceCents).toBe(balance);
  });

  it('an approved order, or another account’s, cannot be cancelled', async () => {
    const member = demo.clientAs('m-1001');
    const order = await createDepositOrder(member, await input('bank', 50_000));
    expect((await failure(cancelDepositOrder(demo.clientAs('m-1002'), order.reference))).code).toBe('field.format');
    await fetch(`${DEMO_ORIGIN}/__demo/deposit/approve?orderNo=${order.reference}`, { method: 'POST' });
    expect((await failure(cancelDepositOrder(member, order.reference))).code).toBe('operation.not.allowed');
  });
});

describe('§2 depositv2 server data the page must not trust', () => {
  it.each([
    ['javascript:alert(1)', 'none'],
    ['data:text/html,x', 'none'],
    ['https://pay.example/o/1', 'online'],
  ])('a payment page address %s gives instructions %s', (payUrl, kind) => {
    const order = toDepositOrder({
      orderNo: 'DP1',
      method: 'ONLINE',
      channelName: 'x',
      amount: 1,
      status: 'PENDING',
      createdAt: 0,
      payUrl,
    });
    expect(order.instructions.kind).toBe(kind);
  });

  it('the demo offers no method when its merchant has none (the page’s empty state)', async () => {
    setDemoDepositMethods(demo.platform, []);
    expect(await getDepositMethods(demo.clientAs('m-1001'))).toEqual([]);
  });
});
