import type { Page } from '@playwright/test';
import { expectNoSecretsStored } from '../storageAudit';
import {
  DEMO_DEFAULT_PASSWORD,
  DEMO_PASSWORD,
  expect,
  fillUsernameLogin,
  loginDialog,
  openLoginPopup,
  sessionToken,
  submitLogin,
  test,
} from './helpers';

const changeDialog = (page: Page) => page.getByRole('dialog', { name: 'Change password' });

test.describe('§4 Passwords', () => {
  test.slow();

  for (const [username, oldPassword, reason] of [
    ['defaultpw', DEMO_DEFAULT_PASSWORD, /still using the default password/],
    ['expired', DEMO_PASSWORD, /password has expired/],
  ] as const) {
    test(`§4 forced change-password popup for ${username}; after the change: closed and home`, async ({ page }) => {
      // The change is kept by the demo server: once per server, in one project.
      test.skip(test.info().project.name !== 'phone', 'the demo account keeps its new password');
      const newPassword = 'Changed55q';
      await page.goto('/?before=forced');
      await openLoginPopup(page);
      await fillUsernameLogin(page, username, oldPassword);
      await submitLogin(page);
      const dialog = changeDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(reason)).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(oldPassword);
      await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Your password has been changed.');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      expect(await sessionToken(page)).not.toBeNull();
      await expectNoSecretsStored(page, [oldPassword, newPassword]);
    });
  }

  test('§4 forgot password by email: the sent message', async ({ page }) => {
    await openLoginPopup(page);
    await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('radio', { name: 'Email' })
      .or(dialog.getByRole('tab', { name: 'Email' }))
      .click();
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('member');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('wrong@demo.atrium.test');
    await dialog.getByRole('button', { name: 'Send reset email' }).click();
    await expect(dialog.getByText(/does not exist/i)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('member');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('member@demo.atrium.test');
    await dialog.getByRole('button', { name: 'Send reset email' }).click();
    await expect(dialog.getByText(/We have sent a password reset email/)).toBeVisible();
    await expectNoSecretsStored(page, []);
  });
});
