import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ORIGIN, demoWithdrawState } from '@atrium/api/demo';
import { setUpDemoServer } from '../../../test/demoServer';
import { field } from '../../../test/fields';
import { everythingKept, openPage } from '../../../test/routeFaultSweep';
import { activateTwice, SUBMIT_GESTURES } from '../../../test/submitGestures';

const demo = setUpDemoServer();

const WITHDRAW = '/wps/relay/passwordCheck/MCSFE_withdraw';
const ADD_CARD = '/wps/relay/passwordCheck/MCSFE_addBankCard';
const ANSWER = '/wps/relay/MCSFE_processC2CTransaction';
const UPLOAD = '/wps/relay/MCSFE_uploadPaymentProof';
const PAYMENT_PASSWORD = '246802';

async function open() {
  return openPage(demo, '/member?tab=withdraw');
}

const money = (cents: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** The form's button (the header has a Withdraw link of its own). */
const withdrawButton = () =>
  within(screen.getByRole('region', { name: 'New withdrawal' })).getByRole('button', { name: 'Withdraw' });

async function fillWithdrawal(amount: string) {
  await screen.findByLabelText(/^Amount\*?$/, { selector: 'input' });
  await userEvent.type(field(screen, 'Amount'), amount);
  await userEvent.type(field(screen, 'Payment password'), PAYMENT_PASSWORD);
}

describe('§2 withdraw: the withdrawal is requested once per press and debits exactly its amount', () => {
  it(
    'shows the withdrawable amount, withdraws, clears the password and keeps it nowhere',
    { timeout: 20_000 },
    async () => {
      const account = await demo.signIn('member');
      const seen = await open();
      const before = account.balanceCents;
      expect(await screen.findByText(`Withdrawable from main wallet: $${money(before)}`)).toBeInTheDocument();
      // Another test in this file may have left a withdrawal in review for the same account.
      const list = await screen.findByRole('region', { name: 'My withdrawals' });
      await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
      const inReviewBefore = within(list).queryAllByText('In review').length;
      await fillWithdrawal('150.25');
      await userEvent.click(withdrawButton());
      expect(
        await screen.findByText('Withdrawal of $150.25 requested. It is reviewed, then paid to your card.'),
      ).toHaveAttribute('role', 'status');
      expect(account.balanceCents).toBe(before - 15_025);
      expect(field(screen, 'Payment password')).toHaveValue('');
      expect(demo.requests.count('POST', WITHDRAW)).toBe(1);
      await waitFor(() => expect(within(list).getAllByText('In review')).toHaveLength(inReviewBefore + 1));
      await waitFor(() =>
        expect(screen.getByText(`Withdrawable from main wallet: $${money(before - 15_025)}`)).toBeInTheDocument(),
      );
      expect(everythingKept(seen)).not.toContain(PAYMENT_PASSWORD);
    },
  );

  it.each(SUBMIT_GESTURES)('%s on Withdraw sends one request and debits once', { timeout: 20_000 }, async (gesture) => {
    const account = await demo.signIn('member');
    await open();
    const before = account.balanceCents;
    await fillWithdrawal('100');
    const release = demo.hold(WITHDRAW);
    activateTwice(gesture, withdrawButton(), field(screen, 'Payment password'));
    expect(withdrawButton()).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText(/Withdrawal of \$100\.00 requested/)).toBeInTheDocument();
    expect(demo.requests.count('POST', WITHDRAW)).toBe(1);
    // The second press was stopped by the page, not refused afterwards: no failure is shown.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(account.balanceCents).toBe(before - 10_000);
  });

  it('a wrong payment password is refused, keeps the amount, and moves nothing', { timeout: 20_000 }, async () => {
    const account = await demo.signIn('member');
    await open();
    const before = account.balanceCents;
    await screen.findByLabelText(/^Amount\*?$/, { selector: 'input' });
    await userEvent.type(field(screen, 'Amount'), '120');
    await userEvent.type(field(screen, 'Payment password'), '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment password is incorrect.');
    expect(field(screen, 'Amount')).toHaveValue('120');
    expect(account.balanceCents).toBe(before);
    expect(demo.requests.count('POST', WITHDRAW)).toBe(1);
  });

  it(
    'after a wrong payment password, a 2-digit one shows only "is 6 digits", not the stale refusal',
    { timeout: 20_000 },
    async () => {
      await demo.signIn('member');
      await open();
      await screen.findByLabelText(/^Amount\*?$/, { selector: 'input' });
      await userEvent.type(field(screen, 'Amount'), '120');
      await userEvent.type(field(screen, 'Payment password'), '111111{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('The payment password is incorrect.');
      await userEvent.clear(field(screen, 'Payment password'));
      await userEvent.type(field(screen, 'Payment password'), '24{Enter}');
      expect(await screen.findByText('The payment password is 6 digits.')).toBeInTheDocument();
      expect(screen.queryByText('The payment password is incorrect.')).not.toBeInTheDocument();
      expect(demo.requests.count('POST', WITHDRAW)).toBe(1);
    },
  );

  it('an amount under the minimum is refused before anything is sent', { timeout: 20_000 }, async () => {
    await demo.signIn('member');
    await open();
    await fillWithdrawal('99.99');
    await userEvent.click(withdrawButton());
    expect(await screen.findByText('The smallest withdrawal is $100.00.')).toBeInTheDocument();
    expect(demo.requests.count('POST', WITHDRAW)).toBe(0);
  });
});

describe('§2 withdraw: adding a bank card', () => {
  it.each(SUBMIT_GESTURES)(
    '%s on Add card sends one request and lists the card',
    { timeout: 20_000 },
    async (gesture) => {
      const account = await demo.signIn('agent');
      await open();
      const cardsBefore = demoWithdrawState(demo.platform).cards.get(account.id)?.length ?? 0;
      await userEvent.click(await screen.findByRole('button', { name: 'Add bank card' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add bank card' });
      const scope = within(dialog);
      await userEvent.click(scope.getByRole('combobox', { name: /Bank/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Bank of China' }));
      await userEvent.type(field(scope, 'Account name'), 'Demo Agent');
      const number = `62166100${String(100_000 + SUBMIT_GESTURES.indexOf(gesture)).padStart(8, '0')}`;
      await userEvent.type(field(scope, 'Card number'), number);
      await userEvent.type(field(scope, 'Payment password'), PAYMENT_PASSWORD);
      const release = demo.hold(ADD_CARD);
      activateTwice(gesture, scope.getByRole('button', { name: 'Add card' }), field(scope, 'Payment password'));
      release();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(demo.requests.count('POST', ADD_CARD)).toBe(1);
      expect(demoWithdrawState(demo.platform).cards.get(account.id)).toHaveLength(cardsBefore + 1);
      expect(await screen.findByRole('radio', { name: new RegExp(number.slice(-4)) })).toBeInTheDocument();
    },
  );
});

describe('§4 withdrawal confirmation from the page', () => {
  const png = () =>
    new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'statement.png', {
      type: 'image/png',
    });

  it.each(SUBMIT_GESTURES)(
    '%s on Send answer (partially received, with a proof): one answer, the remainder refunded once',
    { timeout: 30_000 },
    async (gesture) => {
      const account = await demo.signIn('member');
      const seen = await open();
      await fillWithdrawal('1000');
      await userEvent.click(withdrawButton());
      await screen.findByText(/Withdrawal of \$1,000\.00 requested/);
      const disbursed = await fetch(`${DEMO_ORIGIN}/__demo/withdraw/disburse`, {
        method: 'POST',
        body: JSON.stringify({ username: 'member' }),
      });
      expect(disbursed.status).toBe(200);
      // The page reads the list again on its own (polling while one is under way); here at once.
      await seen.queryClient.invalidateQueries();
      // The newest first: earlier tests of this file leave their own withdrawals in the list.
      const [newest] = await screen.findAllByRole('button', { name: 'Confirm receipt of $1,000.00' });
      await userEvent.click(newest!);
      const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
      const scope = within(dialog);
      expect(dialog).toHaveTextContent(
        /After that it counts as received, and a receipt counted this way is final: nothing is refunded/,
      );
      await userEvent.click(scope.getByRole('radio', { name: 'Partly received' }));
      await userEvent.type(field(scope, 'Amount received'), '600');
      expect(field(scope, 'Amount not received')).toHaveValue('400.00');
      const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
      await userEvent.upload(input, png());
      expect(await scope.findByRole('img', { name: 'Proof image statement.png' })).toBeInTheDocument();
      const before = account.balanceCents;
      const release = demo.hold(ANSWER);
      activateTwice(gesture, scope.getByRole('button', { name: 'Send answer' }), field(scope, 'Amount received'));
      await waitFor(() => expect(demo.requests.count('POST', ANSWER)).toBe(1));
      release();
      expect(await screen.findByText('Your answer is recorded: $400.00 went back to your balance.')).toHaveAttribute(
        'role',
        'status',
      );
      expect(demo.requests.count('POST', UPLOAD)).toBe(1);
      expect(demo.requests.count('POST', ANSWER)).toBe(1);
      expect(account.balanceCents).toBe(before + 40_000);
      expect(await screen.findAllByText('Partly received: $600.00 received, $400.00 refunded')).not.toHaveLength(0);
    },
  );
});

/** An answer the platform may give instead of the real one: a 5xx, a dropped connection, a malformed value. */
const FAULTS = {
  '5xx': () => HttpResponse.json({ success: false, value: null, errorCode: 'x', message: 'x' }, { status: 503 }),
  network: () => HttpResponse.error(),
  malformed: () => HttpResponse.json({ success: true, value: { withdrawableAmount: 'lots', banks: 'none' } }),
} as const;

describe('§8 withdraw when the platform fails: an error with retry where it failed, and the retry recovers', () => {
  it.each([
    ['5xx', 'The service is temporarily unavailable.'],
    ['network', 'The network link is abnormal.'],
    ['malformed', 'We received an unexpected answer from the server.'],
  ] as const)(
    'the withdrawal info under %s: the form says so; Try again brings it',
    { timeout: 20_000 },
    async (fault, message) => {
      await demo.signIn('member');
      let fail = true;
      demo.server.use(http.get('*/wps/relay/MCSFE_getWithdrawInfo', () => (fail ? FAULTS[fault]() : undefined)));
      await open();
      const panel = await screen.findByRole('region', { name: 'New withdrawal' });
      expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
      // Asked at most twice (one more try after a transient failure), never in a loop.
      expect(demo.requests.count('GET', '/wps/relay/MCSFE_getWithdrawInfo')).toBeLessThanOrEqual(2);
      fail = false;
      await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
      expect(await within(panel).findByLabelText(/^Amount\*?$/, { selector: 'input' })).toBeInTheDocument();
    },
  );

  it('the list under a 5xx: its own error and retry, while the form still works', { timeout: 20_000 }, async () => {
    await demo.signIn('member');
    let fail = true;
    demo.server.use(http.get('*/wps/relay/MCSFE_getWithdrawList', () => (fail ? FAULTS['5xx']() : undefined)));
    await open();
    const list = await screen.findByRole('region', { name: 'My withdrawals' });
    expect(await within(list).findByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
    expect(await screen.findByLabelText(/^Amount\*?$/, { selector: 'input' })).toBeEnabled();
    fail = false;
    await userEvent.click(within(list).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(list).queryByRole('alert')).not.toBeInTheDocument());
  });
});
