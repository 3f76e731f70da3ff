import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDemoSingleWallet } from '@atrium/api/demo';
import { retryEverything, signInAccount, signInAs, openPage, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

let restoreMember = () => {};
const demo = setUpDemoServer({
  beforeAll: async () => {
    restoreMember = await signInAs('member');
  },
});
// A fault a failed test left on would fail every test after it.
afterEach(() => demo.platform.setFault(null));

describe('§8 /member when the member details cannot be had: an error with retry in the page, never a loop', () => {
  it.each(['5xx', 'timeout', 'network', 'malformed'] as const)(
    '%s: the member centre shows the error and retry, asks a bounded number of times, and retry recovers',
    { timeout: 30_000 },
    async (fault) => {
      restoreMember();
      const seen = await visit(demo, '/member', fault);
      expect(seen.settled).toBe(true);
      // The first load (tried twice when the failure is transient) and the page's own query when it mounts: a
      // malformed answer is final, so it is asked for once by each.
      expect(seen.calls.get('/wps/member/info') ?? 0).toBeLessThanOrEqual(4);
      const main = screen.getByRole('main');
      // The details, and the menu's merchant wallet: each part that failed says so.
      for (const alert of within(main).getAllByRole('alert')) expect(alert).toHaveTextContent(/\S/);
      // The sweep's loop breaker holds an address's calls past its cap; the user's retries come after the fault and
      // are counted afresh. Every retry on the page, round after round.
      demo.calls.clear();
      await retryEverything(demo, seen.queryClient);
      expect(await within(main).findByText('member', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
      expect(seen.errors).toEqual([]);
    },
  );
});

const menu = () => screen.getByRole('navigation', { name: 'Member centre' });
const NOT_OFFERED = 'Not offered here';

const open = (address: string) => openPage(demo, address);

describe('§2 / §6 member-centre pages each user sees (docs/centres.md "Member page visibility")', () => {
  let switchesBefore: Readonly<Record<string, boolean>> = {};
  beforeEach(() => {
    switchesBefore = demo.platform.switches.map();
  });
  afterEach(() => {
    for (const [id, on] of Object.entries(switchesBefore)) demo.platform.switches.set(id, on);
    setDemoSingleWallet(demo.platform, false);
  });

  it.each([
    ['DEPOSIT', false, 'depositv2', 'Deposit'],
    ['WITHDRAW', false, 'withdraw', 'Withdraw'],
    ['CREDITMAR3', true, 'depositv2', 'Deposit'],
    ['CREDITMAR3', true, 'withdraw', 'Withdraw'],
    ['AGETRANSFERUP3', false, 'transferUpline', 'Transfer to upline'],
    ['REWCEN3', false, 'rewardCenter', 'Rewards'],
    ['MAILCEN', false, 'messageV2', 'Messages'],
    ['PLYRBT', false, 'bonusDetails', 'Bonus details'],
    ['MANPLAYREB3', false, 'manualRebate', 'Manual rebate'],
    ['AGENTPOLICY3', false, 'contractOffers', 'Contract offers'],
  ] as const)(
    'switch %s set to %s: %s is not offered (its address says so, the menu leaves it out); set back, it is',
    { timeout: 20_000 },
    async (id, hidingValue, page, label) => {
      await signInAccount('downline1');
      demo.platform.switches.set(id, hidingValue);
      await open(`/member?tab=${page}`);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: label })).toBeInTheDocument();
      expect(await within(main).findByText(NOT_OFFERED, {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(within(menu()).queryByRole('link', { name: label })).not.toBeInTheDocument();
      expect(within(menu()).getByRole('link', { name: 'My account' })).toBeInTheDocument();
      cleanup();

      demo.platform.switches.set(id, !hidingValue);
      await open(`/member?tab=${page}`);
      expect(within(screen.getByRole('main')).queryByText(NOT_OFFERED)).not.toBeInTheDocument();
    },
  );

  it(
    '§2 /pointMall: the menu links out to the points mall while PTSYS3 is on, and not when it is off',
    {
      timeout: 20_000,
    },
    async () => {
      await signInAccount('member');
      await open('/member?tab=securityCenter');
      const mall = await within(menu()).findByRole('link', { name: 'Points mall' });
      expect(mall).toHaveAttribute('href', '/pointMall');
      cleanup();

      demo.platform.switches.set('PTSYS3', false);
      await open('/member?tab=securityCenter');
      await within(menu()).findByRole('link', { name: 'My account' });
      expect(within(menu()).queryByRole('link', { name: 'Points mall' })).not.toBeInTheDocument();
    },
  );

  it(
    '§2 contract popup: the offers put off are listed on the member centre’s contract offers page',
    { timeout: 20_000 },
    async () => {
      await signInAccount('offeree2');
      await open('/member?tab=contractOffers');
      // The popup opens by itself at sign-in; put off, its offers wait on the page.
      const popup = await screen.findByRole('dialog', { name: 'Dividend contract' }, { timeout: 10_000 });
      await userEvent.click(within(popup).getByRole('button', { name: 'Later' }));
      const main = await screen.findByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: 'Contract offers' })).toBeInTheDocument();
      const list = within(await within(main).findByRole('region', { name: 'Offers waiting for your answer' }));
      expect(
        await list.findByRole('button', { name: 'Answer the dividend contract' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(within(menu()).getByRole('link', { name: 'Contract offers' })).toBeInTheDocument();
    },
  );

  it('transferFund (wallet) only for a multi-wallet merchant', { timeout: 20_000 }, async () => {
    await signInAccount('member');
    await open('/member?tab=transferFund');
    expect(within(menu()).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/member?tab=transferFund');
    expect(await screen.findByRole('region', { name: 'Wallets' })).toBeInTheDocument();
    cleanup();

    setDemoSingleWallet(demo.platform, true);
    await open('/member?tab=transferFund');
    expect(await screen.findByText(NOT_OFFERED)).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Wallets' })).not.toBeInTheDocument();
  });

  it.each([
    ['downline1', false, true],
    // No upline: member info says toUpline 0.
    ['member', false, false],
    // An agent of type 2 never transfers to its upline, though it has one.
    ['subagent1', true, false],
  ] as const)(
    'transferUpline for %s (agent: %s): offered %s',
    { timeout: 20_000 },
    async (username, isAgent, shown) => {
      await signInAccount(username, { isAgent });
      await open('/member?tab=transferUpline');
      const link = within(menu()).queryByRole('link', { name: 'Transfer to upline' });
      if (shown) {
        expect(link).toBeInTheDocument();
        expect(await screen.findByRole('region', { name: 'Transfer to your upline' })).toBeInTheDocument();
      } else {
        expect(link).not.toBeInTheDocument();
        expect(await screen.findByText(NOT_OFFERED)).toBeInTheDocument();
      }
    },
  );
});

describe('§8 the menu when the merchant wallet cannot be had', () => {
  it('says so with a retry that brings the wallet entry back', { timeout: 20_000 }, async () => {
    await signInAccount('member');
    demo.server.use(
      http.get('*/wps/relay/GCS_merchantWallet', () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'server.error' }, { status: 500 }),
      ),
    );
    await open('/member?tab=securityCenter');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('alert')).toHaveTextContent(
      'Some pages of the member centre could not be listed. Try again, or open another page from the menu; if it keeps happening, contact customer service.',
    );
    expect(within(menu()).queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    demo.server.resetHandlers();
    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await within(menu()).findByRole('link', { name: 'Wallet' })).toBeInTheDocument();
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
  });

  it(
    "the wallet page's own address waits for the retry instead of saying 'not offered'",
    { timeout: 20_000 },
    async () => {
      await signInAccount('member');
      demo.server.use(
        http.get('*/wps/relay/GCS_merchantWallet', () =>
          HttpResponse.json({ success: false, value: null, errorCode: 'server.error' }, { status: 500 }),
        ),
      );
      await open('/member?tab=transferFund');
      const main = screen.getByRole('main');
      expect(within(main).getByRole('alert')).toBeInTheDocument();
      expect(within(main).queryByText(NOT_OFFERED)).not.toBeInTheDocument();
      demo.server.resetHandlers();
      await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('region', { name: 'Wallets' })).toBeInTheDocument();
    },
  );
});

describe('§2 Header: deposit, withdraw, account record and betting record open their member-centre pages', () => {
  it.each([
    ['Deposit', 'button', 'Deposit'],
    ['Withdraw', 'menuitem', 'Withdraw'],
    ['Account record', 'menuitem', 'Account record'],
    ['Betting record', 'menuitem', 'Betting record'],
  ] as const)('%s (%s) opens the page of that name', { timeout: 20_000 }, async (entry, kind, title) => {
    await signInAccount('member');
    // From my account: the header's entries lead to its other pages.
    await open('/member?tab=securityCenter');
    const banner = screen.getByRole('banner');
    // The header knows the member (its details arrived): the entries act for a known account.
    await within(banner).findByRole('button', { name: 'Account menu, Lucky Star' }, { timeout: 10_000 });
    if (kind === 'button') {
      await userEvent.click(within(banner).getByRole('button', { name: entry }));
    } else {
      await userEvent.click(within(banner).getByRole('button', { name: /^Account menu/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: entry }));
    }
    const main = screen.getByRole('main');
    // The member centre's chunk loads on the way: on a loaded machine that takes longer than the default second.
    expect(
      await within(main).findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'My account' })).toBeInTheDocument();
  });
});
