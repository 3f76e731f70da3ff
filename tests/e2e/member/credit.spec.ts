import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';
import { axeViolations, describeViolations } from '../axe';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §2 Other screens "credit report" (/creditReport) against the demo platform: `creditplayer` plays on a weekly credit
 * line (a CREDITMAR3 member, CENTRES.md) whose figures come from its simulated bets. The journeys only read, so they
 * can run beside any other; `member` has no credit line.
 */
const REPORT = '/wps/member/creditReport';

/** "$20,000.00" → 2000000. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function lineFigure(page: Page, id: 'limit' | 'used' | 'available'): Promise<number> {
  return cents(await page.locator(`[data-credit="${id}"]`).innerText());
}

test('§2 credit report: creditplayer opens it from the footer; limit, used and available add up; statements page by page', async ({
  page,
}) => {
  let reads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === REPORT) reads += 1;
  });
  await page.goto('/');
  await logInAs(page, 'creditplayer');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Credit report' }).click();
  await expect(page).toHaveURL(/\/creditReport$/);
  const line = page.getByRole('region', { name: 'Credit line' });
  await expect(line).toBeVisible();
  expect(await lineFigure(page, 'limit')).toBe(2_000_000);
  const used = await lineFigure(page, 'used');
  expect(used + (await lineFigure(page, 'available'))).toBe(2_000_000);
  await expect(line.getByRole('meter', { name: 'Credit used' })).toHaveAttribute('aria-valuenow', String(used / 100));
  await expect(page.getByRole('region', { name: 'This period' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Past statements, newest first' });
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  // The week just closed is due or overdue (by the day of the week); the ones before it are settled.
  await expect(table.getByRole('row').nth(1)).toContainText(/Due|Overdue/);
  await expect(table.getByRole('row').nth(2)).toContainText('Settled');
  const firstPage = await table.getByRole('rowheader').allInnerTexts();
  await expectNoSideScroll(page);
  // The filled report (the route gates see it as a member without a line): no axe violation in either theme.
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(describeViolations(await axeViolations(page), colorScheme)).toEqual([]);
  }

  await page.getByRole('navigation', { name: 'Statement pages' }).getByRole('button', { name: /2/ }).click();
  await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).not.toEqual(firstPage);
  await expect(table.getByRole('row').nth(1)).toContainText('Settled');
  expect(reads).toBe(2);
});

test('§2 credit report: a member without a credit line is told so, not shown an error', async ({ page }) => {
  await page.goto('/');
  await logInAs(page, 'member');
  await page.goto('/creditReport');
  await expect(
    page.getByText('This account has no credit line. Your upline can tell you whether one is offered.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credit line' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
