import type { Page } from '@playwright/test';
import { expect, logInAs, loginDialog, test } from '../auth/helpers';

/**
 * Game launch (spec §2 "Game launch by vendor/type", §4 Game start, §8 "Game under maintenance") against the
 * demo platform: its launches lead to its local demo game page, and every 97th node id is under maintenance.
 */

/** Opens a top-navigation category's provider list by keyboard focus (hover on a desktop, focus everywhere). */
async function openProviders(page: Page, category: string) {
  const nav = page.getByRole('navigation', { name: 'Game categories' });
  await expect(nav.getByRole('link', { name: category })).toBeVisible();
  await page.keyboard.press('Escape');
  await nav.getByRole('link', { name: category }).focus();
  return page.getByRole('list', { name: `${category} providers` });
}

async function playFreeAsTrial(page: Page) {
  await page.goto('/login');
  await loginDialog(page).getByRole('button', { name: 'Play for free', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu, trial/ })).toBeVisible();
}

test.describe('§2 §4 Game launch', () => {
  test.slow();

  test('§4 Game start: a guest gets the login popup instead of a game', async ({ page }) => {
    await page.goto('/sports');
    await page.getByRole('button', { name: /SABA Sports/ }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/sports$/);
  });

  test('§4 Game start: a trial user is told a real account is needed (info dialog with OK)', async ({ page }) => {
    await playFreeAsTrial(page);
    await page.goto('/sports');
    await page.getByRole('button', { name: /SABA Sports/ }).click();
    const warning = page.getByRole('dialog', { name: 'Real account needed' });
    await expect(
      warning.getByText('You are using a trial account. Please register a real account to play this game.'),
    ).toBeVisible();
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/sports$/);
  });

  test('§2 in place: a member plays on /seamless (the demo game page, no footer, no side menu); the balance is refreshed on return', async ({
    page,
  }) => {
    await logInAs(page, 'member');
    await page.goto('/sports');
    const launch = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
    // A double click starts one launch only.
    await page.getByRole('button', { name: /SABA Sports/ }).dblclick();
    await launch;
    await expect(page).toHaveURL(/\/seamless\?vassalage=SABA/);
    await expect(page.getByRole('heading', { level: 1, name: 'SABA Sports' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="SABA Sports game"]');
    await expect(frame.getByRole('heading', { name: 'SABA Sports' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(page.locator('iframe')).not.toHaveAttribute('sandbox', /allow-same-origin/);

    const balance = page.waitForRequest((r) => /balance/i.test(r.url()));
    await page.getByRole('button', { name: 'Leave game' }).click();
    await expect(page).toHaveURL(/\/sports$/);
    await balance;
  });

  test('§2 isGame = VASSALAGE: a provider opens the popup list of its games', async ({ page }) => {
    await logInAs(page, 'member');
    const providers = await openProviders(page, 'Fishing');
    await providers.getByRole('button', { name: 'JDB Fishing' }).click();
    const popup = page.getByRole('dialog', { name: 'JDB Fishing' });
    const list = popup.getByRole('list', { name: 'JDB Fishing games' });
    await expect(list.getByRole('listitem')).toHaveCount(12);
    await expect(list.getByText('JDB Cannon Blast', { exact: true })).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
  });

  test('§2 game type RNG: a slots provider opens /rng with its vassalage', async ({ page }) => {
    await page.goto('/');
    const providers = await openProviders(page, 'Slots');
    await providers.getByRole('button', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  });

  test('§2 LOTT: a lottery provider goes to the lottery page with its game code', async ({ page }) => {
    await logInAs(page, 'member');
    await page.goto('/lott');
    await page.getByRole('button', { name: /TCG Lottery/ }).click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=LOTT_LOBBY$/);
    await page.goto('/lott');
    await page.getByRole('button', { name: /SEA Lottery/ }).click();
    await expect(page).toHaveURL(/\/seaLottery\?gameCode=SEA_LOBBY$/);
  });

  test('§8 Game under maintenance: a dialog suggests hot games, which start from it', async ({ page }) => {
    await logInAs(page, 'member');
    // Node 19982 (Sweet Jungle Deluxe, SS) is a multiple of 97: the demo refuses it.
    await page.goto('/rng?vassalage=SS&q=Sweet%20Jungle%20Deluxe');
    await page
      .getByRole('button', { name: /Play Sweet Jungle Deluxe/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Game under maintenance' });
    await expect(
      dialog.getByText('Sweet Jungle Deluxe is under maintenance. Try one of our hot games instead.'),
    ).toBeVisible();
    const hot = dialog.getByRole('list', { name: 'Hot games' });
    await expect(hot.getByRole('listitem').first()).toBeVisible();
    await hot
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/seamless\?/);
    await expect(dialog).toBeHidden();
  });
});
