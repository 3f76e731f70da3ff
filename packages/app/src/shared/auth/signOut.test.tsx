import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readToken } from '../session';
import { setUpDemoServer } from '../../test/demoServer';
import { openPage } from '../../test/routeFaultSweep';

/**
 * §4 Logout from a guarded page: the member chose to end the session, so the page they were on refuses the guest
 * they become without its login popup, home opens as a guest's, and nothing only a member reads is asked for.
 */
const demo = setUpDemoServer({ freshPlatformEachTest: true });

/** What only a signed-in member's pages read. */
const SIGNED_IN_READS = [
  '/wps/member/info',
  '/wps/v2/wallets/balance',
  '/wps/relay/CSP_unreadCount',
  '/wps/relay/MCSFE_getFavoriteGameIds',
  '/wps/relay/GCS_recentGame',
];

describe('§4 Logout from the header on a member page', () => {
  it('goes home signed out, with no login popup and no signed-in call after it', { timeout: 30_000 }, async () => {
    await demo.signIn('member');
    await openPage(demo, '/member?tab=saferPlay');
    await screen.findByRole('form', { name: 'Daily deposit limit' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Log out' });
    demo.requests.reset();
    await user.click(within(confirm).getByRole('button', { name: 'Log out' }));

    await screen.findByRole('heading', { level: 1, name: /^Welcome to / }, { timeout: 8_000 });
    await waitFor(() => expect(readToken()).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(demo.requests.count('DELETE', '/wps/session/logout')).toBe(1);
    for (const path of SIGNED_IN_READS) expect(demo.requests.count('GET', path), path).toBe(0);
  });
});
