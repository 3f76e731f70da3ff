import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAccount, openPage } from '../../../test/routeFaultSweep';
import { setUpDemoServer } from '../../../test/demoServer';
import { activateTwice, holdRequest, SUBMIT_GESTURES } from '../../../test/submitGestures';

const demo = setUpDemoServer();

const READ = '/wps/relay/CSP_readMessage';
const DELETE = '/wps/relay/CSP_deleteMessage';

async function open(username = 'inboxplayer') {
  await signInAccount(username);
  const seen = await openPage(demo, '/member?tab=messageV2');
  await screen.findByRole('list', { name: 'Your messages' });
  return seen;
}

/** The header's notice icon says how many things wait (unread messages and rewards). */
async function headerWaiting(): Promise<number> {
  // hidden: true, as the open message's dialog hides the page behind it from the accessibility tree.
  const button = await screen.findByRole('button', { name: /^Notices/, hidden: true });
  const match = /(\d+) waiting/.exec(button.getAttribute('aria-label') ?? button.textContent ?? '');
  return match ? Number(match[1]) : 0;
}

const menuBadge = () => screen.queryByText(/^Unread messages: \d+$/)?.textContent ?? null;

describe('§2 messageV2: reading messages lowers the unread counts on the menu and the header', () => {
  it(
    'opening an unread message shows it sanitized, marks it read once and the counts fall by one',
    { timeout: 20_000 },
    async () => {
      await open();
      await waitFor(() => expect(menuBadge()).toBe('Unread messages: 3'));
      const before = await headerWaiting();
      expect(screen.getByText('Unread: 3')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /Your withdrawal was paid/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Your withdrawal was paid' });
      expect(within(dialog).getByText('150.00').tagName).toBe('B');
      await waitFor(() => expect(menuBadge()).toBe('Unread messages: 2'));
      await waitFor(async () => expect(await headerWaiting()).toBe(before - 1));
      expect(screen.getByText('Unread: 2')).toBeInTheDocument();
      expect(demo.requests.count('POST', READ)).toBe(1);
      // Opening it again (now read) sends nothing.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Back to messages' }));
      await userEvent.click(screen.getByRole('button', { name: /Your withdrawal was paid/ }));
      await screen.findByRole('dialog', { name: 'Your withdrawal was paid' });
      expect(demo.requests.count('POST', READ)).toBe(1);
    },
  );

  it('mark all read empties the unread filter and takes the badges away', { timeout: 20_000 }, async () => {
    await open('inboxplayer2');
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findAllByText('New')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No unread messages.')).toBeInTheDocument();
    await waitFor(() => expect(menuBadge()).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(demo.requests.count('POST', READ)).toBe(1);
  });

  it(
    'a message the platform keeps has no delete; one it allows is deleted once after a confirmation',
    { timeout: 20_000 },
    async () => {
      await open('member');
      await userEvent.click(screen.getByRole('button', { name: /Security reminder/ }));
      const kept = await screen.findByRole('dialog', { name: 'Security reminder' });
      expect(within(kept).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
      await userEvent.click(within(kept).getByRole('button', { name: 'Back to messages' }));
      await userEvent.click(screen.getByRole('button', { name: /Welcome to Atrium/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Welcome to Atrium' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const release = holdRequest(demo.server, `*${DELETE}`);
      activateTwice('double click', within(dialog).getByRole('button', { name: 'Yes, delete' }));
      release();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.queryByRole('button', { name: /Welcome to Atrium/ })).not.toBeInTheDocument());
      expect(demo.requests.count('POST', DELETE)).toBe(1);
    },
  );

  it.each(SUBMIT_GESTURES)('%s on Mark all as read sends one request', { timeout: 20_000 }, async (gesture) => {
    await open(['pointsplayer', 'pointsplayer2', 'rewardsplayer'][SUBMIT_GESTURES.indexOf(gesture)]);
    const button = screen.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button).toBeEnabled());
    const release = holdRequest(demo.server, `*${READ}`);
    activateTwice(gesture, button);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(demo.requests.count('POST', READ)).toBe(1);
  });
});
