import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §2 personal-centre records: personalHistoryCopy (betting record), transactionHistory (account record),
 * personalProfit and bonusDetails, against the demo platform's seeded history of the demo member.
 */

const totals = (page: Page) => page.getByRole('region', { name: 'Totals for the range' });
const total = (page: Page, id: string) => totals(page).locator(`[data-total="${id}"]`);

async function openRecordPage(page: Page, tab: string, heading: string) {
  await page.goto(`/member?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Past 7 days' })).toHaveAttribute('aria-pressed', 'true');
}

test.describe('§2 Member centre records', () => {
  test.slow();

  test('§2 a transfer made in the wallet is at the top of today’s account record at once', async ({ page }) => {
    // An account no other journey signs in with, so the newest move is this test's.
    await logInAs(page, 'downline5');
    await page.goto('/member?tab=transferFund');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('1.37');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText(/^\$1\.37 moved to /)).toBeVisible();
    await page.goto('/member?tab=transactionHistory');
    await page.getByRole('button', { name: 'Today' }).click();
    const newest = page.getByRole('table', { name: 'Account moves in the range' }).getByRole('row').nth(1);
    await expect(newest).toContainText('Transfer out');
    await expect(newest).toContainText('-$1.37');
  });
});

test.describe('§2 Member centre records of the demo member', () => {
  test.slow();

  test.beforeEach(async ({ page }) => {
    await logInAs(page, 'member');
  });

  test('§2 each record page shows the member’s past 7 days with totals, at 360 px without sideways scroll', async ({
    page,
  }) => {
    await openRecordPage(page, 'personalHistoryCopy', 'Betting record');
    const bets = page.getByRole('table', { name: 'Bets in the range' });
    await expect(bets.getByRole('row').nth(1)).toBeVisible();
    await expect(total(page, 'count')).toHaveText(/^[1-9]\d*$/);
    await expect(total(page, 'winLoss')).toHaveText(/\$\d/);
    await expectNoSideScroll(page);

    await openRecordPage(page, 'transactionHistory', 'Account record');
    await expect(page.getByRole('table', { name: 'Account moves in the range' }).getByRole('row').nth(1)).toBeVisible();
    await expect(total(page, 'in')).toHaveText(/\$\d/);
    await expectNoSideScroll(page);

    await openRecordPage(page, 'personalProfit', 'Profit and loss');
    await expect(
      page.getByRole('table', { name: 'Profit and loss by game type' }).getByRole('row').nth(1),
    ).toBeVisible();
    await expectNoSideScroll(page);

    await openRecordPage(page, 'bonusDetails', 'Bonus details');
    await expect(page.getByRole('table', { name: 'Bonuses in the range' }).getByRole('row').nth(1)).toBeVisible();
    await expect(total(page, 'total')).toHaveText(/\$\d/);
    await expectNoSideScroll(page);
  });

  test('§2 the totals agree: profit is the betting record’s win/loss over the same range, bonuses match', async ({
    page,
  }) => {
    for (const preset of ['Past 7 days', 'Past 30 days']) {
      await page.goto('/member?tab=personalHistoryCopy');
      await page.getByRole('button', { name: preset }).click();
      await expect(page.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('region', { name: 'Records' })).not.toHaveAttribute('aria-busy', 'true');
      const winLoss = await total(page, 'winLoss').innerText();
      const search = new URL(page.url()).search;

      await page.goto(`/member${search.replace('personalHistoryCopy', 'personalProfit')}`);
      await expect(page.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'true');
      await expect(total(page, 'winLoss')).toHaveText(winLoss);
      const bonus = await total(page, 'bonus').innerText();

      await page.goto(`/member${search.replace('personalHistoryCopy', 'bonusDetails')}`);
      await expect(total(page, 'total')).toHaveText(bonus);
    }
  });

  test('§9 the range, the filter and the page stay in the address: a reload keeps them', async ({ page }) => {
    await openRecordPage(page, 'personalHistoryCopy', 'Betting record');
    await page.getByRole('button', { name: 'Past 30 days' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Settled', exact: true }).click();
    await expect(page).toHaveURL(/status=settled/);
    const pager = page.getByRole('navigation', { name: 'Record pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    // The address changes before the router's render commits: the pager marking page 2 is what says the table
    // below is page 2's, and no longer busy says its rows are the answer, not the previous page kept on screen.
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Records' })).not.toHaveAttribute('aria-busy', 'true');
    const firstBet =
      (await page.getByRole('table', { name: 'Bets in the range' }).getByRole('row').nth(1).textContent()) ?? '';

    await page.reload();
    await expect(page.getByRole('button', { name: 'Past 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Settled/);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: 'Bets in the range' }).getByRole('row').nth(1)).toHaveText(firstBet);
    await expect(page.getByRole('table', { name: 'Bets in the range' })).not.toContainText(/Unsettled|Cancelled/);
  });

  test('§9 a custom range with the first day after the last is refused in words', async ({ page }) => {
    await openRecordPage(page, 'transactionHistory', 'Account record');
    const before = page.url();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2099-01-02');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2099-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('The first day must not come after the last day.');
    expect(page.url()).toBe(before);
  });
});
