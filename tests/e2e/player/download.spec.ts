import { expect, logInAs, sessionToken, test } from '../auth/helpers';

/**
 * §1 app download (iOS, Android, lite app), §2 /download, §2 Other screens: the mirror-site list with line detection
 * and feedback, in the built app against the demo platform (its mirror lines answer at /__demo/line/<n>).
 */

test.describe('§2 /download, mirror sites and feedback', () => {
  test.slow();

  test('§1 /download as a member: three QR codes; the iOS link carries the language and the token', async ({
    page,
  }) => {
    await logInAs(page, 'member');
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code:/ })).toHaveCount(3);
    const ios = new URL((await page.getByRole('link', { name: 'Download for iOS' }).getAttribute('href')) ?? '');
    expect(ios.searchParams.get('lang')).toBe('EN');
    expect(ios.searchParams.get('token')).toBe(await sessionToken(page));
    await expect(page.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', /android\.apk$/);
    // Issue 35: the lite app is installed from this page (the browser's prompt, or the steps where there is none).
    await expect(page.getByRole('button', { name: 'Install the lite app' })).toBeVisible();
    // §9 the brand's welcome-bonus text, and §2 "install guides": each platform's steps, in order.
    await expect(page.getByText(/^Welcome bonus via a chat app: up to /)).toBeVisible();
    for (const guide of ['Installing on iPhone or iPad', 'Installing on Android']) {
      const steps = page.getByRole('region', { name: guide }).getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(steps.first()).toContainText(
        guide.endsWith('Android') ? 'Download for Android' : 'Download for iOS',
      );
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

    // §2 side menu: the download group's iOS and Android codes, the iOS link with the same language and token.
    await page.getByRole('button', { name: 'Main menu' }).click();
    const group = page.getByRole('list', { name: 'Download the app' });
    await expect(group.getByRole('img', { name: /^QR code to download the (iOS|Android) app$/ })).toHaveCount(2);
    const menuIos = new URL((await group.getByRole('link', { name: 'iOS', exact: true }).getAttribute('href')) ?? '');
    expect(menuIos.searchParams.get('lang')).toBe('EN');
    expect(menuIos.searchParams.get('token')).toBe(await sessionToken(page));
  });

  test('§2 mirror sites from the footer: measured times in ms, fastest first, the line that is down last', async ({
    page,
  }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Mirror sites' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/mirrors$/);
    const times = page.getByRole('list', { name: 'Mirror sites, fastest first' }).getByTestId('line-time');
    await expect(times).toHaveCount(4);
    await expect(times.filter({ hasText: 'Testing' })).toHaveCount(0);
    const texts = await times.allTextContents();
    expect(texts.at(-1)).toBe('Unreachable');
    const ms = texts.slice(0, -1).map((text) => Number(/^(\d+) ms$/.exec(text)?.[1]));
    expect(ms.every((n) => Number.isFinite(n) && n > 0)).toBe(true);
    expect(ms).toEqual([...ms].sort((a, b) => a - b));
    await expect(page.getByRole('link', { name: 'Check that a site is genuine' })).toBeVisible();
  });

  test('§3 / §5 a member sends feedback within the word bounds and sees the thanks', async ({ page }) => {
    await logInAs(page, 'feedbackplayer');
    await page.goto('/feedback');
    await expect(page.getByText('Write 5 to 500 words.')).toBeVisible();
    await page.getByRole('combobox', { name: /Question type/ }).click();
    await page.getByRole('option', { name: 'Suggestion' }).click();
    await page
      .getByRole('textbox', { name: /Your feedback/ })
      .fill('Please add more live dealer tables in the evening');
    await expect(page.getByText('Words so far: 9')).toBeVisible();
    const sent = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/wps/feedback'),
    );
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await sent;
    await expect(page.getByText('Thank you: your feedback has been sent.')).toBeVisible();
  });
});
