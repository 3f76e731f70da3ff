import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../axe';
import { expect, logInAs, test } from '../auth/helpers';

/**
 * §2 member centre overlay: the header's entries open the member centre over the page the player is on; the address
 * is the member page's (a reload keeps the overlay, a shared link opens the full page), Escape or Back closes it and
 * the page behind is as it was. Signs in as `member` and moves no money.
 */
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

async function closeAnnouncements(page: Page) {
  // The entry's announcement popup greets a member on a new visit: closed first, as a player would.
  for (let round = 0; round < 5; round += 1) {
    const dialog = page.getByRole('dialog').first();
    if (!(await dialog.isVisible().catch(() => false))) return;
    await page.keyboard.press('Escape');
  }
}

test.describe('§2 member centre overlay', () => {
  test('the header opens it over a lobby; its menu moves inside it; axe-clean in dark and light; Escape and Back close it', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await logInAs(page, 'member');
    await page.goto('/rng');
    await closeAnnouncements(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const lobbyHeading = await page.getByRole('heading', { level: 1 }).first().textContent();

    await page.getByRole('button', { name: 'Deposit' }).click();
    await expect(overlay(page)).toBeVisible();
    await expect(page).toHaveURL(/\/member\?tab=depositv2$/);
    await expect(overlay(page).getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    // Its menu moves between pages without leaving the overlay.
    await overlay(page).getByRole('link', { name: 'Account record' }).click();
    await expect(page).toHaveURL(/\/member\?tab=transactionHistory/);
    await expect(overlay(page).getByRole('heading', { level: 1, name: 'Account record' })).toBeVisible();

    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(describeViolations(await axeViolations(page), colorScheme)).toEqual([]);
    }

    // A reload keeps the overlay over the same page behind.
    await page.reload();
    await expect(overlay(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(lobbyHeading ?? '');

    // Back closes it too.
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(overlay(page)).toBeVisible();
    await page.goBack();
    await expect(overlay(page)).toBeHidden();
    await expect(page).toHaveURL(/\/rng$/);
  });
});
