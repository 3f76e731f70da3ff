import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ORIGIN } from '@atrium/api/demo';
import { queryKeys } from '@atrium/api/queryKeys';
import type { WalletBalance } from '@atrium/api/wallet';
import { setUpDemoServer } from '../../../test/demoServer';
import { field as fieldIn } from '../../../test/fields';
import { renderApp, signIn } from '../../../test/renderApp';
import { activateTwice, expectBusy, SUBMIT_GESTURES } from '../../../test/submitGestures';
import { DepositContainer } from './DepositContainer';

// A fresh demo platform per test: an order made by one test must not be pending in the next.
const demo = setUpDemoServer({ freshPlatformEachTest: true });
beforeEach(() => signIn('member'));

const CREATE = '/wps/relay/MCSFE_createDepositOrder';

const field = (label: string) => fieldIn(document.body, label);

/** Opens the page and fills a 100.00 bank transfer, as a member would. */
async function fillBankTransfer() {
  const view = await renderApp(<DepositContainer />, { withSession: true });
  await screen.findByRole('radio', { name: 'Bank transfer' });
  await userEvent.type(field('Amount'), '100');
  await userEvent.type(field('Name on your bank account'), 'Juan Dela Cruz');
  return view;
}

/** The JSON bodies of the order requests, in order. */
function orderBodies() {
  const bodies: Promise<{ requestId: string }>[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith(CREATE)) bodies.push(request.clone().json());
  });
  return () => Promise.all(bodies);
}

describe('§2 depositv2 a deposit order is sent once, whatever the user does twice (shared/submit)', () => {
  it.each(SUBMIT_GESTURES)('%s on Deposit: one request, one pending order with its reference', async (gesture) => {
    await fillBankTransfer();
    const release = demo.hold(CREATE);
    activateTwice(gesture, screen.getByRole('button', { name: 'Deposit' }), field('Amount'));
    expectBusy('Deposit');
    release();
    const order = await screen.findByRole('region', { name: 'Your deposit order' });
    expect(within(order).getByText(/^DP\d{8}$/)).toBeInTheDocument();
    expect(within(order).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(order).getByText('Atrium Demo Payments Ltd')).toBeInTheDocument();
    expect(demo.requests.count('POST', CREATE)).toBe(1);
    // The member sees the first press's outcome, never "already made" from a second one.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The page asks for the orders again, and the platform has exactly one.
    await waitFor(() => expect(screen.getAllByText(/^DP\d{8}$/)).toHaveLength(1));
  });
});

describe('§2 depositv2 after the order', () => {
  it(
    'the platform approves it: the page says so and the header balance rises by exactly the amount',
    { timeout: 20_000 },
    async () => {
      const { queryClient } = await fillBankTransfer();
      await waitFor(() => expect(queryClient.getQueryData(queryKeys.wallet.balance())).toBeDefined());
      const before = queryClient.getQueryData<WalletBalance>(queryKeys.wallet.balance())!.totalCents;
      await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
      await screen.findByRole('region', { name: 'Your deposit order' });
      await fetch(`${DEMO_ORIGIN}/__demo/deposit/approve?username=member`, { method: 'POST' });
      // The pending order is asked for again by itself (every 5 s) until the platform decides.
      const recent = await screen.findByRole('region', { name: 'Recent deposits' }, { timeout: 8_000 });
      expect(within(recent).getByText('Approved')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Your deposit order' })).not.toBeInTheDocument();
      await waitFor(() =>
        expect(queryClient.getQueryData<WalletBalance>(queryKeys.wallet.balance())!.totalCents).toBe(before + 10_000),
      );
    },
  );

  it('a refused order keeps what was typed; sent again unchanged it carries the same request id', async () => {
    const bodies = orderBodies();
    demo.server.use(
      http.post(`*${CREATE}`, () =>
        HttpResponse.json(
          { success: false, value: null, errorCode: 'amount.out.of.range', message: 'out of range' },
          { status: 400 },
        ),
      ),
    );
    await fillBankTransfer();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The amount is outside this channel's limits.");
    expect(field('Amount')).toHaveValue('100');
    expect(field('Name on your bank account')).toHaveValue('Juan Dela Cruz');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(demo.requests.count('POST', CREATE)).toBe(2));
    const [first, second] = await bodies();
    expect(second!.requestId).toBe(first!.requestId);
    // Another amount is another intent: a new request id.
    await userEvent.clear(field('Amount'));
    await userEvent.type(field('Amount'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(demo.requests.count('POST', CREATE)).toBe(3));
    expect((await bodies())[2]!.requestId).not.toBe(first!.requestId);
  });

  it('cancelling the pending order sends one request and the order leaves the pending place', async () => {
    await fillBankTransfer();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('region', { name: 'Your deposit order' });
    const cancel = screen.getByRole('button', { name: 'Cancel this order' });
    const release = demo.hold('/wps/relay/MCSFE_cancelDepositOrder');
    activateTwice('double click', cancel);
    release();
    const recent = await screen.findByRole('region', { name: 'Recent deposits' });
    expect(within(recent).getByText('Cancelled')).toBeInTheDocument();
    expect(demo.requests.count('POST', '/wps/relay/MCSFE_cancelDepositOrder')).toBe(1);
  });
});

/** An answer the platform may give instead of the real one: a 5xx, a dropped connection, a malformed value. */
const FAULTS = {
  '5xx': () => HttpResponse.json({ success: false, value: null, errorCode: 'x', message: 'x' }, { status: 503 }),
  network: () => HttpResponse.error(),
  malformed: () => HttpResponse.json({ success: true, value: { methods: [{ method: 'BANK', channels: [{}] }] } }),
} as const;

describe('§8 depositv2 when the platform fails: an error with retry where it failed, and the retry recovers', () => {
  it.each([
    ['5xx', 'The service is temporarily unavailable.'],
    ['network', 'The network link is abnormal.'],
    ['malformed', 'We received an unexpected answer from the server.'],
  ] as const)('methods under %s: the form says so; Try again brings it', async (fault, message) => {
    let fail = true;
    demo.server.use(http.get('*/wps/relay/MCSFE_getDepositChannels', () => (fail ? FAULTS[fault]() : undefined)));
    await renderApp(<DepositContainer />, { withSession: true });
    const form = await screen.findByRole('region', { name: 'Make a deposit' });
    expect(await within(form).findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent(message);
    // Asked at most twice (one more try after a transient failure), never in a loop.
    expect(demo.requests.count('GET', '/wps/relay/MCSFE_getDepositChannels')).toBeLessThanOrEqual(2);
    fail = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await within(form).findByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  });

  it('orders under a 5xx: their own error and retry, while the form still works', async () => {
    let fail = true;
    demo.server.use(http.get('*/wps/relay/MCSFE_getDepositOrders', () => (fail ? FAULTS['5xx']() : undefined)));
    await renderApp(<DepositContainer />, { withSession: true });
    const recent = await screen.findByRole('region', { name: 'Recent deposits' }, { timeout: 8_000 });
    expect(await within(recent).findByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
    expect(await screen.findByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    fail = false;
    await userEvent.click(within(recent).getByRole('button', { name: 'Try again' }));
    // No order yet: the section goes away once the orders are known.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recent deposits' })).not.toBeInTheDocument());
  });
});
