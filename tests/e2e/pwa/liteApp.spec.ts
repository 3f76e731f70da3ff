import type { Page } from '@playwright/test';
import { expect, logInAs, test } from '../auth/helpers';

/**
 * The lite app (docs/decisions/0013-lite-app.md): the manifest passes Chromium's installability
 * check (what Lighthouse's installable audit reads), and after one visit an offline reload shows the shell and the
 * offline notice, with money actions off and saying why. One context each, few page loads.
 */

// The other projects block service workers (playwright.config.ts); this journey is about one.
test.use({ serviceWorkers: 'allow' });

/** Waits until the lite app's service worker controls the page (registered after the first screen). */
async function waitForWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 60_000 })
    .toMatch(/\/sw\.js$/);
}

test('the manifest is installable in Chromium, with the brand’s name and icons', async ({ page }) => {
  // The worker precaches the shell (about 40 files) before it takes the page: seconds on a loaded CI machine.
  test.slow();
  await page.goto('/');
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/manifest.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Atrium Demo', display: 'standalone' });
  await waitForWorker(page);
  // Playwright's contexts are off the record, which Chromium reports as such; that is the test's browser, not the app.
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
});

test('offline after one visit: money actions are off with the reason, and a reload shows the shell and the notice', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/');
  await waitForWorker(page);
  await logInAs(page, 'member');
  await page.goto('/member?tab=transferFund');
  const transfer = page.getByRole('button', { name: 'Transfer', exact: true });
  await expect(transfer).toBeEnabled();

  await context.setOffline(true);
  const offlineNotice = page.getByText('You are offline. Check your connection', { exact: false });
  await expect(offlineNotice).toBeVisible();
  // Never queued for later: the submit is off and says why.
  await expect(transfer).toBeDisabled();
  await expect(
    page.getByText('You are offline: this cannot be sent until the connection is back.').first(),
  ).toBeVisible();

  await page.goto('/');
  await expect(offlineNotice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await context.setOffline(false);
});
