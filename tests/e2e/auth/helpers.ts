import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../packages/api/src/demo/constants';
import { expect as baseExpect, test } from '../fixtures';

/**
 * The machine these journeys run on is shared and slow to start the app: waits get 20 s (the test's own limit is
 * raised by `test.slow()` in each journey file).
 */
export const expect = baseExpect.configure({ timeout: 20_000 });
export { test };

/** The demo accounts' passwords (packages/api README "Demo accounts"), from the demo platform itself. */
export { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD } from '../../../packages/api/src/demo/constants';

/** The login popup, found by its accessible name. */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

/** §2 "/login opens the login popup and resets the address to /". */
export async function openLoginPopup(page: Page) {
  await page.goto('/login');
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export async function fillUsernameLogin(page: Page, username: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
}

export async function submitLogin(page: Page) {
  await loginDialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through the popup and waits for it to close. */
export async function logInAs(page: Page, username: string, password = DEMO_PASSWORD) {
  await openLoginPopup(page);
  await fillUsernameLogin(page, username, password);
  await submitLogin(page);
  await expect(loginDialog(page)).toBeHidden();
  await expect.poll(() => sessionToken(page)).not.toBeNull();
}

/** Logs an agent in through the agent-only form at /agent (§6) and waits for the agent centre. */
export async function logInAsAgent(page: Page, username = 'agent') {
  await page.goto('/agent');
  await page.getByRole('textbox', { name: 'Agent account', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
}

export function sessionToken(page: Page) {
  return page.evaluate(() => sessionStorage.getItem('token'));
}

/** The latest SMS code the demo platform "sent" to `+dialing number` (its demo-only inbox). */
export async function demoSmsCode(page: Page, dialingAndNumber: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/__demo/sms?mobile=${encodeURIComponent(dialingAndNumber)}`);
      code = response.ok() ? ((await response.json()) as { code: string | null }).code : null;
      return code;
    })
    .not.toBeNull();
  return code ?? '';
}

/** The captcha text the demo platform expects now (its demo-only inbox). */
export async function demoCaptcha(page: Page): Promise<string> {
  const response = await page.request.get('/__demo/captcha');
  return ((await response.json()) as { text: string | null }).text ?? '';
}

/** Injects a demo fault for this browser (cookie `atrium-demo-fault`), or removes it. */
export async function setDemoFault(page: Page, fault: string | null) {
  const url = test.info().project.use.baseURL ?? '';
  if (fault === null) {
    await page.context().clearCookies({ name: 'atrium-demo-fault' });
  } else {
    await page.context().addCookies([{ name: 'atrium-demo-fault', value: fault, url }]);
  }
}

/**
 * Registers a fresh member by username through the dialog (signed in after it), so a journey that changes an
 * account's state disturbs no other journey. Returns the username.
 */
export async function registerFreshMember(page: Page, prefix: string, password = 'Fresh2026'): Promise<string> {
  const username = uniqueName(prefix);
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await dialog.getByRole('checkbox', { name: /at least \d+ years old/ }).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => sessionToken(page)).not.toBeNull();
  return username;
}

/** A name no other test run uses (the demo platform keeps state for the server's lifetime). */
export function uniqueName(prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return `${prefix}${suffix}`.slice(0, 16);
}

/** A mobile number no other test run uses (Philippine numbers: 10 digits starting with 9). */
export function uniqueMobile() {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}
