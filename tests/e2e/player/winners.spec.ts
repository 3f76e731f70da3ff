import type { Locator } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';

/**
 * §2 Other screens "winner lists and leaderboard" (/winners), §7 GCSGAME_getRankList per game category, §9 at most 20
 * by amount, in the built app against the demo platform. The signed-in journey reads the leaderboard as `rankplayer`
 * (a member under its own agent); it changes nothing.
 */

async function amountsOf(list: Locator): Promise<number[]> {
  return (
    await list.getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-amount')))
  ).map(Number);
}

test('§2 a visitor goes from the home board to /winners, switches category and sees 20 wins, highest first', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('link', { name: 'See all winners' }).click();
  await expect(page).toHaveURL(/\/winners$/);
  await expect(page.getByRole('list', { name: 'Biggest wins: All games' }).getByRole('listitem')).toHaveCount(20);

  await page.getByRole('tab', { name: 'Fishing' }).click();
  await expect(page).toHaveURL(/\/winners\?category=FISH$/);
  const fishing = page.getByRole('list', { name: 'Biggest wins: Fishing' });
  await expect(fishing.getByRole('listitem')).toHaveCount(20);
  const amounts = await amountsOf(fishing);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

  // The address is shareable: the leaderboard's tab and period come back from it.
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await page.getByRole('tab', { name: 'This month' }).click();
  await expect(page).toHaveURL(/tab=leaderboard/);
  await expect(page).toHaveURL(/period=month/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'This month' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Sign in to see your own rank.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
});

test('§2 a signed-in player sees their own rank on the leaderboard, their row marked', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await logInAs(page, 'rankplayer');
  await page.goto('/winners?tab=leaderboard&period=day');
  const card = page.getByRole('region', { name: 'Your rank' });
  await expect(card).toContainText(/No\. \d+/);
  const rank = Number(/No\. (\d+)/.exec((await card.textContent()) ?? '')?.[1]);
  const mine = page.getByRole('list', { name: 'Players by valid bet' }).locator('li[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(`Rank ${rank}`);
  await expect(mine).toContainText('You');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
