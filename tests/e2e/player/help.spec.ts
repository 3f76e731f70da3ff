import type { Page } from '@playwright/test';
import { expect, test } from '../auth/helpers';

/**
 * §2 /help (optional #term): the help popup over the home page; the footer's help list opens /help#{tag}; /helpmc:
 * the help centre without header or footer. Against the demo platform's help centre (GET /wps/system/helpCenter).
 */

const help = (page: Page) => page.getByRole('dialog', { name: 'Help' });
const article = (page: Page, title: string) => help(page).getByRole('heading', { level: 2, name: title });

test.describe('§2 Help', () => {
  test.slow();

  test('/help#deposit opens the help popup at that item over the home page; closing it goes back to /', async ({
    page,
  }) => {
    await page.goto('/help#deposit');
    await expect(article(page, 'How to deposit')).toBeVisible();
    await expect(help(page).getByRole('button', { name: 'How to deposit' })).toHaveAttribute('aria-current', 'true');

    // Another topic goes into the address, so the link can be shared.
    await help(page).getByRole('button', { name: 'How to withdraw' }).click();
    await expect(article(page, 'How to withdraw')).toBeVisible();
    await expect(page).toHaveURL(/\/help#withdraw$/);

    await page.keyboard.press('Escape');
    await expect(help(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // The home page was under it all along: the header is there and no popup is left.
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  });

  test('/help without a term opens the first item; the server HTML is sanitized', async ({ page }) => {
    await page.goto('/help');
    await expect(article(page, 'About us')).toBeVisible();
    await help(page).getByRole('button', { name: 'How do bonuses work?' }).click();
    await expect(article(page, 'How do bonuses work?')).toBeVisible();
    expect(await help(page).innerHTML()).not.toMatch(/onerror|<script|javascript:|onclick/);
  });

  test('a footer help link opens /help#{tag} and the help popup', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const link = footer.getByRole('link', { name: 'Responsible gaming' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/help#responsible$/);
    await expect(article(page, 'Responsible gaming')).toBeVisible();
  });
});

test.describe('§2 Help centre', () => {
  test.slow();
  // With the entry popup allowed: it must not open over the bare page.
  test.use({ entryAnnouncements: 'shown' });

  test('/helpmc is the help centre without header or footer', async ({ page }) => {
    await page.goto('/helpmc');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('button', { name: 'How to withdraw' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How to withdraw' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
