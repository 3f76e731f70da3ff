import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';

/**
 * Navigation (spec §2 Routes, the layout paragraph): "Navigation scrolls to top, or to the hash if present";
 * "Game pages (/seamless, …) hide the side menu"; "Lottery pages, task and seamless have no footer"; other routes
 * have side menu, header, content and footer.
 */
test.slow();

// The entry announcement popups are another journey's subject: marked closed (as the fixture does), and safely for
// the sandboxed game frame of /seamless, which has no storage.
test.use({ entryAnnouncements: 'shown' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    try {
      sessionStorage.setItem(key, 'B,A');
    } catch {
      // The sandboxed game frame has no storage.
    }
  }, SESSION_STORAGE_KEYS.announcementClosed);
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const footer = (page: Page) => page.getByRole('contentinfo');

/** The side menu is there: a sidebar on a wide screen, the header's menu button (a drawer) on a phone. */
async function expectSideMenu(page: Page, isShown: boolean, isPhone: boolean) {
  const menu = isPhone ? page.getByRole('button', { name: 'Main menu' }) : page.locator('#atrium-side-menu');
  if (isShown) await expect(menu).toBeVisible();
  else await expect(menu).toHaveCount(0);
}

test('§2 navigation scrolls to the top of the new page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(footer(page)).toBeVisible();
  // Down to the footer, then a link there: the next page starts at its top.
  const link = footer(page).getByRole('link', { name: 'Live casino' });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  await link.click();
  await expect(page).toHaveURL(/\/live$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('§2 navigation to an address with a hash scrolls to that element', async ({ page }) => {
  await logInAs(page, 'member');
  // The SEA menus list every group: the fast lottery is the last one, well below the results on a phone.
  await page.goto('/seaLottery#lottery-menu-FAST');
  const fast = page.getByRole('heading', { level: 3, name: 'Fast lottery' });
  await expect(fast).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

  // A new page without a hash starts at the top again.
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('§2 layout flags per route: footer and side menu on home and lobbies; none on lottery pages and /seamless', async ({
  page,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  await logInAs(page, 'member');

  await test.step('home: header, side menu, footer', async () => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expectSideMenu(page, true, isPhone);
  });

  await test.step('a lobby (/live): header, side menu, footer', async () => {
    await page.goto('/live');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expectSideMenu(page, true, isPhone);
  });

  for (const address of ['/lottery', '/seaLottery', '/vnLottery']) {
    await test.step(`${address}: a game page, no side menu and no footer`, async () => {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(footer(page)).toHaveCount(0);
      await expectSideMenu(page, false, isPhone);
    });
  }

  await test.step('/seamless: a game page, no side menu and no footer', async () => {
    await page.goto('/lottery');
    await page.getByRole('button', { name: 'Open the lottery lobby' }).click();
    await expect(page).toHaveURL(/\/seamless\?lottery=/);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: /Demo lottery lobby/ })).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
    await expectSideMenu(page, false, isPhone);
  });
});
