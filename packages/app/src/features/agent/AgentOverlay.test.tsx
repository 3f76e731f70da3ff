import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { describe, expect, it } from 'vitest';
import { agentOverlayState } from '../../shared/memberOverlay';
import { signInAs, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer({
  beforeAll: async () => {
    // The overlay's code is a chunk of its own; its first import in a test compiles it.
    await import('./AgentOverlay');
  },
});

/** The entry's announcement popup opens on a visit to the member side: closed first, as a user would. */
async function closeAnnouncements() {
  for (let round = 0; round < 5 && screen.queryAllByRole('dialog').length > 0; round += 1) {
    await userEvent.keyboard('{Escape}');
    await waitFor(() => undefined);
  }
  await waitFor(() => expect(screen.queryAllByRole('dialog')).toEqual([]));
}

const accountButton = () => screen.findByRole('button', { name: /^Account menu/ });

describe('§2 agent centre overlay: the header opens the agent centre over the page the agent is on', () => {
  it(
    'agent centre opens over the live lobby, the lobby stays behind, a menu entry stays inside, Escape returns focus to the account button',
    { timeout: 40_000 },
    async () => {
      demo.platform.setFault(null);
      (await signInAs('agent'))();
      const seen = await visit(demo, '/live', null);
      expect(seen.settled).toBe(true);
      await closeAnnouncements();
      const lobby = await screen.findByRole('heading', { level: 1 });
      const lobbyName = lobby.textContent ?? '';
      expect(lobbyName).not.toBe('');

      const user = userEvent.setup();
      const opener = await accountButton();
      await user.click(opener);
      await user.click(await screen.findByRole('menuitem', { name: 'Agent centre' }));
      const overlay = await screen.findByRole('dialog', { name: 'Agent centre' });
      const menu = await within(overlay).findByRole('navigation', { name: 'Agent menu' });
      expect(within(menu).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
      expect(await within(overlay).findByText('Team size')).toBeInTheDocument();
      // The agent view's own header is not there: the member side's frame and the lobby stay behind the overlay.
      expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: lobbyName, hidden: true })).toBeInTheDocument();
      expect(screen.getAllByRole('main', { hidden: true })).toHaveLength(1);

      // A menu entry moves to another page inside the overlay.
      await user.click(within(menu).getByRole('link', { name: 'Team management' }));
      const still = await screen.findByRole('dialog', { name: 'Agent centre' });
      expect(await within(still).findByRole('heading', { level: 2, name: 'Team management' })).toBeInTheDocument();
      expect(
        within(within(still).getByRole('navigation', { name: 'Agent menu' })).getByRole('link', {
          name: 'Team management',
        }),
      ).toHaveAttribute('aria-current', 'page');

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 1, name: lobbyName })).toBeVisible();
      // The page behind was never rebuilt: the same account button, and the focus is back on it.
      expect(opener.isConnected).toBe(true);
      // The dialog hands focus back once its closing has run; on a loaded 2-core machine that took over a second.
      await waitFor(() => expect(opener).toHaveFocus(), { timeout: 5000 });
      expect(seen.errors).toEqual([]);
    },
  );

  it(
    'its deposit entry opens the member centre over the same lobby; closing it returns to the lobby',
    { timeout: 40_000 },
    async () => {
      demo.platform.setFault(null);
      (await signInAs('agent'))();
      await visit(demo, '/live', null);
      await closeAnnouncements();
      const lobbyName = (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
      const user = userEvent.setup();
      await user.click(await accountButton());
      await user.click(await screen.findByRole('menuitem', { name: 'Agent centre' }));
      const overlay = await screen.findByRole('dialog', { name: 'Agent centre' });
      const menu = await within(overlay).findByRole('navigation', { name: 'Agent menu' });
      await user.click(within(menu).getByRole('link', { name: 'Deposit' }));
      const member = await screen.findByRole('dialog', { name: 'Member centre' });
      expect(await within(member).findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 1, name: lobbyName })).toBeVisible();
    },
  );

  it('a member who is not an agent has no agent centre entry', { timeout: 30_000 }, async () => {
    demo.platform.setFault(null);
    (await signInAs('member'))();
    await visit(demo, '/live', null);
    await closeAnnouncements();
    await userEvent.click(await accountButton());
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
  });

  it(
    'a reload of the overlay’s address keeps it over the lobby; closing it replaces it with the lobby',
    { timeout: 30_000 },
    async () => {
      demo.platform.setFault(null);
      (await signInAs('agent'))();
      const state = agentOverlayState({ pathname: '/live', search: '', hash: '', key: 'lobby' });
      // The entry's announcements were seen before the reload (Escape would close the overlay too).
      sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
      await visit(demo, { pathname: '/agentHome', search: '?tab=downlineManagmentView', state }, null);
      const overlay = await screen.findByRole('dialog', { name: 'Agent centre' });
      expect(await within(overlay).findByRole('heading', { level: 2, name: 'Team management' })).toBeInTheDocument();
      await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument());
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    },
  );

  it(
    'a member who is not an agent, on such an entry, is sent back to the page behind',
    { timeout: 30_000 },
    async () => {
      demo.platform.setFault(null);
      (await signInAs('member'))();
      const state = agentOverlayState({ pathname: '/live', search: '', hash: '', key: 'lobby' });
      await visit(demo, { pathname: '/agentHome', state }, null);
      await closeAnnouncements();
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Agent menu' })).not.toBeInTheDocument();
    },
  );

  it('the /agentHome address itself is the full agent page, not an overlay', { timeout: 30_000 }, async () => {
    demo.platform.setFault(null);
    (await signInAs('agent'))();
    await visit(demo, '/agentHome?tab=downlineManagmentView', null);
    expect(await screen.findByRole('navigation', { name: 'Agent menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
  });
});
