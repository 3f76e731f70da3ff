import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** §9 at 360 px: the page never scrolls sideways. */
export async function expectNoSideScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** An amount as shown ("$1,500.00") in cents (150000). */
export const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The header's balance in cents: the sum of the account's wallets. */
export async function headerBalanceCents(page: Page): Promise<number> {
  return cents(await page.getByRole('group', { name: 'Wallet' }).locator('span[dir="ltr"]').first().innerText());
}
