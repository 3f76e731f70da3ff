import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoWalletCents, demoWalletState } from '@atrium/api/demo';
import { setUpDemoServer } from '../../../test/demoServer';
import { openPage } from '../../../test/routeFaultSweep';
import { activateTwice, SUBMIT_GESTURES } from '../../../test/submitGestures';

const demo = setUpDemoServer();

const TRANSFER = '/wps/relay/GCS_walletTransfer';
const UPLINE_TRANSFER = '/wps/relay/passwordCheck/GCS_walletTransfer';

async function open(address: string) {
  await openPage(demo, address);
  // The page's own chunk: the first transform of a module can take longer than the visit's quiet time.
  await screen.findByLabelText(/^Amount\*?$/, { selector: 'input' }, { timeout: 10_000 });
}

const money = (cents: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const amountField = () => screen.getByLabelText(/^Amount\*?$/, { selector: 'input' });
const totalCents = (account: Parameters<typeof demoWalletCents>[1]) =>
  [1, 2, 3, 4].reduce((sum, id) => sum + (demoWalletCents(demo.platform, account, id) ?? 0), 0);
/** The header shows the balance the platform holds (all wallets). */
const expectHeaderBalance = (cents: number) =>
  waitFor(() => expect(screen.getByRole('banner').textContent).toContain(money(cents)));

describe('§2 transferFund (wallet): transfers move exactly their amount, once per press', () => {
  it(
    'main → game wallet: the page and the platform agree, the header total is unchanged',
    { timeout: 20_000 },
    async () => {
      const account = await demo.signIn('downline2');
      await open('/member?tab=transferFund');
      const mainBefore = account.balanceCents;
      const gameBefore = demoWalletCents(demo.platform, account, 2)!;
      const total = totalCents(account);
      await expectHeaderBalance(total);
      await userEvent.type(amountField(), '12.34');
      await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
      expect(await screen.findByText('$12.34 moved to TCG Lottery.')).toHaveAttribute('role', 'status');
      expect(account.balanceCents).toBe(mainBefore - 1_234);
      expect(demoWalletCents(demo.platform, account, 2)).toBe(gameBefore + 1_234);
      expect(amountField()).toHaveValue('');
      const balances = screen.getByRole('region', { name: 'Wallets' });
      await waitFor(() => expect(balances.textContent).toContain(money(mainBefore - 1_234)));
      await expectHeaderBalance(total);
      expect(demo.requests.count('POST', TRANSFER)).toBe(1);
    },
  );

  it.each(SUBMIT_GESTURES)(
    '%s on Transfer sends one request and moves the money once',
    { timeout: 20_000 },
    async (gesture) => {
      const account = await demo.signIn('downline3');
      await open('/member?tab=transferFund');
      const mainBefore = account.balanceCents;
      await userEvent.type(amountField(), '1');
      const release = demo.hold(TRANSFER);
      activateTwice(gesture, screen.getByRole('button', { name: 'Transfer' }), amountField());
      expect(screen.getByRole('button', { name: 'Transfer' })).toHaveAttribute('aria-busy', 'true');
      release();
      expect(await screen.findByText('$1.00 moved to TCG Lottery.')).toHaveAttribute('role', 'status');
      expect(demo.requests.count('POST', TRANSFER)).toBe(1);
      expect(account.balanceCents).toBe(mainBefore - 100);
    },
  );

  it('an amount over the source wallet is refused before anything is sent', { timeout: 20_000 }, async () => {
    const account = await demo.signIn('downline1');
    await open('/member?tab=transferFund');
    const before = account.balanceCents;
    await userEvent.type(amountField(), (before / 100 + 0.01).toFixed(2));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(`The amount is more than the $${money(before)} available.`)).toBeInTheDocument();
    expect(demo.requests.count('POST', TRANSFER)).toBe(0);
    expect(account.balanceCents).toBe(before);
  });

  it(
    'a transfer the platform refuses keeps the amount, says why, and the balances refresh',
    { timeout: 20_000 },
    async () => {
      const account = await demo.signIn('downline1');
      await open('/member?tab=transferFund');
      await userEvent.click(screen.getByRole('radio', { name: 'Game wallet to main wallet' }));
      const game = demoWalletCents(demo.platform, account, 2)!;
      // Another device empties the game wallet after this page read it.
      demoWalletState(demo.platform).gameWallets.get(account.id)!.set(2, 0);
      const before = account.balanceCents;
      await userEvent.type(amountField(), (game / 100).toFixed(2));
      await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your balance is not sufficient.');
      expect(amountField()).toHaveValue((game / 100).toFixed(2));
      expect(account.balanceCents).toBe(before);
      await waitFor(() => expect(screen.getByRole('radio', { name: 'TCG Lottery ($0.00)' })).toBeInTheDocument());
      expect(demo.requests.count('POST', TRANSFER)).toBe(1);
    },
  );

  it.each(SUBMIT_GESTURES)(
    '%s on recall all: every game wallet back to main, one request per wallet holding money',
    { timeout: 20_000 },
    async (gesture) => {
      const account = await demo.signIn('member');
      await open('/member?tab=transferFund');
      const holding = [2, 3, 4].filter((id) => (demoWalletCents(demo.platform, account, id) ?? 0) > 0);
      const total = totalCents(account);
      const inGames = total - account.balanceCents;
      const button = screen.getByRole('button', { name: 'Recall all to main wallet' });
      if (inGames === 0) {
        expect(button).toBeDisabled();
        return;
      }
      const release = demo.hold(TRANSFER);
      activateTwice(gesture, button);
      release();
      expect(await screen.findByText(`$${money(inGames)} recalled to the main wallet.`)).toHaveAttribute(
        'role',
        'status',
      );
      expect(demo.requests.count('POST', TRANSFER)).toBe(holding.length);
      expect(account.balanceCents).toBe(total);
      expect(totalCents(account)).toBe(total);
    },
  );
});

describe('§2 transferUpline: amount and payment password; the balance falls by exactly the amount', () => {
  it(
    'a wrong password is refused and keeps the amount; the right one moves it and names the upline',
    { timeout: 20_000 },
    async () => {
      const account = await demo.signIn('downline1');
      const upline = demo.platform.accountById(account.parentId!)!;
      await open('/member?tab=transferUpline');
      const before = totalCents(account);
      const uplineBefore = upline.balanceCents;
      await expectHeaderBalance(before);
      const password = () => screen.getByLabelText(/^Payment password\*?$/, { selector: 'input' });
      await userEvent.type(amountField(), '25.50');
      await userEvent.type(password(), '111111');
      await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The payment password is incorrect.');
      expect(amountField()).toHaveValue('25.50');
      expect(totalCents(account)).toBe(before);

      await userEvent.clear(password());
      await userEvent.type(password(), '246802');
      await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
      expect(await screen.findByText('$25.50 transferred to your upline subagent1.')).toHaveAttribute('role', 'status');
      expect(totalCents(account)).toBe(before - 2_550);
      expect(upline.balanceCents).toBe(uplineBefore + 2_550);
      await expectHeaderBalance(before - 2_550);
      // The form is cleared, the password first of all.
      expect(password()).toHaveValue('');
      expect(amountField()).toHaveValue('');
      // One request per press: the refused one and the accepted one.
      expect(demo.requests.count('POST', UPLINE_TRANSFER)).toBe(2);
    },
  );

  it.each(SUBMIT_GESTURES)('%s on Transfer to upline sends one request', { timeout: 20_000 }, async (gesture) => {
    const account = await demo.signIn('downline2');
    await open('/member?tab=transferUpline');
    const before = totalCents(account);
    await userEvent.type(amountField(), '2');
    const password = screen.getByLabelText(/^Payment password\*?$/, { selector: 'input' });
    await userEvent.type(password, '246802');
    const release = demo.hold(UPLINE_TRANSFER);
    activateTwice(gesture, screen.getByRole('button', { name: 'Transfer to upline' }), password);
    release();
    expect(await screen.findByText('$2.00 transferred to your upline subagent1.')).toHaveAttribute('role', 'status');
    expect(demo.requests.count('POST', UPLINE_TRANSFER)).toBe(1);
    expect(totalCents(account)).toBe(before - 200);
  });
});
