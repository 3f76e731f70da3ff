import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpDemoServer } from '../../test/demoServer';
import { openPage } from '../../test/routeFaultSweep';
import { expectSignedOutAtHome } from '../../test/signedOut';

/**
 * §4 Logout from a guarded page: the member chose to end the session, so the page they were on refuses the guest
 * they become without its login popup, home opens as a guest's, and nothing only a member reads is asked for.
 */
const demo = setUpDemoServer({ freshPlatformEachTest: true });

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

    await expectSignedOutAtHome(demo);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(demo.requests.count('DELETE', '/wps/session/logout')).toBe(1);
  });
});
