import { expectNoSecretsStored } from '../storageAudit';
import {
  DEMO_PASSWORD,
  demoSmsCode,
  expect,
  fillUsernameLogin,
  loginDialog,
  openLoginPopup,
  sessionToken,
  submitLogin,
  test,
} from './helpers';

/**
 * Journeys bound to the demo's two seeded mobile numbers (member +63 9171234567, newip +66 812345678). The demo
 * platform sends one code per number every 2 minutes, like a strict server, so these run once per server, in order,
 * in one project.
 */
test.describe.configure({ mode: 'serial' });

test.describe('§4 SMS-based sign-in', () => {
  test.slow();
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'phone', 'one code per number per 2 minutes');
  });

  test('§4 SMS login: the code is sent with a countdown and logs in', async ({ page }) => {
    await openLoginPopup(page);
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await dialog.getByLabel('Country code').selectOption('PH');
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9171234567');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await demoSmsCode(page, '639171234567');
    await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await submitLogin(page);
    await expect(dialog).toBeHidden();
    await expect.poll(() => sessionToken(page)).not.toBeNull();
    await expectNoSecretsStored(page, [code]);
  });

  test('§4 forgot password by mobile (the default with CHNGPASSVERIF3): the reset logs in and goes to /', async ({
    page,
  }) => {
    await page.goto('/?from=forgot');
    await openLoginPopup(page);
    await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();
    await dialog.getByLabel('Country code').selectOption('TH');
    await dialog.getByRole('textbox', { name: /Mobile number/ }).fill('812345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = await demoSmsCode(page, '66812345678');
    await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    // The same password again, so the other journeys of newip keep working.
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sessionToken(page)).not.toBeNull();
    await expectNoSecretsStored(page, [DEMO_PASSWORD, code]);
  });

  test('§2 two-factor step for an unregistered IP (newip, code 246810)', async ({ page }) => {
    await openLoginPopup(page);
    await fillUsernameLogin(page, 'newip', DEMO_PASSWORD);
    await submitLogin(page);
    const step = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(step).toBeVisible();
    const answer = step.getByRole('textbox', { name: 'Verification code' });
    await answer.fill('111111');
    await step.getByRole('button', { name: 'Confirm' }).click();
    await expect(step.getByText(/not valid/i)).toBeVisible();
    await expect(answer).toHaveValue('111111');
    await answer.fill('246810');
    await step.getByRole('button', { name: 'Confirm' }).click();
    await expect(step).toBeHidden();
    await expect.poll(() => sessionToken(page)).not.toBeNull();
    await expectNoSecretsStored(page, [DEMO_PASSWORD, '246810', '111111']);
  });
});
