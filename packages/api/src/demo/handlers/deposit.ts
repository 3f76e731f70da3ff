import { http, HttpResponse, type HttpHandler } from 'msw';
import { roleOf } from '@atrium/domain/session';
import { ok, refuse } from '../envelope';
import { claimRequestId, isResponse, readJson, requireAccount, readAccountJson } from '../http';
import { centsOf } from '../query';
import {
  DEMO_DEPOSIT_METHODS,
  DEMO_DEPOSIT_PAYEE,
  type DemoDepositChannel,
  type DemoDepositMethod,
} from '../seed/deposit';
import type { DemoAccount } from '../state/accounts';
import { nextLedgerReference, recordLedgerEntry } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';
import { depositLimitRefusal } from './saferPlayRefusals';

/**
 * The deposit calls (designed, packages/api/README.md "Deposit"): the methods and channels, a deposit order
 * (refusing a repeated request id and an amount outside the channel's limits), the member's orders, cancelling a
 * pending order, and the demo controls that approve or reject one (`/__demo/deposit/...`). A pending order is
 * approved by itself `DEMO_DEPOSIT_APPROVE_AFTER_MS` after it was made (checked whenever the orders are read); the
 * approval credits the main wallet and appends a `deposit` entry to the ledger in the same step.
 */

/** How long the demo's finance team takes to approve an order nobody approves by hand. */
export const DEMO_DEPOSIT_APPROVE_AFTER_MS = 2 * 60_000;
/** How long an unpaid order stays open (shown to the member); the demo approves before it lapses. */
export const DEMO_DEPOSIT_EXPIRES_AFTER_MS = 30 * 60_000;
/** How many orders the orders call returns. */
const ORDERS_SHOWN = 5;

type Status = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';

export interface DemoDepositOrder {
  readonly orderNo: string;
  readonly accountId: string;
  readonly requestId: string;
  readonly method: DemoDepositMethod['method'];
  readonly channelName: string;
  readonly amountCents: number;
  status: Status;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly payee: typeof DEMO_DEPOSIT_PAYEE | null;
  readonly qrImageUrl: string | null;
  readonly payUrl: string | null;
}

export interface DemoDepositState {
  /** The methods offered; tests and stories replace them (none: the page's empty state). */
  methods: readonly DemoDepositMethod[];
  readonly orders: DemoDepositOrder[];
  /** `accountId:requestId` of orders already made: a second identical request is refused. */
  readonly doneRequestIds: Set<string>;
}

export function demoDepositState(platform: DemoPlatform): DemoDepositState {
  return platform.area<DemoDepositState>('deposit', () => ({
    methods: DEMO_DEPOSIT_METHODS,
    orders: [],
    doneRequestIds: new Set(),
  }));
}

/** Replaces the deposit methods the demo merchant offers, for stories and tests. */
export function setDemoDepositMethods(platform: DemoPlatform, methods: readonly DemoDepositMethod[]): void {
  demoDepositState(platform).methods = methods;
}

/** The merchant turned deposits off (docs/centres.md: the page needs DEPOSIT and not CREDITMAR3); unset counts as on. */
function depositSwitchedOff(platform: DemoPlatform): boolean {
  const switches = platform.switches.map();
  return switches['DEPOSIT'] === false || switches['CREDITMAR3'] === true;
}

/** Approves a pending order: the money reaches the main wallet and the ledger at once. */
function approve(platform: DemoPlatform, order: DemoDepositOrder): void {
  const account = platform.accountById(order.accountId);
  if (!account || order.status !== 'PENDING') return;
  order.status = 'APPROVED';
  account.balanceCents += order.amountCents;
  recordLedgerEntry(platform, {
    reference: order.orderNo,
    accountId: account.id,
    kind: 'deposit',
    amountCents: order.amountCents,
    detail: order.channelName,
  });
}

/** Approves every pending order whose time has come (the demo's finance team at work). */
function settleDue(platform: DemoPlatform): void {
  const now = platform.now();
  for (const order of demoDepositState(platform).orders) {
    if (order.status === 'PENDING' && now - order.createdAt >= DEMO_DEPOSIT_APPROVE_AFTER_MS) approve(platform, order);
  }
}

function wire(order: DemoDepositOrder) {
  return {
    orderNo: order.orderNo,
    requestId: order.requestId,
    method: order.method,
    channelName: order.channelName,
    amount: order.amountCents / 100,
    status: order.status,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    payee: order.payee,
    qrImageUrl: order.qrImageUrl,
    payUrl: order.payUrl,
  };
}

function findChannel(
  platform: DemoPlatform,
  match: (method: DemoDepositMethod, channel: DemoDepositChannel) => boolean,
): { method: DemoDepositMethod; channel: DemoDepositChannel } | null {
  for (const method of demoDepositState(platform).methods) {
    for (const channel of method.channels) if (match(method, channel)) return { method, channel };
  }
  return null;
}

function createOrder(
  platform: DemoPlatform,
  request: Request,
  account: DemoAccount,
  body: Record<string, unknown>,
  byQr: boolean,
): Response {
  const state = demoDepositState(platform);
  const claim = claimRequestId(state.doneRequestIds, account.id, body, 'This order was already made');
  if (isResponse(claim)) return claim;
  const { requestId, key: doneKey } = claim;
  if (roleOf(account) === 'trial') return refuse(403, 'operation.not.allowed', 'Trial accounts cannot deposit');
  if (depositSwitchedOff(platform)) return refuse(403, 'function.not.available', 'Deposit is not enabled');

  const found = byQr
    ? findChannel(
        platform,
        (m, c) =>
          m.method === 'QR' &&
          c.bankCode === body['bankCode'] &&
          c.bankType === body['bankType'] &&
          c.vendorId === String(body['vendorId']) &&
          c.mcsBankCode === body['mcsBankCode'],
      )
    : findChannel(platform, (m, c) => m.method !== 'QR' && c.channelId === body['channelId']);
  if (!found) return refuse(400, 'field.format', 'Unknown deposit channel');
  if (byQr && body['targetUsername'] !== account.username) {
    return refuse(403, 'operation.not.allowed', 'Deposits go to your own account');
  }
  const cents = centsOf(body['amount']);
  if (cents === null) return refuse(400, 'field.format', 'The amount must be positive, with at most 2 decimals');
  const { method, channel } = found;
  const maxCents = channel.maxAmount === null ? null : Math.round(channel.maxAmount * 100);
  if (cents < Math.round(channel.minAmount * 100) || (maxCents !== null && cents > maxCents)) {
    return refuse(
      400,
      'amount.out.of.range',
      `The amount must be between ${channel.minAmount} and ${channel.maxAmount}`,
    );
  }
  if (method.method === 'BANK') {
    const name = body['depositorName'];
    if (typeof name !== 'string' || name.trim() === '' || [...name.trim()].length > 50) {
      return refuse(400, 'field.format', 'The name on your bank account is required');
    }
  }

  // The member's own deposit limits (safer play) come after the channel's: both name what the member can do instead.
  const overLimit = depositLimitRefusal(platform, account, cents, state.orders);
  if (overLimit) return overLimit;

  const orderNo = nextLedgerReference(platform, 'DP');
  const now = platform.now();
  const link = (path: string) => new URL(`/__demo/deposit/pay/${orderNo}${path}`, request.url).href;
  const order: DemoDepositOrder = {
    orderNo,
    accountId: account.id,
    requestId,
    method: method.method,
    channelName: channel.name,
    amountCents: cents,
    status: 'PENDING',
    createdAt: now,
    expiresAt: now + DEMO_DEPOSIT_EXPIRES_AFTER_MS,
    payee: method.method === 'BANK' ? DEMO_DEPOSIT_PAYEE : null,
    qrImageUrl: method.method === 'QR' ? link('?via=qr') : null,
    payUrl: method.method === 'ONLINE' ? link('') : null,
  };
  state.orders.push(order);
  state.doneRequestIds.add(doneKey);
  return ok(wire(order));
}

/** The order a demo control names: by `orderNo`, or the latest pending one of `username`. */
function controlledOrder(platform: DemoPlatform, url: URL): DemoDepositOrder | null {
  const orders = demoDepositState(platform).orders;
  const orderNo = url.searchParams.get('orderNo');
  if (orderNo) return orders.find((o) => o.orderNo === orderNo) ?? null;
  const account = platform.accountByUsername(url.searchParams.get('username') ?? '');
  if (!account) return null;
  return orders.filter((o) => o.accountId === account.id && o.status === 'PENDING').at(-1) ?? null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function depositHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/relay/MCSFE_getDepositChannels', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      // A trial account, or a merchant without the deposit switch, is offered nothing (the page says so).
      const none = roleOf(account) === 'trial' || depositSwitchedOff(platform);
      return ok({ methods: none ? [] : demoDepositState(platform).methods });
    }),

    http.post('*/wps/relay/MCSFE_createDepositOrder', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readJson(request);
      return isResponse(body) ? body : createOrder(platform, request, account, body, false);
    }),

    http.post('*/wps/relay/MCSFE_depositByQRImageUrl', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readJson(request);
      return isResponse(body) ? body : createOrder(platform, request, account, body, true);
    }),

    http.get('*/wps/relay/MCSFE_getDepositOrders', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      settleDue(platform);
      const orders = demoDepositState(platform)
        .orders.filter((o) => o.accountId === account.id)
        .sort((a, b) => b.createdAt - a.createdAt || b.orderNo.localeCompare(a.orderNo))
        .slice(0, ORDERS_SHOWN);
      return ok({ orders: orders.map(wire) });
    }),

    http.post('*/wps/relay/MCSFE_cancelDepositOrder', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      settleDue(platform);
      const order = demoDepositState(platform).orders.find(
        (o) => o.orderNo === body['orderNo'] && o.accountId === account.id,
      );
      if (!order) return refuse(400, 'field.format', 'Unknown order');
      if (order.status !== 'PENDING') return refuse(409, 'operation.not.allowed', 'This order is no longer pending');
      order.status = 'CANCELLED';
      return ok(wire(order));
    }),

    // Demo controls (the Node server forwards /__demo/* here): the finance team's decision, on demand.
    http.post('*/__demo/deposit/approve', ({ request }) => {
      const order = controlledOrder(platform, new URL(request.url));
      if (!order) return HttpResponse.json({ error: 'no such order' }, { status: 404 });
      approve(platform, order);
      return HttpResponse.json({ orderNo: order.orderNo, status: order.status });
    }),
    http.post('*/__demo/deposit/reject', ({ request }) => {
      const order = controlledOrder(platform, new URL(request.url));
      if (!order) return HttpResponse.json({ error: 'no such order' }, { status: 404 });
      if (order.status === 'PENDING') order.status = 'REJECTED';
      return HttpResponse.json({ orderNo: order.orderNo, status: order.status });
    }),
    // The vendor's payment page of an online or QR order: plain HTML, no script.
    http.get('*/__demo/deposit/pay/:orderNo', ({ params }) => {
      const order = demoDepositState(platform).orders.find((o) => o.orderNo === params['orderNo']);
      const text = order
        ? `Demo payment page: order ${order.orderNo}, ${(order.amountCents / 100).toFixed(2)} (${order.status.toLowerCase()}).`
        : 'Demo payment page: no such order.';
      return new HttpResponse(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo payment</title></head><body><main><h1>Demo payment</h1><p>${escapeHtml(text)}</p></main></body></html>`,
        { status: order ? 200 : 404, headers: { 'content-type': 'text/html; charset=utf-8' } },
      );
    }),
  ];
}
