import type { Page } from '@playwright/test';
import { expect, sessionToken, test, registerFreshMember } from '../auth/helpers';
import { expectNoSecretsStored } from '../storageAudit';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §2 securityCenter (my account) against the demo platform, on a member registered for the journey (no payment
 * password, no email: what a new member has), so the journey changes nobody else's account and can run again.
 */

/** Counts the requests that reach `path`. */
function countRequests(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The latest code the demo platform "sent" to an email address (its demo-only inbox). */
async function demoEmailCode(page: Page, email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/__demo/account/email-code?email=${encodeURIComponent(email)}`);
      code = response.ok() ? ((await response.json()) as { code: string | null }).code : null;
      return code;
    })
    .not.toBeNull();
  return code ?? '';
}

test.describe('§2 My account', () => {
  test.slow();

  test('§2 a new member sets a payment password (one request under a double click), binds an email with its code and picks an avatar, at 360 px without sideways scroll', async ({
    page,
  }) => {
    const username = await registerFreshMember(page, 'a');
    await page.goto('/member?tab=securityCenter');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account details' }).getByText(username).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'VIP level' }).getByRole('progressbar').first()).toBeVisible();
    await expectNoSideScroll(page);

    // Payment password: none yet, so it is set (new + confirmation).
    const passwords = page.getByRole('region', { name: 'Password' });
    await expect(passwords.getByText('Not set yet')).toBeVisible();
    await passwords.getByRole('button', { name: 'Set payment password' }).click();
    const set = page.getByRole('dialog', { name: 'Set payment password' });
    await set.getByLabel(/^New payment password/).fill('135790');
    await set.getByLabel(/^Confirm payment password/).fill('135790');
    await expectNoSideScroll(page);
    const paymentPosts = countRequests(page, '/wps/member/paymentPassword');
    await set.getByRole('button', { name: 'Save' }).dblclick();
    await expect(set).toBeHidden();
    await expect(passwords.getByRole('status')).toHaveText('Payment password set.');
    await expect(passwords.getByRole('button', { name: 'Change payment password' })).toBeVisible();
    expect(paymentPosts()).toBe(1);

    // Email: not bound; bound with the code sent to it, then shown masked.
    const email = `${username}@example.com`;
    const bindings = page.getByRole('region', { name: 'Bound accounts' });
    await bindings.getByRole('button', { name: 'Bind Email' }).click();
    const bind = page.getByRole('dialog', { name: 'Bind email' });
    await bind.getByRole('textbox', { name: /^Email/ }).fill(email);
    await bind.getByRole('button', { name: 'Send code' }).click();
    await expect(bind.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await demoEmailCode(page, email);
    await bind.getByRole('textbox', { name: /^Verification code/ }).fill(code);
    await expectNoSideScroll(page);
    await bind.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(bind).toBeHidden();
    await expect(bindings.getByRole('status')).toHaveText('Email bound.');
    await expect(bindings.getByText(`${email.slice(0, 2)}***@example.com`)).toBeVisible();
    await expect(bindings.getByRole('button', { name: 'Bind Email' })).toHaveCount(0);

    // Avatar: one of the built-in ones, by touch.
    const details = page.getByRole('region', { name: 'Account details' });
    await details.getByRole('button', { name: 'Change avatar' }).click();
    const avatars = page.getByRole('dialog', { name: 'Choose an avatar' });
    // The picture is the touch target (its radio button is visually hidden).
    await avatars.locator('label', { has: page.getByRole('radio', { name: 'Avatar 5' }) }).tap();
    await expect(avatars.getByRole('radio', { name: 'Avatar 5' })).toBeChecked();
    await expectNoSideScroll(page);
    await avatars.getByRole('button', { name: 'Save avatar' }).click();
    await expect(avatars).toBeHidden();
    await expect(details.getByRole('status')).toHaveText('Avatar saved.');
    const icon = await page.request.get('/wps/member/info/icon', {
      headers: { authorization: (await sessionToken(page)) ?? '' },
    });
    expect(((await icon.json()) as { value: { iconIndex: number } }).value.iconIndex).toBe(5);
    await expectNoSideScroll(page);
    // Neither the payment password nor the code was kept anywhere the page can store things.
    await expectNoSecretsStored(page, ['135790', code]);
  });
});
