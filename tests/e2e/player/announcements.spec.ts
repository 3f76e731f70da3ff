import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { expect, logInAs, test } from '../auth/helpers';

/**
 * §4 Announcement popup (once per session per audience unless closed; B for guests, A for members; refreshed on
 * language change and login), §2 noticeModal (the notice list from the header's notice icon, §9 9 per page, pager
 * 5 links and margin 1) and §2 customer service (§9 a 440×750 window), in the built app against the demo platform.
 */
test.use({ entryAnnouncements: 'shown' });

const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });
const notices = (page: Page) => page.getByRole('dialog', { name: 'Notices' });

/** The guest audience's popups in the demo platform (execution B, anonymous, and A,B), in its order. */
const GUEST_TITLES = ['Welcome to Atrium', 'Scheduled maintenance', 'New payment method'];
/** The member audience's popups (A, user, A,B). */
const MEMBER_TITLES = ['Member week', 'Your VIP level', 'New payment method'];

async function expectTitles(page: Page, titles: readonly string[]) {
  const dialog = popup(page);
  for (const [index, title] of titles.entries()) {
    await expect(dialog.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(dialog.getByText(`${index + 1} of ${titles.length}`)).toBeVisible();
    if (index < titles.length - 1) await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
}

test.describe('§4 Announcement popup', () => {
  test.slow();

  test('a guest sees the B popups once per session: closed, they stay closed on reload', async ({ page }) => {
    await page.goto('/');
    await expect(popup(page)).toBeVisible();
    await expectTitles(page, GUEST_TITLES);
    // The server HTML is sanitized: the demo popup's onerror image and script are gone.
    expect(await popup(page).innerHTML()).not.toMatch(/onerror|<script/);

    await popup(page).getByRole('button', { name: 'OK' }).click();
    await expect(popup(page)).toBeHidden();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.announcementClosed)).toBe(
      'B',
    );

    const refetched = page.waitForResponse((r) => r.url().includes('MCSFE_getListAnnouncements'));
    await page.reload();
    await refetched;
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(popup(page)).toBeHidden();
  });

  test('without closing, the popup shows again on the next entry', async ({ page }) => {
    await page.goto('/');
    await expect(popup(page)).toBeVisible();
    await page.reload();
    await expect(popup(page)).toBeVisible();
  });

  test('a member login brings the A popups (the guest one closed), and its notice list pages 9 at a time', async ({
    page,
  }) => {
    await page.goto('/');
    await popup(page).getByRole('button', { name: 'OK' }).click();
    await expect(popup(page)).toBeHidden();

    await logInAs(page, 'member');
    await expect(popup(page)).toBeVisible();
    await expectTitles(page, MEMBER_TITLES);
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.announcementClosed)).toBe(
      'B,A',
    );

    // §2 the header's notice icon opens the notice list: 23 demo notices, 9 + 9 + 5.
    await page.getByRole('button', { name: /^Notices/ }).click();
    const list = notices(page);
    await expect(list.getByRole('list', { name: 'Notices, page 1 of 3' }).getByRole('listitem')).toHaveCount(9);
    await expect(list.getByRole('listitem').first().locator('time')).toHaveText(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    const pager = list.getByRole('navigation', { name: 'Notice pages' });
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect(list.getByRole('list', { name: 'Notices, page 3 of 3' }).getByRole('listitem')).toHaveCount(5);
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect(list.getByRole('list', { name: 'Notices, page 2 of 3' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  });

  test('a language change fetches the announcements and notices again, in the new language', async ({ page }) => {
    await page.goto('/');
    await popup(page).getByRole('button', { name: 'OK' }).click();
    await logInAs(page, 'member');
    await popup(page).getByRole('button', { name: 'OK' }).click();
    await expect(popup(page)).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Main menu' });
    const isPhone = await menuButton.isVisible();
    if (isPhone) await menuButton.click();
    const refetched = page.waitForRequest((r) => r.url().includes('MCSFE_getListAnnouncements'));
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    expect((await (await refetched).allHeaders())['language']).toBe('CN');
    if (isPhone) await page.keyboard.press('Escape');
    // Closed this session, it stays closed in the new language.
    await expect(popup(page)).toBeHidden();

    const noticesRequest = page.waitForRequest((r) => r.url().includes('MCSFE_getListNotices'));
    await page.getByRole('button', { name: /^公告/ }).first().click();
    expect((await (await noticesRequest).allHeaders())['language']).toBe('CN');
    await expect(page.getByRole('dialog', { name: '公告列表' }).getByRole('list', { name: /第 1 页/ })).toBeVisible();
  });
});

test.describe('§2 Customer service', () => {
  test.slow();
  test.use({ entryAnnouncements: 'closed' });

  test('§9 the header icon opens the decoded entry in a 440×750 window without an opener', async ({ page }) => {
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { __opened: unknown[] }).__opened = args;
        return open(...args);
      };
    });
    await logInAs(page, 'member');
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Customer service' }).first().click();
    const support = await opened;
    const [url, name, features] = (await page.evaluate(
      () => (window as unknown as { __opened: unknown[] }).__opened,
    )) as [string, string, string];
    // The status payload's path is DES-obfuscated (docs/protocol.md); decoded it is the demo's support page.
    expect(url).toBe('/__demo/support');
    expect(name).toBe('atrium-support');
    expect(features).toMatch(/(^|,)width=440(,|$)/);
    expect(features).toMatch(/(^|,)height=750(,|$)/);
    expect(features).toMatch(/(^|,)noopener(,|$)/);
    await support.waitForLoadState();
    expect(new URL(support.url()).pathname).toBe('/__demo/support');
    expect(await support.evaluate(() => window.opener)).toBeNull();
  });
});
