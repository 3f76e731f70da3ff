import { expect, loginDialog, logInAs, test } from '../auth/helpers';

/**
 * §2 Other screens: beginner guide (/guide, /guide#{section}), in the built app against the demo platform. Nothing
 * here changes the platform's state, so the member journey reads the shared `member` account.
 */

test('§2 beginner guide: a visitor opens "deposit", reads its numbered steps and its action asks them to sign in', async ({
  page,
}) => {
  await page.goto('/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Beginner guide' })).toBeVisible();
  const deposit = page.getByRole('button', { name: /Make your first deposit/ });
  await deposit.click();
  await expect(deposit).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/guide#deposit$/);
  const region = page.getByRole('region', { name: /Make your first deposit/ });
  await expect(region.getByRole('listitem')).toHaveCount(3);
  await expect(region.getByRole('heading', { level: 3 }).first()).toHaveText('Open Deposit');
  // 360 px by touch: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );

  // The safety section's seeded script, inline handler and javascript: link never reach the page.
  await page.getByRole('button', { name: /Stay safe/ }).click();
  const safety = page.getByRole('region', { name: /Stay safe/ });
  await expect(safety.getByText('Never share your password or verification code')).toBeVisible();
  expect(await safety.innerHTML()).not.toMatch(/<script|onerror|javascript:/);
  expect(await page.evaluate(() => (window as { __guideHacked?: boolean }).__guideHacked)).toBeUndefined();

  await deposit.click();
  await region.getByRole('button', { name: 'Deposit now' }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('§2 beginner guide: /guide#download opens that section; its action leads to the install guides', async ({
  page,
}) => {
  await page.goto('/guide#download');
  const download = page.getByRole('button', { name: /Install the app/ });
  await expect(download).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /Make your first deposit/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: /Install the app/ })).toBeInViewport();
  // Keyboard: the section headers move by arrow keys and Enter opens one.
  await download.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: /Stay safe/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page
    .getByRole('region', { name: /Install the app/ })
    .getByRole('button', { name: 'Install guides' })
    .click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
});

test('§2 beginner guide: a member opens "deposit" from the guide: the member centre opens over the guide', async ({
  page,
}) => {
  await page.goto('/');
  await logInAs(page, 'member');
  await page.goto('/guide');
  await page.getByRole('button', { name: /Make your first deposit/ }).click();
  await page
    .getByRole('region', { name: /Make your first deposit/ })
    .getByRole('button', { name: 'Deposit now' })
    .click();
  await expect(page).toHaveURL(/\/member\?tab=depositv2$/);
  await expect(page.getByRole('dialog').getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  // A member has an account already: the registration section has no register button.
  await page.goBack();
  await page.getByRole('button', { name: /Create your account/ }).click();
  await expect(page.getByRole('region', { name: /Create your account/ }).getByRole('button')).toHaveCount(0);
});
