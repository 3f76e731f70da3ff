import { expect, test } from '../fixtures';

/** Resilience gate: the app survives a part of itself failing to arrive, and a lost connection. */
test.describe('§8 resilience: lazy chunks and the connection (gate)', () => {
  test('§8 a route chunk that fails to load shows the load error, and retry loads it', async ({ page }) => {
    // A lobby's route module (the home route's travels in the start-up chunk: vite.config.ts).
    const chunk = /\/assets\/LobbyRoute-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort('failed'));
    await page.goto('/rng');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't load the page" })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('The network link is abnormal. Please try again.');

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  });

  test('going offline shows a notice with retry, which goes away when the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toHaveCount(0);

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      'You are offline. Check your connection; the page will carry on when it is back.',
    );
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });
});
