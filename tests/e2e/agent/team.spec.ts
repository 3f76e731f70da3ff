import { expect, logInAsAgent, test } from '../auth/helpers';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §2 registerCenter and downlineManagmentView, §1 transfers to a downline: teamagent1 adds a downline and finds it
 * in team management, then transfers to teamdown1a under a double click: one request, the agent's available
 * balance falls and the downline's balance rises by the amount.
 */

const TRANSFER = '/wps/relay/passwordCheck/GCS_walletTransfer';

const amountOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test.describe('§2 Agent team', () => {
  test('§2 add account, find it in team management; §1 transfer to a downline once under a double click', async ({
    page,
  }) => {
    await logInAsAgent(page, 'teamagent1');

    // A username of this run only: the demo platform keeps the accounts earlier runs made.
    const username = `td${Date.now().toString(36)}`;
    await page.goto('/agentHome?tab=registerCenter');
    await page.getByRole('textbox', { name: /Username/ }).fill(username);
    await page.getByLabel(/^Password/).fill('Secret123');
    await page.getByLabel(/^Confirm password/).fill('Secret123');
    await page.getByRole('textbox', { name: /^Live casino rebate/ }).fill('0.5');
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByText(`Account ${username} was created.`)).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: 'Open team management' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search by username' })).toHaveValue(username);
    await page.getByRole('button', { name: `Details of ${username}` }).click();
    const made = page.getByRole('dialog', { name: `Details of ${username}` });
    await expect(made.getByText(/^Live casino 0\.5 %, Slots 0 %/)).toBeVisible();
    await made.getByRole('button', { name: /Close/ }).click();
    await page.getByRole('searchbox', { name: 'Search by username' }).fill('teamdown1a');
    const card = page.getByRole('listitem').filter({ hasText: 'teamdown1a' });
    const downlineBefore = amountOf(await card.locator('dd').nth(3).textContent());
    await expectNoSideScroll(page);

    await card.getByRole('button', { name: 'Details of teamdown1a' }).click();
    const dialog = page.getByRole('dialog', { name: 'Details of teamdown1a' });
    const hint = dialog.getByText(/^Available:/);
    const agentBefore = amountOf(await hint.textContent());
    await dialog.getByRole('textbox', { name: /Amount/ }).fill('12.34');
    await dialog.getByLabel(/Payment password/).fill('246802');
    let transfers = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === TRANSFER) transfers += 1;
    });
    await dialog.getByRole('button', { name: 'Transfer' }).dblclick();
    await expect(dialog.getByText('$12.34 was sent to teamdown1a.')).toBeVisible();
    expect(transfers).toBe(1);
    await expect(hint).toHaveText(/\S/);
    await expect.poll(async () => amountOf(await hint.textContent())).toBe(agentBefore - 1_234);
    await expectNoSideScroll(page);
    await page.keyboard.press('Escape');
    await expect.poll(async () => amountOf(await card.locator('dd').nth(3).textContent())).toBe(downlineBefore + 1_234);
  });
});
