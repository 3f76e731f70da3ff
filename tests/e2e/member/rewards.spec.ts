import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';
import { axeViolations, describeViolations } from '../axe';
import { headerBalanceCents } from '../pageChecks';

/**
 * §2 rewardCenter and §4 activity statuses against the demo platform: a member claims a reward under a double click,
 * one request goes out, its status becomes Claimed, the balance rises by the reward, and the rewards badge on the
 * member menu and the header's notice icon fall by one. The journey signs in as `rewardsplayer`, which no other
 * journey reads; the claim is once per account, so it runs once per demo server (CI starts a fresh one).
 */
const REQUEST_REWARD = '/wps/relay/MCSFE_signUpRequestReward';

/** The header's notice icon: "Notices, N waiting for you" (0 when it says only "Notices"). */
async function headerWaiting(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notices/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) waiting/.exec(label)?.[1] ?? 0);
}

/** The member menu's rewards badge ("Rewards waiting: N"), 0 when there is none. */
async function menuRewards(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Member centre' }).getByText(/^Rewards waiting: \d+$/);
  if ((await badge.count()) === 0) return 0;
  return Number(/(\d+)$/.exec((await badge.first().textContent()) ?? '')?.[1] ?? 0);
}

test('§2 rewardCenter: a claim under a double click is sent once; status, balance and badges follow', async ({
  page,
}) => {
  test.slow();
  await logInAs(page, 'rewardsplayer');
  await page.goto('/member?tab=rewardCenter');
  const card = page.getByRole('article', { name: 'Weekly cashback' });
  await expect(card.getByLabel('Status: Claim')).toBeVisible();
  await expect.poll(() => menuRewards(page)).toBeGreaterThan(0);
  await expect.poll(() => headerWaiting(page)).toBeGreaterThan(0);
  const badge = await menuRewards(page);
  const waiting = await headerWaiting(page);
  const balance = await headerBalanceCents(page);

  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === REQUEST_REWARD) sent += 1;
  });
  await card.getByRole('button', { name: 'Claim: Weekly cashback' }).dblclick();
  await expect(page.getByText('$25.50 from Weekly cashback was added to your balance.')).toBeVisible();
  await expect(card.getByLabel('Status: Claimed')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  expect(sent).toBe(1);
  await expect.poll(() => headerBalanceCents(page)).toBe(balance + 2_550);
  await expect.poll(() => menuRewards(page)).toBe(badge - 1);
  await expect.poll(() => headerWaiting(page)).toBe(waiting - 1);

  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(describeViolations(await axeViolations(page), colorScheme)).toEqual([]);
  }
});

test('§2 missionLeaderboard: the missions with their progress and the leaderboard with the member pinned', async ({
  page,
}) => {
  test.slow();
  await logInAs(page, 'rewardsplayer2');
  await page.goto('/member?tab=missionLeaderboard');
  await expect(page.getByRole('main').getByText('Deposit 500 this week').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
