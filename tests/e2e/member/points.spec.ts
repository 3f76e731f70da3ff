import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, logInAs, test } from '../auth/helpers';
import { cents, expectNoSideScroll, headerBalanceCents } from '../pageChecks';

/**
 * §2 /pointMall, §3 Points, §4 redeem statuses, §7 the points calls, against the demo platform: converting moves the
 * points and the balance (here and in the header) by the exchange rate, once however hard it is pressed; a good that
 * ships is redeemed with its address and waits In Process in the redeem history. The journeys use an account no other
 * journey reads (pointsplayer, or pointsplayer2 in a second browser project), one after the other.
 */
test.describe.configure({ mode: 'serial' });

const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';

const whole = (text: string) => Number(text.replace(/[^\d]/g, ''));

const currentPoints = async (page: Page) => whole(await page.getByTestId('points-current').innerText());
const pointsBalanceCents = async (page: Page) => cents(await page.getByTestId('points-balance').innerText());

/** Counts the requests that reach `path`. */
function countRequests(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

test.describe('§2 /pointMall: converting and redeeming points', () => {
  test.slow();

  test.beforeEach(async ({ page }, testInfo) => {
    await logInAs(page, testInfo.project.name === 'phone' ? 'pointsplayer' : 'pointsplayer2');
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    await expect.poll(() => currentPoints(page)).toBeGreaterThan(0);
    await expect.poll(() => headerBalanceCents(page)).toBeGreaterThan(0);
  });

  test('§3 convert: points and the header balance change by the exchange rate, once under a double click', async ({
    page,
  }) => {
    await expect(page.getByText('Points never expire.')).toBeVisible();
    await expectNoSideScroll(page);
    const points = await currentPoints(page);
    const balance = await pointsBalanceCents(page);
    const header = await headerBalanceCents(page);

    await page.getByRole('tab', { name: 'Exchange rates' }).click();
    await expect(page.getByText('100 points = $1.00')).toBeVisible();
    await expectNoSideScroll(page);

    const sent = countRequests(page, CONVERT);
    await page.getByRole('button', { name: 'Convert to main wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert points to main wallet' });
    await dialog.getByRole('textbox', { name: 'Points to convert' }).fill('100');
    await expect(dialog.getByText('You get $1.00 for 100 points.')).toBeVisible();
    await dialog.getByLabel(/^Login password/).fill(DEMO_PASSWORD);
    await expectNoSideScroll(page);
    await dialog.getByRole('button', { name: 'Convert', exact: true }).dblclick();
    await expect(page.getByText('100 points converted: $1.00 added to your main wallet.')).toBeVisible();
    await expect.poll(() => currentPoints(page)).toBe(points - 100);
    await expect.poll(() => pointsBalanceCents(page)).toBe(balance + 100);
    await expect.poll(() => headerBalanceCents(page)).toBe(header + 100);
    expect(sent()).toBe(1);

    await page.getByRole('tab', { name: 'Points details' }).click();
    const details = page.getByRole('region', { name: 'Points details' });
    await expect(details.getByText('Converted to balance').first()).toBeVisible();
    await expectNoSideScroll(page);
  });

  test('§4 redeem: a good that ships is redeemed with its address and is In Process in the redeem history', async ({
    page,
  }) => {
    const points = await currentPoints(page);
    const sent = countRequests(page, REDEEM);
    await page.getByRole('button', { name: 'Redeem Team scarf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Team scarf' });
    await dialog.getByRole('textbox', { name: 'Delivery address' }).fill('1 Harbour Road, Manila');
    await dialog.getByLabel(/^Login password/).fill(DEMO_PASSWORD);
    await expect(dialog.getByText(/^Uses 1,000 of your/)).toBeVisible();
    await expectNoSideScroll(page);
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).dblclick();
    await expect(page.getByText('Team scarf redeemed: in process. Follow it in the redeem history.')).toBeVisible();
    await expect.poll(() => currentPoints(page)).toBe(points - 1_000);
    expect(sent()).toBe(1);

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const newest = page.getByRole('region', { name: 'Redeem history' }).getByRole('listitem').first();
    await expect(newest).toContainText('Team scarf');
    await expect(newest).toContainText('In Process');
    await expectNoSideScroll(page);
  });
});

test('§2 /pointMall as a guest: the goods with a sign-in prompt for each action', async ({ page }) => {
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(page.getByText('Team scarf', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Redeem / })).toHaveCount(0);
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Sign in to redeem Team scarf' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
