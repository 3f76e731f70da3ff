import type { Page } from '@playwright/test';
import { expect, logInAs, loginDialog, test } from '../auth/helpers';

/** §2 "/favorite, /recent: Account games page" (login required for the data). */

const results = (page: Page) => page.locator('[data-lobby-results]');
const cards = (page: Page) => results(page).getByRole('button', { name: /^Play / });

test.describe('§2 Account games pages', () => {
  test.slow();

  // The entry announcement popups (§4, another journey's subject) start closed: the shared fixture's default.

  test('§2 a member sees a favourite on /favorite', async ({ page }) => {
    await logInAs(page, 'member');
    await page.goto('/rng?vassalage=PT');
    await expect(results(page)).toHaveAttribute('data-state', 'ready');
    // A game not yet a favourite (the demo keeps favourites per account for the server's lifetime).
    const toggles = results(page).getByRole('button', { name: /^Favourite / });
    const count = await toggles.count();
    let name = '';
    for (let i = 0; i < count; i += 1) {
      const toggle = toggles.nth(i);
      if ((await toggle.getAttribute('aria-pressed')) === 'false') {
        name = ((await toggle.getAttribute('aria-label')) ?? '').replace(/^Favourite /, '');
        const saved = page.waitForResponse((r) => r.url().includes('addFavoriteGame') && r.ok());
        await toggle.click();
        await saved;
        break;
      }
    }
    expect(name).not.toBe('');

    await page.goto('/favorite');
    await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
    await expect(results(page)).toHaveAttribute('data-state', 'ready');
    const card = results(page).getByRole('button', { name: `Play ${name}`, exact: true });
    // The list may run to several pages: walk them until the game shows.
    await expect(async () => {
      if (await card.isVisible()) return;
      await page
        .getByRole('navigation', { name: 'Favourite game pages' })
        .getByRole('button', { name: 'Next page' })
        .click();
      throw new Error('not on this page');
    }).toPass();
  });

  test('§2 a member sees a launched game first on /recent', async ({ page }) => {
    await logInAs(page, 'member');
    await page.goto('/rng?vassalage=HB');
    await expect(results(page)).toHaveAttribute('data-state', 'ready');
    const play = cards(page).nth(1);
    const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await play.click();
    await expect(page).toHaveURL(/\/seamless/);

    await page.goto('/recent');
    await expect(page.getByRole('heading', { level: 1, name: 'Recently played' })).toBeVisible();
    await expect(results(page)).toHaveAttribute('data-state', 'ready');
    await expect(cards(page).first()).toHaveAccessibleName(`Play ${name}`);
  });

  for (const path of ['/favorite', '/recent']) {
    test(`§6 a guest on ${path} gets the login popup, not the list`, async ({ page }) => {
      await page.goto(path);
      await expect(loginDialog(page)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    });
  }
});
