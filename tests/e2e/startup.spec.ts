import { expect, expectNoAxeViolations, test, useSystemScenario } from './fixtures';

test.describe('§4 System status at start, in the built app against the demo platform server', () => {
  test('0 normal: the app shell and the home page', async ({ page }) => {
    // Two axe passes over the full home page: slow on a loaded 2-core machine.
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Atrium Demo' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Atrium Demo home' })).toBeVisible();
    await expect(page).toHaveTitle('Atrium Demo');
    await expectNoAxeViolations(page);
  });

  test('1 maintenance: the maintenance page with its end time, and customer service opens', async ({ page }) => {
    await useSystemScenario(page, 'maintenance');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
    await expect(page.getByText(/Expected to be back by/)).toBeVisible();
    const support = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Contact customer service' }).click();
    const supportPage = await support;
    await expect(supportPage.getByRole('heading', { name: 'Demo customer service' })).toBeVisible();
    expect(new URL(supportPage.url()).pathname).toBe('/__demo/support');
    await expectNoAxeViolations(page);
  });

  test('2 region restricted: the blocked page with the visitor IP', async ({ page }) => {
    await useSystemScenario(page, 'region-blocked');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText(/Your IP address: 203\.0\.113\.\d+/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the status cannot be fetched: the load error, and retry recovers', async ({ page }) => {
    await useSystemScenario(page, 'failing');
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    await expectNoAxeViolations(page);
    await useSystemScenario(page, 'normal');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Atrium Demo' })).toBeVisible();
  });

  test('a malformed status: the load error with retry, never a blank page', async ({ page }) => {
    await useSystemScenario(page, 'malformed');
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(/unexpected answer from the server/);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  test('a guest header keeps its height when the brand font arrives late (no layout shift at the swap)', async ({
    page,
  }) => {
    // 412 px: a common phone (Lighthouse's), where the guest's buttons fit beside the brand in Inter.
    await page.setViewportSize({ width: 412, height: 823 });
    let releaseFont: () => void = () => undefined;
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await page.route(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/, async (route) => {
      await fontHeld;
      await route.continue();
    });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
    const before = await header.evaluate((element) => element.getBoundingClientRect().height);
    releaseFont();
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(before);
  });

  test('§2 Routes: /index, /index.html and /home are the home page at /', async ({ page }) => {
    for (const path of ['/index', '/index.html', '/home']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Atrium Demo' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
    }
  });

  test('the app runs under a strict Content-Security-Policy', async ({ page }) => {
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The fixture fails the test on any CSP violation reported while the app starts.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keyboard: the first Tab reaches the skip link, which moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
  test('the status and the announcements are asked for by the entry, before the app has run', async ({ page }) => {
    // Decision 0006: on a phone the app's download is the longest wait before the first screen;
    // the calls that screen needs are under way during it, not after it.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Atrium Demo' })).toBeVisible();
    const { appRan, calls } = await page.evaluate(() => ({
      appRan: performance.getEntriesByName('atrium:app-evaluated')[0]?.startTime ?? null,
      calls: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(appRan, 'the app marks when its code has run').not.toBeNull();
    for (const path of ['/wps/system/status', '/wps/relay/MCSFE_getListAnnouncements']) {
      const call = calls.find((c) => c.path === path);
      expect(call, `${path} is called`).toBeDefined();
      expect(call?.start, `${path} starts before the app has run`).toBeLessThan(appRan ?? 0);
    }
  });

  test('the home page paints its first screen in one commit, banner included; the rest is fetched after it', async ({
    page,
  }) => {
    // Decision 0006: on a phone every byte that arrives before the largest paint delays it, so the first
    // screen (frame, skeleton, first banner) is committed once, and the code it does not show comes afterwards.
    await page.addInitScript(() => {
      const record = window as unknown as { __firstCommit?: { at: number; banner: string | null } };
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        const observer = new MutationObserver(() => {
          if (!root.querySelector('header')) return;
          const banner = root.querySelector<HTMLImageElement>('img[src*="/__demo/banner/"]');
          record.__firstCommit = { at: performance.now(), banner: banner?.getAttribute('src') ?? null };
          observer.disconnect();
        });
        observer.observe(root, { childList: true, subtree: true });
      });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Atrium Demo' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const { firstCommit, requests } = await page.evaluate(() => ({
      firstCommit: (window as unknown as { __firstCommit?: { at: number; banner: string | null } }).__firstCommit,
      requests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(firstCommit?.banner).toBe('/__demo/banner/101.svg');
    const after = ['ShellTopNav', 'ShellFooter', 'homeScreen', 'dialogs'];
    for (const chunk of after) {
      const request = requests.find(({ name }) => name.startsWith(`/assets/${chunk}-`));
      expect(request, `${chunk} is fetched`).toBeDefined();
      expect(request?.start, `${chunk} is fetched after the first commit`).toBeGreaterThan(firstCommit?.at ?? Infinity);
    }
  });
});
