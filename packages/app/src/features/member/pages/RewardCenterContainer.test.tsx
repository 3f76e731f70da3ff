import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../../test/routeFaultSweep';
import { setUpDemoServer } from '../../../test/demoServer';
import { activateTwice, holdRequest, SUBMIT_GESTURES } from '../../../test/submitGestures';

const demo = setUpDemoServer();

const JOIN = '/wps/relay/MCSFE_signUpPromotionJoin';
const REQUEST_REWARD = '/wps/relay/MCSFE_signUpRequestReward';
const RAFFLE = '/wps/relay/MCS2_claimRafflePromotion';

async function open() {
  await openPage(demo, '/member?tab=rewardCenter');
  await screen.findByRole('list', { name: 'Activities' }, { timeout: 10_000 });
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));
const menu = () => within(screen.getByRole('navigation', { name: 'Member centre' }));
/** The header's notice icon: its name carries the count ("Notices, 7 waiting for you"). */
const noticeCount = () => {
  const name = within(screen.getByRole('banner'))
    .getByRole('button', { name: /^Notices/ })
    .getAttribute('aria-label');
  return Number(/(\d+) waiting/.exec(name ?? '')?.[1] ?? 0);
};

describe('§2 rewardCenter: every status with the action it allows; a claim changes its status and the badges', () => {
  it(
    'claiming a reward: Claim becomes Claimed, the money is paid once, the menu badge and the header count fall by one',
    { timeout: 30_000 },
    async () => {
      const account = await demo.signIn('rewardsplayer');
      const before = account.balanceCents;
      await open();
      await waitFor(() => expect(menu().getByRole('link', { name: 'Rewards Rewards waiting: 4' })).toBeVisible());
      await waitFor(() => expect(noticeCount()).toBeGreaterThanOrEqual(5));
      const headerBefore = noticeCount();
      // Every §4 status shows; the missions are on their own page.
      for (const status of ['Join', 'Claim', 'Applying', 'Closed', 'Rejected', 'Claimed', 'Joined', 'Signed']) {
        expect(screen.getAllByLabelText(`Status: ${status}`).length).toBeGreaterThan(0);
      }
      expect(screen.queryByRole('article', { name: 'Deposit 500 this week' })).toBeNull();

      await userEvent.click(card('Weekly cashback').getByRole('button', { name: 'Claim: Weekly cashback' }));
      expect(await screen.findByText('$25.50 from Weekly cashback was added to your balance.')).toBeVisible();
      await waitFor(() => expect(card('Weekly cashback').getByLabelText('Status: Claimed')).toBeVisible());
      expect(card('Weekly cashback').queryByRole('button')).toBeNull();
      expect(account.balanceCents).toBe(before + 2_550);
      expect(demo.requests.count('POST', REQUEST_REWARD)).toBe(1);
      await waitFor(() => expect(menu().getByRole('link', { name: 'Rewards Rewards waiting: 3' })).toBeVisible());
      await waitFor(() => expect(noticeCount()).toBe(headerBefore - 1));
    },
  );

  it(
    'join, raffle claim and a reviewed reward (§5 note): each its own call and its own answer',
    { timeout: 30_000 },
    async () => {
      await demo.signIn('rewardsplayer2');
      await open();
      await userEvent.click(card('Welcome bonus').getByRole('button', { name: /^Join/ }));
      expect(await screen.findByText('You joined Welcome bonus.')).toBeVisible();
      await waitFor(() => expect(card('Welcome bonus').getByLabelText('Status: Joined')).toBeVisible());

      await userEvent.click(card('Lucky draw').getByRole('button', { name: /^Claim prize/ }));
      expect(await screen.findByText('You claimed 18.88 bonus cash from Lucky draw.')).toBeVisible();

      await userEvent.click(card('VIP upgrade gift').getByRole('button', { name: /^Claim/ }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Apply for VIP upgrade gift' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Gold since Monday');
      await userEvent.click(dialog.getByRole('button', { name: 'Send application' }));
      expect(await screen.findByText('Your application for VIP upgrade gift was sent for review.')).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(card('VIP upgrade gift').getByLabelText('Status: Applying')).toBeVisible());
      expect([
        demo.requests.count('POST', JOIN),
        demo.requests.count('POST', RAFFLE),
        demo.requests.count('POST', REQUEST_REWARD),
      ]).toEqual([1, 1, 1]);
      // Only the cashback still waits.
      await waitFor(() => expect(menu().getByRole('link', { name: 'Rewards Rewards waiting: 1' })).toBeVisible());
    },
  );

  it(
    'a refusal is said where the player looks, sent once (never retried), and the statuses are read again',
    { timeout: 30_000 },
    async () => {
      const account = await demo.signIn('downline4');
      const before = account.balanceCents;
      await open();
      demo.server.use(
        http.post(`*${REQUEST_REWARD}`, () =>
          Response.json(
            { success: false, code: 'operation.not.allowed', message: 'Nothing to claim', value: null },
            { status: 400 },
          ),
        ),
      );
      const summaries = demo.requests.count('GET', '/wps/relay/MCSFE_getMissionSummaryDetails');
      await userEvent.click(card('Weekly cashback').getByRole('button', { name: /^Claim/ }));
      expect(await screen.findByRole('alert')).toBeVisible();
      expect(demo.requests.count('POST', REQUEST_REWARD)).toBe(1);
      expect(account.balanceCents).toBe(before);
      await waitFor(() =>
        expect(demo.requests.count('GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).toBeGreaterThan(summaries),
      );
    },
  );
});

describe('§2 rewardCenter money: one request per action whatever the gesture', () => {
  const accounts = { 'double click': 'downline1', 'Enter held': 'downline2', 'double tap': 'downline3' } as const;
  it.each(SUBMIT_GESTURES)(
    '%s on Join, Claim and Claim prize sends one request each',
    { timeout: 40_000 },
    async (gesture) => {
      const account = await demo.signIn(accounts[gesture]);
      const before = account.balanceCents;
      await open();
      const steps = [
        ['Welcome bonus', JOIN, 'You joined Welcome bonus.'],
        ['Weekly cashback', REQUEST_REWARD, '$25.50 from Weekly cashback was added to your balance.'],
        ['Lucky draw', RAFFLE, 'You claimed 18.88 bonus cash from Lucky draw.'],
      ] as const;
      for (const [title, path, answer] of steps) {
        const release = holdRequest(demo.server, `*${path}`);
        const button = card(title).getByRole('button');
        activateTwice(gesture, button);
        expect(button).toHaveAttribute('aria-busy', 'true');
        release();
        expect(await screen.findByText(answer)).toBeVisible();
        expect(demo.requests.count('POST', path)).toBe(1);
        await waitFor(() => expect(card(title).queryByRole('button')).toBeNull());
      }
      expect(account.balanceCents).toBe(before + 2_550 + 1_888);
    },
  );
});
