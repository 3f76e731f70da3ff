import type { Page } from '@playwright/test';
import { expectNoSecretsStored } from '../storageAudit';
import { DEMO_PASSWORD, expect, logInAs, loginDialog, sessionToken, test, registerFreshMember } from './helpers';

/**
 * Sessions that end when they should, across the tabs of one browser (two pages of one context share its
 * BroadcastChannel and cookies, each has its own session storage, as real tabs do).
 */

const changeDialog = (page: Page) => page.getByRole('dialog', { name: 'Change password' });

test.describe('§4 sessions across tabs', () => {
  test.slow();

  test('a ?token= link while another account is signed in asks first; keeping stays, the token leaves the address', async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    await logInAs(other, 'downline1');
    const otherToken = (await sessionToken(other)) ?? '';
    await other.close();

    await logInAs(page, 'member');
    const mine = await sessionToken(page);
    await page.goto(`/?from=link&token=${otherToken}`);
    const ask = page.getByRole('dialog', { name: 'Switch account?' });
    await expect(ask).toBeVisible();
    await expect(page).toHaveURL(/\/\?from=link$/);
    expect(await sessionToken(page)).toBe(mine);
    await expectNoSecretsStored(page, [otherToken, DEMO_PASSWORD]);
    await ask.getByRole('button', { name: /^Stay signed in/ }).click();
    await expect(ask).toBeHidden();
    expect(await sessionToken(page)).toBe(mine);
    // Back in history, the address never holds the token again.
    expect(await page.evaluate(() => window.location.href)).not.toContain(otherToken);
  });

  test('a logout in one tab signs the other tab of the same session out within a second', async ({ page, context }) => {
    await logInAs(page, 'member');
    const token = (await sessionToken(page)) ?? '';
    const second = await context.newPage();
    await second.goto(`/?token=${token}`);
    await expect.poll(() => sessionToken(second)).toBe(token);
    await expect(second.getByRole('button', { name: /^Account menu/ })).toBeVisible();

    // Each tab notes, by its own clock, when its token goes (null if it stays 10 s): the test's own round trips do not
    // count.
    const noteTokenGone = () =>
      new Promise<number | null>((resolve) => {
        const timer = setInterval(() => {
          if (sessionStorage.getItem('token') === null) {
            clearInterval(timer);
            resolve(Date.now());
          }
        }, 10);
        setTimeout(() => {
          clearInterval(timer);
          resolve(null);
        }, 10_000);
      });
    const goneHere = page.evaluate(noteTokenGone);
    const goneThere = second.evaluate(noteTokenGone);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    const [here, there] = await Promise.all([goneHere, goneThere]);
    expect(here, 'this tab signed out').not.toBeNull();
    expect(there, 'the other tab signed out').not.toBeNull();
    expect((there ?? Infinity) - (here ?? 0)).toBeLessThan(1_000);
    await expect(second.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  });

  test('a password change ends the other session, and that tab says why', async ({ page, context }) => {
    const password = 'Tabs2026a';
    const next = 'Tabs2026b';
    const username = await registerFreshMember(page, 's', password);
    const other = await context.newPage();
    await logInAs(other, username, password);

    await page.goto('/member?tab=securityCenter');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = changeDialog(page);
    await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(password);
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
    await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(next);
    const changed = page.waitForResponse((r) => r.url().endsWith('/wps/member/password') && r.status() === 200);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await changed;

    // The other session learns it on its next call.
    await other.reload();
    await expect(
      loginDialog(other).getByText('Your password was changed, so this session has ended. Please log in again.'),
    ).toBeVisible();
    expect(await sessionToken(other)).toBeNull();
    // The session that made the change goes on.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();
    await expectNoSecretsStored(page, [password, next]);
  });

  test('the forced password change survives a reload and another route, until the player logs out', async ({
    page,
  }) => {
    // Not `expired`: the password journeys change that one's password on the same demo server.
    await logInAs(page, 'lapsed');
    await expect(changeDialog(page)).toBeVisible();
    await page.reload();
    await expect(changeDialog(page)).toBeVisible();
    await expect(changeDialog(page).getByText(/Your password has expired/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(changeDialog(page)).toBeVisible();
    await page.goto('/member?tab=securityCenter');
    await expect(changeDialog(page)).toBeVisible();

    await changeDialog(page).getByRole('button', { name: 'Log out instead' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => sessionToken(page)).toBeNull();
    await expect(changeDialog(page)).toBeHidden();
    await expectNoSecretsStored(page, [DEMO_PASSWORD]);
  });
});
