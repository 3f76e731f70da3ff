import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';
import { cents, expectNoSideScroll, headerBalanceCents } from '../pageChecks';

/**
 * §2 transferFund (wallet) and transferUpline against the demo platform: each press moves exactly its amount, once,
 * however hard it is pressed, and the header's balance follows. The journeys use downline4 (upline subagent2,
 * payment password 246802), an account no other journey moves money for, one after the other, so the balances they
 * read are theirs alone.
 */
test.describe.configure({ mode: 'serial' });

const ACCOUNT = 'downline4';
const PAYMENT_PASSWORD = '246802';
const TRANSFER = '/wps/relay/GCS_walletTransfer';
const UPLINE_TRANSFER = '/wps/relay/passwordCheck/GCS_walletTransfer';

/** A wallet's balance on the wallet page, in cents. */
async function walletCents(page: Page, name: string): Promise<number> {
  const balances = page.getByRole('region', { name: 'Wallets' });
  return cents(await balances.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').innerText());
}

/** Counts the requests that reach `path`. */
function countRequests(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

const amount = (page: Page) => page.getByRole('textbox', { name: 'Amount' });

test.describe('§2 Wallet and transfer to upline', () => {
  test.slow();

  test.beforeEach(async ({ page }) => {
    await logInAs(page, ACCOUNT);
  });

  test('§2 transferFund: a transfer into a game wallet moves exactly its amount, once under a double click', async ({
    page,
  }) => {
    await page.goto('/member?tab=transferFund');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wallets' })).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => headerBalanceCents(page)).toBeGreaterThan(0);
    const header = await headerBalanceCents(page);
    const main = await walletCents(page, 'Main wallet');
    const game = await walletCents(page, 'TCG Lottery');
    await expectNoSideScroll(page);

    const sent = countRequests(page, TRANSFER);
    await amount(page).fill('12.34');
    await page.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
    await expect(page.getByText('$12.34 moved to TCG Lottery.')).toBeVisible();
    await expect.poll(() => walletCents(page, 'Main wallet')).toBe(main - 1_234);
    await expect.poll(() => walletCents(page, 'TCG Lottery')).toBe(game + 1_234);
    // Between two wallets of the same account: the header's total is what it was.
    expect(await headerBalanceCents(page)).toBe(header);
    expect(sent()).toBe(1);
    await expect(amount(page)).toHaveValue('');
    await expectNoSideScroll(page);

    // And back out: recall all returns every game wallet's money to the main wallet.
    await page.getByRole('button', { name: 'Recall all to main wallet' }).dblclick();
    await expect(page.getByText(/recalled to the main wallet\.$/)).toBeVisible();
    await expect.poll(() => walletCents(page, 'Main wallet')).toBe(header);
    expect(await headerBalanceCents(page)).toBe(header);
  });

  test('§2 transferUpline: the header balance falls by exactly the amount, once under a double click; the message names the upline', async ({
    page,
  }) => {
    await page.goto('/member?tab=transferUpline');
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer to upline' })).toBeVisible();
    await expect.poll(() => headerBalanceCents(page)).toBeGreaterThan(0);
    const before = await headerBalanceCents(page);
    await expectNoSideScroll(page);

    const sent = countRequests(page, UPLINE_TRANSFER);
    await amount(page).fill('7.25');
    await page.getByLabel('Payment password').fill('000000');
    await page.getByRole('button', { name: 'Transfer to upline' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The payment password is incorrect.' })).toBeVisible();
    await expect(amount(page)).toHaveValue('7.25');
    expect(await headerBalanceCents(page)).toBe(before);

    await page.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Transfer to upline' }).dblclick();
    await expect(page.getByText('$7.25 transferred to your upline subagent2.')).toBeVisible();
    await expect.poll(() => headerBalanceCents(page)).toBe(before - 725);
    // The refused press and the accepted one: the double click sent one.
    expect(sent()).toBe(2);
    await expect(page.getByLabel('Payment password')).toHaveValue('');
    await expectNoSideScroll(page);
  });
});
