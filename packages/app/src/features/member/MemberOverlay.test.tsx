import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer({
  beforeAll: async () => {
    // The overlay's code is a chunk of its own; its first import in a test compiles it.
    await import('./MemberOverlay');
  },
});

/** The entry's announcement popup opens on a member's visit: closed first, as a player would. */
async function closeAnnouncements() {
  for (let round = 0; round < 5 && screen.queryAllByRole('dialog').length > 0; round += 1) {
    await userEvent.keyboard('{Escape}');
    await waitFor(() => undefined);
  }
  await waitFor(() => expect(screen.queryAllByRole('dialog')).toEqual([]));
}

const openAccountMenuItem = async (name: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
  await user.click(await screen.findByRole('menuitem', { name }));
};

describe('§2 member centre overlay: the header opens the member centre over the page the player is on', () => {
  it('my account opens over home, home stays behind, Escape closes it back to home', { timeout: 30_000 }, async () => {
    demo.platform.setFault(null);
    (await signInAs('member'))();
    const seen = await visit(demo, '/', null);
    expect(seen.settled).toBe(true);
    await closeAnnouncements();
    const home = { name: 'Welcome to Atrium Demo', level: 1 } as const;
    expect(screen.getByRole('heading', home)).toBeVisible();
    await openAccountMenuItem('My account');
    const overlay = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(await within(overlay).findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(within(overlay).getByRole('navigation', { name: 'Member centre' })).toBeInTheDocument();
    // The page behind stays, the same elements (hidden from assistive technology while the overlay is modal: its
    // heading then has no accessible name, so it is found by its text).
    expect(screen.getByText(home.name, { selector: 'h1' })).toBeInTheDocument();

    // Its menu moves between pages inside the overlay.
    await userEvent.click(within(overlay).getByRole('link', { name: 'Deposit' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Member centre' })).findByRole('heading', { name: 'Deposit' }),
    ).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', home)).toBeVisible();
    expect(seen.errors).toEqual([]);
  });

  it('the header’s withdraw button opens the withdraw page in the overlay', { timeout: 30_000 }, async () => {
    demo.platform.setFault(null);
    (await signInAs('member'))();
    await visit(demo, '/', null);
    await closeAnnouncements();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const overlay = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(await within(overlay).findByRole('heading', { name: 'Withdraw', level: 1 })).toBeInTheDocument();
  });

  it('the /member address itself is the full page, not an overlay', { timeout: 30_000 }, async () => {
    demo.platform.setFault(null);
    (await signInAs('member'))();
    await visit(demo, '/member?tab=securityCenter', null);
    await closeAnnouncements();
    expect(await screen.findByRole('navigation', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });
});
