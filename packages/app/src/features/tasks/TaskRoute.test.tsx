import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ORIGIN } from '@atrium/api/demo';
import { describe, expect, it } from 'vitest';
import { isLoginDialogOpen, signInAccount, openPage, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';
import { activateTwice, holdRequest, SUBMIT_GESTURES } from '../../test/submitGestures';

const originalMatchMedia = window.matchMedia;
const demo = setUpDemoServer({
  afterEach: () => {
    window.matchMedia = originalMatchMedia;
  },
});

const CLAIM = '/wps/relay/MCSFE_claimTask';
const SPIN = '/wps/relay/MCSFE_spinPrizeWheel';

/** The visitor asked for reduced motion: the wheel does not turn and its result shows at once. */
function preferReducedMotion() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The demo control: the site has the task resource or not. */
async function taskResource(available: boolean) {
  const answer = await fetch(`${DEMO_ORIGIN}/__demo/tasks/resource`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ available }),
  });
  expect(answer.ok).toBe(true);
}

/** The side menu's task entry (§2 "task (if task resource exists)"), once the menu's chunk has rendered. */
async function taskMenuEntries() {
  // Hidden too: behind the login popup the page is hidden from assistive technology, not gone.
  await screen.findAllByRole('switch', { hidden: true }, { timeout: 5_000 });
  return screen
    .queryAllByRole('link', { name: 'Tasks', hidden: true })
    .filter((link) => link.getAttribute('href') === '/task');
}

const open = () => openPage(demo, '/task');

describe('§2 /task: login required, only where the task resource exists', () => {
  it('a guest gets the login popup over home', { timeout: 20_000 }, async () => {
    await open();
    await waitFor(() => expect(isLoginDialogOpen()).toBe(true));
    expect(screen.queryByRole('heading', { level: 1, name: 'Tasks' })).not.toBeInTheDocument();
    expect(await taskMenuEntries()).toEqual([]);
  });

  it('without the task resource a member goes home', { timeout: 20_000 }, async () => {
    await signInAccount('member');
    await taskResource(false);
    try {
      await open();
      await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Tasks' })).not.toBeInTheDocument());
      expect(demo.requests.count('GET', '/wps/relay/MCSFE_getTaskCentre')).toBeGreaterThan(0);
      expect(await taskMenuEntries()).toEqual([]);
    } finally {
      await taskResource(true);
    }
  });

  it('a malformed overview is an error with retry, not a blank page', { timeout: 20_000 }, async () => {
    await signInAccount('member');
    await visit(demo, '/task', 'malformed');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('§1 tasks: a complete task is claimed once', () => {
  it.each(SUBMIT_GESTURES.map((gesture, i) => [gesture, ['taskplayer', 'taskplayer2', 'downline2'][i]!] as const))(
    '%s on Claim sends one request and pays the reward once (%s)',
    { timeout: 20_000 },
    async (gesture, username) => {
      const account = demo.platform.accountById(await signInAccount(username))!;
      await open();
      const before = account.balanceCents;
      const release = holdRequest(demo.server, `*${CLAIM}`);
      const button = await screen.findByRole('button', { name: 'Claim the reward of Log in today' });
      activateTwice(gesture, button);
      expect(button).toHaveAttribute('aria-busy', 'true');
      release();
      expect(await screen.findByText('$2.00 was added to your balance.')).toBeInTheDocument();
      expect(demo.requests.count('POST', CLAIM)).toBe(1);
      expect(account.balanceCents).toBe(before + 200);
      await waitFor(() =>
        expect(within(screen.getByTestId('task-daily-login')).getByText('Claimed')).toBeInTheDocument(),
      );
      await waitFor(async () => expect(await taskMenuEntries()).toHaveLength(1));
    },
  );
});

describe('§1 prize wheel: the server picks, the chances fall', () => {
  it(
    'a spin shows the server’s prize at once with reduced motion; the chances fall by one',
    { timeout: 20_000 },
    async () => {
      preferReducedMotion();
      const account = demo.platform.accountById(await signInAccount('downline3'))!;
      await open();
      const wheel = within(screen.getByTestId('prize-wheel'));
      expect(wheel.getByText('Chances left: 2')).toBeInTheDocument();
      const before = account.balanceCents;
      await userEvent.click(wheel.getByRole('button', { name: 'Spin the wheel' }));
      const dialog = await screen.findByRole('dialog', { name: /^(You won|No prize)/ });
      expect(demo.requests.count('POST', SPIN)).toBe(1);
      const landed = screen.getByTestId('prize-wheel-disc').getAttribute('data-landed');
      expect(landed).toMatch(/^seg-\d$/);
      expect(wheel.getByText('Chances left: 1')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      const won = account.balanceCents - before;
      expect(won).toBeGreaterThanOrEqual(0);
      if (won > 0) expect(dialog).toHaveAccessibleName(`You won $${(won / 100).toFixed(2)}`);
    },
  );
});

describe('§1 red envelope and golden egg: the limits a player meets', () => {
  it('the free envelope opens once; then the page says no chances are left', { timeout: 20_000 }, async () => {
    preferReducedMotion();
    const account = demo.platform.accountById(await signInAccount('downline4'))!;
    await open();
    const envelope = within(screen.getByTestId('red-envelope'));
    const before = account.balanceCents;
    await userEvent.click(envelope.getByRole('button', { name: 'Open the red envelope' }));
    const dialog = await screen.findByRole('dialog', { name: /^You won/ });
    const amount = envelope.getByTestId('red-envelope-amount').textContent ?? '';
    expect(account.balanceCents - before).toBe(Math.round(Number(amount.replace(/[^\d.]/g, '')) * 100));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await envelope.findByText('No chances left. Complete tasks to earn more.')).toBeInTheDocument();
    expect(envelope.getByRole('button', { name: 'Open the red envelope' })).toBeDisabled();
  });

  it(
    'an event stopped while the page is open: the refusal shows as the event’s state, no egg is smashed',
    { timeout: 20_000 },
    async () => {
      const account = demo.platform.accountById(await signInAccount('downline5'))!;
      await open();
      const egg = within(screen.getByTestId('golden-egg'));
      expect(egg.getByText('Tickets: 1')).toBeInTheDocument();
      const answer = await fetch(`${DEMO_ORIGIN}/__demo/tasks/event`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'egg', running: false }),
      });
      expect(answer.ok).toBe(true);
      try {
        const before = account.balanceCents;
        await userEvent.click(egg.getByRole('button', { name: 'Smash egg 2' }));
        expect(await egg.findByText('This event is not running at the moment.')).toBeInTheDocument();
        expect(egg.queryByRole('alert')).not.toBeInTheDocument();
        expect(egg.getByText('Tickets: 1')).toBeInTheDocument();
        expect(account.balanceCents).toBe(before);
      } finally {
        await fetch(`${DEMO_ORIGIN}/__demo/tasks/event`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ game: 'egg', running: true }),
        });
      }
    },
  );
});
