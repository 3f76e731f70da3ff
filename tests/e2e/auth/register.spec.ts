import type { Page } from '@playwright/test';
import { expectNoSecretsStored } from '../storageAudit';
import { demoSmsCode, expect, sessionToken, test, uniqueMobile, uniqueName } from './helpers';

const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Create an account' });

test.describe('§4 Registration', () => {
  test.slow();

  test('§2 /register opens the modal; username registration logs in, closes and goes to /', async ({ page }) => {
    const username = uniqueName('u');
    const password = 'Secret77x';
    await page.goto('/register');
    const dialog = registerDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
    await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await dialog.getByRole('checkbox', { name: /at least \d+ years old/ }).check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sessionToken(page)).not.toBeNull();
    await expectNoSecretsStored(page, [password]);
  });

  test('§4 mobile registration with an SMS code (countdown), then logged in at /', async ({ page }) => {
    const username = uniqueName('m');
    const password = 'Secret88y';
    const mobile = uniqueMobile();
    await page.goto('/register');
    const dialog = registerDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
    await dialog.getByLabel('Country code').selectOption('PH');
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await demoSmsCode(page, `63${mobile}`);
    await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
    await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await dialog.getByRole('checkbox', { name: /at least \d+ years old/ }).check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sessionToken(page)).not.toBeNull();
    await expectNoSecretsStored(page, [password, code]);
  });

  test('§8 an invalid invitation code is checked with the server first: a warning, nothing typed lost', async ({
    page,
  }) => {
    const username = uniqueName('i');
    const password = 'Secret99z';
    await page.goto('/register?referralCode=FRIEND42');
    const dialog = registerDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Referral code' })).toHaveValue('FRIEND42');
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
    await dialog.getByRole('textbox', { name: /Affiliate code/ }).fill('NOSUCH99');
    await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await dialog.getByRole('checkbox', { name: /at least \d+ years old/ }).check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const warning = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Notice' }));
    await expect(warning.getByText('Invalid invitation code.')).toBeVisible();
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(username);
    await expect(dialog.getByRole('textbox', { name: /Affiliate code/ })).toHaveValue('NOSUCH99');
    expect(await sessionToken(page)).toBeNull();
    await expectNoSecretsStored(page, [password]);
  });
});
