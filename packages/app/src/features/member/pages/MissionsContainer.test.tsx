import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../../test/routeFaultSweep';
import { setUpDemoServer } from '../../../test/demoServer';
import { activateTwice } from '../../../test/submitGestures';

const demo = setUpDemoServer();

const REQUEST_REWARD = '/wps/relay/MCSFE_signUpRequestReward';
const LEADERBOARD = '/wps/relay/MCSFE_getMissionLeaderboard';

async function open() {
  await openPage(demo, '/member?tab=missionLeaderboard');
}

const menu = () => within(screen.getByRole('navigation', { name: 'Member centre' }));

describe('§2 missionLeaderboard: missions, milestones, the leaderboard with the own place pinned, claims', () => {
  it(
    'opens on the mission with a claim: its milestones all reached and its leaderboard with the member’s place',
    { timeout: 30_000 },
    async () => {
      await demo.signIn('inboxplayer');
      await open();
      const details = within(await screen.findByRole('region', { name: 'Deposit 500 this week' }, { timeout: 10_000 }));
      expect(details.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '500 of 500');
      const milestones = within(details.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
      expect(milestones).toHaveLength(3);
      for (const item of milestones) expect(item).toHaveTextContent('Reached');
      const table = await details.findByRole('table', { name: 'Leaderboard' });
      expect(within(table).getByRole('rowheader', { name: 'Your place' })).toBeVisible();

      // Another mission: its own milestones (some not reached yet) and its own leaderboard are read.
      const boards = demo.requests.count('GET', LEADERBOARD);
      await userEvent.click(screen.getByRole('button', { name: 'Details: Play 10 rounds today' }));
      const other = within(await screen.findByRole('region', { name: 'Play 10 rounds today' }));
      expect(other.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '4 of 10');
      await waitFor(() => expect(other.getAllByText('Not reached')).toHaveLength(2));
      await waitFor(() => expect(demo.requests.count('GET', LEADERBOARD)).toBe(boards + 1));
    },
  );

  it(
    'a claim under a double click: one request, paid once, Claimed, and the missions badge falls',
    { timeout: 30_000 },
    async () => {
      const account = await demo.signIn('pointsplayer2');
      const before = account.balanceCents;
      await open();
      const claim = await screen.findByRole('button', { name: 'Claim: Deposit 500 this week' }, { timeout: 10_000 });
      await waitFor(() => expect(menu().getByRole('link', { name: /^Mission leaderboard.*: 1$/ })).toBeVisible());
      await activateTwice('double click', claim);
      expect(await screen.findByText('$12.00 from Deposit 500 this week was added to your balance.')).toBeVisible();
      expect(demo.requests.count('POST', REQUEST_REWARD)).toBe(1);
      expect(account.balanceCents).toBe(before + 1_200);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim: Deposit 500 this week' })).toBeNull());
      await waitFor(() => expect(menu().getByRole('link', { name: 'Mission leaderboard' })).toBeVisible());
    },
  );

  it('a leaderboard that cannot be read says so with a retry; the missions stay', { timeout: 30_000 }, async () => {
    await demo.signIn('downline5');
    demo.server.use(http.get(`*${LEADERBOARD}`, () => Response.json({ success: true, value: { list: 'not a list' } })));
    await open();
    const details = within(await screen.findByRole('region', { name: 'Deposit 500 this week' }, { timeout: 10_000 }));
    const retry = await details.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('button', { name: 'Details: Play 10 rounds today' })).toBeVisible();
    demo.server.resetHandlers();
    await userEvent.click(retry);
    expect(await details.findByRole('table', { name: 'Leaderboard' })).toBeVisible();
  });
});
