import type { ElementHandle, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO_PASSWORD } from '../auth/helpers';

/**
 * Accessibility: a keyboard-only journey. Reach login, sign in, open a lobby, change a filter and launch a
 * game with the keyboard alone (Tab, Enter, Space, typing): no click, no mouse, no tap. Each step also proves that
 * focus lands where the user can see it.
 */
const MAX_TABS = 120;

/**
 * Presses Tab until `target` has the focus (at most MAX_TABS times); fails with the path the focus took if it never
 * does. One round trip to the page per press besides the press itself (not a locator per press).
 */
async function tabTo(page: Page, target: Locator, label: string): Promise<number> {
  await expect(target, `${label} is on the page`).toBeVisible();
  let handle: ElementHandle<Node> | null = await target.elementHandle();
  const path: string[] = [];
  for (let presses = 1; presses <= MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate((element) => {
      const active = document.activeElement;
      if (element && active === element) return null;
      const name = active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 40) ?? '';
      // The target left the page (a lazy part re-rendered it): found again below.
      return { detached: !element?.isConnected, at: `${active?.tagName.toLowerCase() ?? 'nothing'} "${name}"` };
    }, handle);
    if (focus === null) {
      await expect(target, `${label} has the focus`).toBeFocused();
      // What has the focus is where the user can see it.
      await expect(target, `${label} is in view when focused`).toBeInViewport();
      return presses;
    }
    path.push(focus.at);
    if (focus.detached) handle = await target.elementHandle();
  }
  throw new Error(`${label}: not reachable by Tab within ${MAX_TABS} presses; the focus went ${path.join(' → ')}`);
}

/** Presses ArrowRight until `target` has the focus (a roving-focus bar such as the top navigation). */
async function arrowTo(page: Page, target: Locator, label: string, max = 20): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press('ArrowRight');
    // The bar moves the focus a moment after the key (Radix's focus group).
    await page.waitForFunction((previous) => document.activeElement !== previous, before);
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expect(target, `${label} is in view when focused`).toBeInViewport();
      return presses;
    }
  }
  throw new Error(`${label}: not reached with ArrowRight within ${max} presses`);
}

test.describe('§2 keyboard only: login, a lobby, a filter, a game (gate)', () => {
  test('a member signs in, opens the slots lobby, shows hot games and launches one, without a mouse', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'keyboard journeys are a desktop matter; phones are touched');
    // The top navigation is one Tab stop (its providers are reached with ArrowDown, not Tab): Tab reaches the bar,
    // ArrowRight walks it to Slots. Before, every category's providers were Tab stops (34 presses to Slots, 77 in
    // all, the walk up to 47 s at load 14-17 on the shared 2-core machine); 90 s still leaves room.
    test.setTimeout(90_000);
    const presses: string[] = [];
    await page.goto('/');

    await test.step('reach the login button and open the login popup', async () => {
      const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
      presses.push(`Log in ${await tabTo(page, logIn, 'Log in')}`);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    });

    await test.step('sign in by typing and Enter', async () => {
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      const username = dialog.getByRole('textbox', { name: 'Username' });
      presses.push(`username ${await tabTo(page, username, 'username')}`);
      await page.keyboard.type('member');
      const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
      presses.push(`password ${await tabTo(page, password, 'password')}`);
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    });

    await test.step('open the slots lobby from the top navigation: one Tab stop, then the arrows', async () => {
      const nav = page.getByRole('navigation', { name: 'Game categories' });
      // The bar's one Tab stop: the current page's entry (home here).
      const tabStop = nav.locator('a[tabindex="0"]');
      await expect(tabStop).toHaveCount(1);
      presses.push(`top navigation ${await tabTo(page, tabStop, 'the top navigation')}`);
      const slots = nav.getByRole('link', { name: 'Slots' });
      presses.push(`Slots ${await arrowTo(page, slots, 'Slots')} ArrowRight`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/rng$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    });

    const results = page.locator('[data-lobby-results]');
    await test.step('change a filter with Space: the results region shows the hot games', async () => {
      await expect(results).toHaveAttribute('data-state', 'ready');
      const hot = page.getByRole('group', { name: 'Show games' }).getByRole('button', { name: 'Hot games' });
      presses.push(`Hot games ${await tabTo(page, hot, 'Hot games')}`);
      await page.keyboard.press('Space');
      await expect(hot).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/filter=HOT/);
      await expect(results).toHaveAttribute('data-results-key', /filter=HOT/);
      await expect(results).toHaveAttribute('data-state', 'ready');
    });

    await test.step('launch the first hot game with Enter', async () => {
      const play = results.getByRole('button', { name: /^Play / }).first();
      const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
      expect(name, 'the first hot game has a name').not.toBe('');
      presses.push(`Play ${await tabTo(page, play, `Play ${name}`)}`);
      await page.keyboard.press('Enter');
      // §2 in place: the demo game page on /seamless, titled with the game (tests/e2e/player/launch.spec.ts).
      await expect(page).toHaveURL(/\/seamless\?/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(
        page.frameLocator(`iframe[title=${JSON.stringify(`${name} game`)}]`).getByRole('heading', { name }),
      ).toBeVisible();
    });
    testInfo.annotations.push({ type: 'Tab presses', description: presses.join(', ') });
  });
});
