import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../axe';
import { expect, logInAs, test } from '../auth/helpers';

/**
 * §2 agent centre overlay: an agent signed in on the member side opens the agent centre from the header's account
 * menu over the page they are on; its menu moves inside it; Escape closes it back to the page, the focus on the
 * account button. Signs in as `agent` and only reads.
 */
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

async function closeAnnouncements(page: Page) {
  // The entry's announcement popup greets a member-side visit: closed first, as a user would.
  for (let round = 0; round < 5; round += 1) {
    const dialog = page.getByRole('dialog').first();
    if (!(await dialog.isVisible().catch(() => false))) return;
    await page.keyboard.press('Escape');
  }
}

test.describe('§2 agent centre overlay', () => {
  test('the header opens the team overview over a lobby, axe-clean; team management inside it; Escape returns to the lobby', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await logInAs(page, 'agent');
    await page.goto('/rng');
    await closeAnnouncements(page);
    const lobby = page.getByRole('heading', { level: 1 }).first();
    await expect(lobby).toBeVisible();
    const lobbyHeading = await lobby.textContent();

    const accountButton = page.getByRole('button', { name: /^Account menu/ });
    await accountButton.click();
    await page.getByRole('menuitem', { name: 'Agent centre' }).click();
    await expect(overlay(page)).toBeVisible();
    await expect(page).toHaveURL(/\/agentHome$/);
    const menu = overlay(page).getByRole('navigation', { name: 'Agent menu' });
    await expect(menu.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    await expect(overlay(page).getByText('Team size')).toBeVisible();
    // At 360 px the sheet holds the page at its width: the menu row scrolls on its own, the page does not sideways.
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(describeViolations(await axeViolations(page), colorScheme)).toEqual([]);
    }

    await menu.getByRole('link', { name: 'Team management' }).click();
    await expect(page).toHaveURL(/\/agentHome\?tab=downlineManagmentView$/);
    await expect(overlay(page).getByRole('heading', { level: 2, name: 'Team management' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(lobbyHeading ?? '');
    await expect(accountButton).toBeFocused();
  });
});
