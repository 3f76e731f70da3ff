import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';
import { expectNoSideScroll, headerBalanceCents } from '../pageChecks';

/**
 * §1 "Members … withdraw, and confirm receipt of a withdrawal", §2 withdraw, §4 withdrawal confirmation, §5 uploads,
 * against the demo platform. The journey uses downline1 (payment password 246802, no card at the start), an account
 * no other journey moves money for, so the balances it reads are its own.
 */
test.describe.configure({ mode: 'serial' });

const ACCOUNT = 'downline1';
const PAYMENT_PASSWORD = '246802';
const WITHDRAW = '/wps/relay/passwordCheck/MCSFE_withdraw';
const ADD_CARD = '/wps/relay/passwordCheck/MCSFE_addBankCard';
const ANSWER = '/wps/relay/MCSFE_processC2CTransaction';
/** A PNG's signature and an empty IHDR: enough for the checks by type, size and first bytes. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

function countRequests(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

const form = (page: Page) => page.getByRole('region', { name: 'New withdrawal' });

test.describe('§2 Withdraw and §4 receipt confirmation', () => {
  test.slow();

  test.beforeEach(async ({ page }) => {
    await logInAs(page, ACCOUNT);
  });

  test('a card is added, a withdrawal is requested once under a double click, disbursed, and confirmed as partially received with a proof image', async ({
    page,
  }) => {
    await page.goto('/member?tab=withdraw');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect.poll(() => headerBalanceCents(page)).toBeGreaterThan(0);
    const before = await headerBalanceCents(page);
    await expectNoSideScroll(page);

    // No card yet: add one (bank, name, number, payment password), once under a double click.
    const cardsSent = countRequests(page, ADD_CARD);
    await form(page).getByRole('button', { name: 'Add bank card' }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Add bank card' });
    await cardDialog.getByRole('combobox', { name: /Bank/ }).click();
    await page.getByRole('option', { name: 'Bank of China', exact: true }).click();
    await cardDialog.getByRole('textbox', { name: 'Account name' }).fill('Demo Downline');
    await cardDialog.getByRole('textbox', { name: 'Card number' }).fill('6216 6100 0000 4321');
    await cardDialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await expectNoSideScroll(page);
    await cardDialog.getByRole('button', { name: 'Add card' }).dblclick();
    await expect(cardDialog).toBeHidden();
    await expect(form(page).getByRole('radio', { name: /4321/ })).toBeChecked();
    expect(cardsSent()).toBe(1);

    // The withdrawal: sent once, the header balance falls by exactly the amount.
    const sent = countRequests(page, WITHDRAW);
    await form(page).getByRole('textbox', { name: 'Amount' }).fill('250');
    await form(page).getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await form(page).getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
    await expect(
      page.getByText('Withdrawal of $250.00 requested. It is reviewed, then paid to your card.'),
    ).toBeVisible();
    await expect.poll(() => headerBalanceCents(page)).toBe(before - 25_000);
    expect(sent()).toBe(1);
    await expect(form(page).getByLabel('Payment password')).toHaveValue('');
    await expect(page.getByText('In review')).toBeVisible();

    // The back office pays it out (demo control); the page shows it waiting for the answer.
    const disbursed = await page.request.post('/__demo/withdraw/disburse', { data: { username: ACCOUNT } });
    expect(disbursed.ok()).toBe(true);
    await page.reload();
    const confirm = page.getByRole('button', { name: 'Confirm receipt of $250.00' });
    await expect(confirm).toBeVisible();
    await expect(page.getByText(/^Counts as received on .+ unless you answer\.$/)).toBeVisible();

    // Partially received: 100 arrived, 150 did not; a proof image; the answer is sent once.
    const answers = countRequests(page, ANSWER);
    await confirm.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm receipt' });
    await expect(dialog).toContainText('a receipt counted this way is final: nothing is refunded');
    await dialog.getByRole('radio', { name: 'Partly received' }).click();
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill('100');
    await expect(dialog.getByRole('textbox', { name: 'Amount not received' })).toHaveValue('150.00');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Proof image statement.png' })).toBeVisible();
    await expectNoSideScroll(page);
    await dialog.getByRole('button', { name: 'Send answer' }).dblclick();
    await expect(page.getByText('Your answer is recorded: $150.00 went back to your balance.')).toBeVisible();
    expect(answers()).toBe(1);
    await expect(page.getByText('Partly received: $100.00 received, $150.00 refunded')).toBeVisible();
    // Before the withdrawal, less what arrived at the bank.
    await expect.poll(() => headerBalanceCents(page)).toBe(before - 10_000);
    await expectNoSideScroll(page);
  });
});
