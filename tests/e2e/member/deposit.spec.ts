import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';
import { expectNoSideScroll, headerBalanceCents } from '../pageChecks';

/**
 * §2 depositv2 against the demo platform: a deposit order is made once per press, shows its reference and how to
 * pay it, and once the platform approves it (the demo control) the header balance rises by exactly its amount.
 * The journeys use subagent1 (the member centre's deposit is the same page for an agent), an account no other
 * journey signs in as or moves money for, and run one after the other, so the balance they read is theirs alone.
 */
test.describe.configure({ mode: 'serial' });

const ACCOUNT = 'subagent1';
const CREATE = '/wps/relay/MCSFE_createDepositOrder';

async function openDeposit(page: Page) {
  await page.goto('/member?tab=depositv2');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
}

/** The form's submit (the header has a Deposit entry of its own). */
const depositButton = (page: Page) =>
  page.getByRole('region', { name: 'Make a deposit' }).getByRole('button', { name: 'Deposit', exact: true });

/** The newest pending order's card (the page lists pending orders newest first). */
const newestOrder = (page: Page) => page.getByRole('region', { name: 'Your deposit order' }).first();

test.describe('§2 depositv2 deposit', () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page, ACCOUNT);
  });

  test('§2 a bank transfer deposit makes one pending order despite a double click, with its reference and where to pay; 360 px without sideways scroll', async ({
    page,
  }) => {
    await openDeposit(page);
    let orders = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(CREATE)) orders += 1;
    });
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByRole('textbox', { name: 'Name on your bank account' }).fill('Demo Depositor');
    await depositButton(page).dblclick();

    const order = newestOrder(page);
    await expect(order.getByRole('heading', { name: 'Your deposit order' })).toBeFocused();
    await expect(order.getByText('Waiting for payment')).toBeVisible();
    await expect(order.getByText(/^DP\d{8}$/)).toBeVisible();
    await expect(order.getByText('Atrium Demo Payments Ltd')).toBeVisible();
    await expect(order.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
    // The page has asked for the orders again since: still one order from the double click.
    await page.waitForResponse((r) => r.url().includes('MCSFE_getDepositOrders'));
    expect(orders).toBe(1);
    await expectNoSideScroll(page);

    // Leave nothing pending for the next journey's balance.
    await order.getByRole('button', { name: 'Cancel this order' }).click();
    await expect(page.getByRole('region', { name: 'Recent deposits' }).getByText('Cancelled').first()).toBeVisible();
  });

  test('§2 a QR deposit shows its code; approved, the header balance rises by exactly its amount', async ({ page }) => {
    await openDeposit(page);
    await expect.poll(() => headerBalanceCents(page)).toBeGreaterThan(0);
    const before = await headerBalanceCents(page);

    await page.getByRole('radio', { name: 'QR code' }).click();
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '$50.00' }).click();
    await depositButton(page).click();
    const order = newestOrder(page);
    await expect(order.getByRole('img', { name: 'QR code to pay this order' })).toBeVisible();
    const reference = await order.getByText(/^DP\d{8}$/).innerText();
    await expectNoSideScroll(page);

    // The demo's finance team approves it; the page notices by itself and refreshes the balance.
    const approved = await page.request.post(`/__demo/deposit/approve?orderNo=${reference}`);
    expect(await approved.json()).toEqual({ orderNo: reference, status: 'APPROVED' });
    const row = page
      .getByRole('region', { name: 'Recent deposits' })
      .getByRole('listitem')
      .filter({ hasText: reference });
    await expect(row.getByText('Approved')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => headerBalanceCents(page)).toBe(before + 5_000);
  });

  test('§2 an online deposit opens the payment page in a new window', async ({ page }) => {
    await openDeposit(page);
    await page.getByRole('radio', { name: 'Online payment' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('20');
    await depositButton(page).click();
    const order = newestOrder(page);
    const reference = await order.getByText(/^DP\d{8}$/).innerText();
    const [payment] = await Promise.all([
      page.waitForEvent('popup'),
      order.getByRole('link', { name: /Open the payment page/ }).click(),
    ]);
    await expect(payment.getByText(new RegExp(`order ${reference}`))).toBeVisible();
    await payment.close();
    await order.getByRole('button', { name: 'Cancel this order' }).click();
    await expect(page.getByRole('region', { name: 'Your deposit order' })).toHaveCount(0);
  });
});
