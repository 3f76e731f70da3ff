import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPointsLedger } from '@atrium/api/demo';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { setUpDemoServer } from '../../test/demoServer';
import { field } from '../../test/fields';
import { everythingKept, isLoginDialogOpen, openPage } from '../../test/routeFaultSweep';
import { activateTwice, SUBMIT_GESTURES } from '../../test/submitGestures';

const demo = setUpDemoServer();

const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';

async function open(address = '/pointMall') {
  return openPage(demo, address);
}

const grouped = (n: number) => new Intl.NumberFormat('en').format(n);
const money = (cents: number) =>
  `$${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;

const points = () => screen.getByTestId('points-current').textContent;
const balance = () => screen.getByTestId('points-balance').textContent;

async function openConvert(amount: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Convert to main wallet' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Convert points to main wallet' }));
  await userEvent.type(field(dialog, 'Points to convert'), amount);
  await userEvent.type(field(dialog, 'Login password'), DEMO_PASSWORD);
  return dialog;
}

async function openRedeem(name: string, address: string | null) {
  await userEvent.click(await screen.findByRole('button', { name: `Redeem ${name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Redeem ${name}` }));
  if (address !== null) await userEvent.type(field(dialog, 'Delivery address'), address);
  await userEvent.type(field(dialog, 'Login password'), DEMO_PASSWORD);
  return dialog;
}

describe('§3 Points, §7 MCS2_convertPoint: converting points to balance at the ratio', () => {
  it(
    'shows what the points give before sending, then both figures change by the ratio; the password is kept nowhere',
    { timeout: 20_000 },
    async () => {
      const account = await demo.signIn('pointsplayer');
      const ledger = demoPointsLedger(demo.platform, account.id);
      const seen = await open();
      const beforePoints = ledger.current;
      const beforeCents = account.balanceCents;
      await waitFor(() => expect(points()).toBe(grouped(beforePoints)));
      expect(balance()).toBe(money(beforeCents));
      expect(screen.getByText('Points never expire.')).toBeInTheDocument();
      const dialog = await openConvert('250');
      expect(dialog.getByText('You get $2.50 for 250 points.')).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Convert' }));
      // Said in a live region (the shared celebration).
      const converted = await screen.findByText('250 points converted: $2.50 added to your main wallet.');
      expect(converted.closest('[role="status"]')).not.toBeNull();
      expect(ledger.current).toBe(beforePoints - 250);
      expect(account.balanceCents).toBe(beforeCents + 250);
      await waitFor(() => expect(points()).toBe(grouped(beforePoints - 250)));
      await waitFor(() => expect(balance()).toBe(money(beforeCents + 250)));
      expect(demo.requests.count('POST', CONVERT)).toBe(1);
      expect(everythingKept(seen)).not.toContain(DEMO_PASSWORD);
    },
  );

  it.each(SUBMIT_GESTURES)(
    '%s on Convert sends one request and converts once',
    { timeout: 20_000 },
    async (gesture) => {
      const account = await demo.signIn('pointsplayer');
      const ledger = demoPointsLedger(demo.platform, account.id);
      ledger.current = 5_000;
      await open();
      const beforeCents = account.balanceCents;
      const dialog = await openConvert('100');
      const release = demo.hold(CONVERT);
      const button = dialog.getByRole('button', { name: 'Convert' });
      activateTwice(gesture, button, field(dialog, 'Login password'));
      expect(button).toHaveAttribute('aria-busy', 'true');
      release();
      expect(await screen.findByText('100 points converted: $1.00 added to your main wallet.')).toBeInTheDocument();
      expect(demo.requests.count('POST', CONVERT)).toBe(1);
      expect(ledger.current).toBe(4_900);
      expect(account.balanceCents).toBe(beforeCents + 100);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it(
    'a wrong password is said in the dialog, what was typed stays, and nothing moves',
    { timeout: 20_000 },
    async () => {
      const account = await demo.signIn('pointsplayer');
      const ledger = demoPointsLedger(demo.platform, account.id);
      await open();
      const before = ledger.current;
      await userEvent.click(await screen.findByRole('button', { name: 'Convert to main wallet' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Convert points to main wallet' }));
      await userEvent.type(field(dialog, 'Points to convert'), '300');
      await userEvent.type(field(dialog, 'Login password'), 'Wrong999{Enter}');
      expect(await dialog.findByRole('alert')).toHaveTextContent(/password/i);
      expect(field(dialog, 'Points to convert')).toHaveValue('300');
      expect(ledger.current).toBe(before);
      expect(demo.requests.count('POST', CONVERT)).toBe(1);
    },
  );
});

describe('§7 MCS2_redeemPointReward: redeeming goods, §4 redeem history', () => {
  it(
    'a good that ships is redeemed with its address and shows In Process in the redeem history',
    { timeout: 20_000 },
    async () => {
      const account = await demo.signIn('pointsplayer2');
      const ledger = demoPointsLedger(demo.platform, account.id);
      ledger.current = 5_000;
      await open();
      await waitFor(() => expect(points()).toBe(grouped(5_000)));
      const dialog = await openRedeem('Team scarf', '1 Harbour Road, Manila');
      expect(dialog.getByText('Uses 1,000 of your 5,000 points.')).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
      const said = await screen.findByText('Team scarf redeemed: in process. Follow it in the redeem history.');
      expect(said.closest('[role="status"]')).not.toBeNull();
      // Said in the good's own row, where the member pressed Redeem.
      expect(said.closest('li')).toHaveTextContent('Needs a delivery address');
      await waitFor(() => expect(points()).toBe(grouped(4_000)));
      expect(ledger.redeems[0]).toMatchObject({ rewardName: 'Team scarf', address: '1 Harbour Road, Manila' });
      await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
      const history = await screen.findByRole('region', { name: 'Redeem history' });
      const first = (await within(history).findAllByRole('listitem'))[0]!;
      expect(within(first).getAllByText('Team scarf').length).toBeGreaterThan(0);
      expect(within(first).getAllByText('In Process').length).toBeGreaterThan(0);
      expect(within(first).getByText(ledger.redeems[0]!.redeemId)).toBeInTheDocument();
    },
  );

  it.each(SUBMIT_GESTURES)('%s on Redeem sends one request and redeems once', { timeout: 20_000 }, async (gesture) => {
    const account = await demo.signIn('pointsplayer2');
    const ledger = demoPointsLedger(demo.platform, account.id);
    ledger.current = 5_000;
    const beforeCents = account.balanceCents;
    await open();
    const dialog = await openRedeem('5.00 bonus cash', null);
    const release = demo.hold(REDEEM);
    const button = dialog.getByRole('button', { name: 'Redeem' });
    activateTwice(gesture, button, field(dialog, 'Login password'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('5.00 bonus cash redeemed: approved.')).toBeInTheDocument();
    expect(demo.requests.count('POST', REDEEM)).toBe(1);
    expect(ledger.current).toBe(4_500);
    expect(account.balanceCents).toBe(beforeCents + 500);
  });
});

describe('§3 points details, exchange-rate table', () => {
  it('details filter by type; the rates table shows the ratio and each type', { timeout: 20_000 }, async () => {
    await demo.signIn('pointsplayer');
    await open('/pointMall?tab=details');
    const details = await screen.findByRole('region', { name: 'Points details' });
    await within(details).findAllByRole('listitem');
    await userEvent.click(within(details).getByRole('combobox', { name: /Point type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deposit' }));
    await waitFor(() => expect(demo.requests.count('GET', '/wps/relay/ODSFE2_MemTransDet')).toBeGreaterThanOrEqual(2));
    await waitFor(() => {
      const rows = within(details).getAllByRole('listitem');
      expect(rows.every((row) => within(row).queryByText('Deposit') !== null)).toBe(true);
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Exchange rates' }));
    const rates = await screen.findByRole('region', { name: 'Exchange rates' });
    expect(await within(rates).findByText('100 points = $1.00')).toBeInTheDocument();
    expect(within(rates).getByRole('row', { name: /Slots/ })).toHaveTextContent('2');
  });
});

describe('§2 /pointMall for a guest (public route)', () => {
  it('shows the goods and asks to sign in for every action', { timeout: 20_000 }, async () => {
    // The guest's announcement popup is answered, as a member's is by signing in (test/routeFaultSweep).
    sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
    await open();
    expect(await screen.findByText('Team scarf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Redeem / })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Redeem history' })).not.toBeInTheDocument();
    expect(demo.requests.count('GET', '/wps/relay/MCS2_getPointBalance')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to redeem Team scarf' }));
    await waitFor(() => expect(isLoginDialogOpen()).toBe(true));
  });
});

describe('§6 /pointMall for a trial user', () => {
  it(
    'shows the goods and asks for a real account instead of converting or redeeming',
    { timeout: 20_000 },
    async () => {
      const base = demo.platform.accountByUsername('pointsplayer')!;
      if (!demo.platform.accountByUsername('pointstrial'))
        demo.platform.accounts.push({ ...base, id: 't-3101', username: 'pointstrial', type: 4 });
      await demo.signIn('pointstrial');
      await open();
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in to redeem Team scarf' }));
      expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Convert to main wallet' })).not.toBeInTheDocument();
      expect(demo.requests.count('POST', CONVERT) + demo.requests.count('POST', REDEEM)).toBe(0);
    },
  );
});
