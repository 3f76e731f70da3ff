import type { Page } from '@playwright/test';
import { expect, logInAs, loginDialog, test } from '../auth/helpers';

/**
 * §2 Game lobby and §4 lobby filters, in the built app against the demo platform: tabs, vendor dropdown, search,
 * 'no data', pagination, the state in the address (back/forward, shared links), FAV for a guest, language change.
 */

/** The lobby's results region once it shows the state named by `key` (its query string, '' for the default). */
const results = (page: Page) => page.locator('[data-lobby-results]');
async function expectSettled(page: Page, key: string, state: 'ready' | 'empty' = 'ready') {
  await expect(results(page)).toHaveAttribute('data-results-key', key);
  await expect(results(page)).toHaveAttribute('data-state', state);
}
const cards = (page: Page) => results(page).getByRole('button', { name: /^Play / });
const firstCardName = async (page: Page) => (await cards(page).first().getAttribute('aria-label'))?.slice(5) ?? '';
const pager = (page: Page) => page.getByRole('navigation', { name: 'Game pages' });

test.describe('§2 Game lobby', () => {
  test.slow();

  // The entry announcement popups (§4, another journey's subject) start closed: the shared fixture's default.

  test("§2 routes are lazy: the page frame paints while the lobby's code is on its way, then the lobby fills it", async ({
    page,
  }) => {
    // The lobby's chunk is held back until the frame has been seen (docs/decisions/0008).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/LobbyRoute-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/rng');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    const pending = page.getByRole('main').locator('[aria-busy="true"]');
    await expect(pending).toBeVisible();
    // The footer waits below the first screen instead of jumping down when the page arrives.
    const viewport = page.viewportSize()?.height ?? 0;
    const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(viewport);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(pending).toHaveCount(0);
  });

  test('§2 /rng: classify tabs, vendor dropdown, search and no data, pagination (range 5, margin 2)', async ({
    page,
  }) => {
    await page.goto('/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expectSettled(page, '');
    await expect(cards(page)).toHaveCount(18);

    // Classify tabs: more than one, "All" first and selected.
    const tabs = page.getByRole('tablist', { name: 'Game types' });
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Jackpot' }).click();
    await expect(page).toHaveURL(/\/rng\?classify=JACKPOT$/);
    await expectSettled(page, '?classify=JACKPOT');
    await expect(cards(page).first()).toHaveAccessibleName(/Jackpot/);

    // §4 a vendor change resets the classify.
    await page.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expectSettled(page, '?vassalage=PG');
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    // Pagination: page 2 by the pager, the pager marks it.
    await pager(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG&page=2$/);
    await expectSettled(page, '?vassalage=PG&page=2');
    await expect(pager(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Search by keyboard: page 1 again, what was typed stays in the box.
    const box = page.getByRole('searchbox', { name: 'Game name' });
    const name = (await firstCardName(page)).split(' ')[0]!;
    await box.fill(` ${name} `);
    await box.press('Enter');
    await expectSettled(page, `?vassalage=PG&q=${encodeURIComponent(name)}`);
    await expect(box).toHaveValue(` ${name} `);
    await expect(cards(page).first()).toHaveAccessibleName(new RegExp(name, 'i'));

    // A nonsense name: 'no data', no pager; the search button submits too.
    await box.fill('zzqxv nothing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectSettled(page, '?vassalage=PG&q=zzqxv%20nothing', 'empty');
    await expect(results(page).getByText('No data')).toBeVisible();
    await expect(pager(page)).toHaveCount(0);

    // §4 ALL resets vendor, classify and search.
    await page.getByRole('button', { name: 'All games' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expectSettled(page, '');
    await expect(box).toHaveValue('');
  });

  test('§2 /rng with vassalage: the in-house lobby (BGS) has no vendor dropdown; HOT filter', async ({ page }) => {
    await page.goto('/rng?vassalage=BGS');
    await expect(page.getByRole('heading', { level: 1, name: 'In-house games' })).toBeVisible();
    await expectSettled(page, '?vassalage=BGS');
    await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();

    await page.goto('/rng?vassalage=JL');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveText(/JILI/);
    const hot = page.getByRole('button', { name: 'Hot games' });
    await hot.click();
    await expect(hot).toHaveAttribute('aria-pressed', 'true');
    await expectSettled(page, '?filter=HOT&vassalage=JL');
    await expect(results(page).getByText('HOT').first()).toBeVisible();
  });

  test('§4 back and forward walk the lobby states; a shared link restores one', async ({ page, context }) => {
    await page.goto('/rng');
    await expectSettled(page, '');
    await page.getByRole('tablist', { name: 'Game types' }).getByRole('tab', { name: 'Megaways' }).click();
    await expectSettled(page, '?classify=MEGAWAYS');
    await pager(page).getByRole('button', { name: 'Page 3', exact: true }).click();
    await expectSettled(page, '?classify=MEGAWAYS&page=3');
    const onPage3 = await firstCardName(page);

    await page.goBack();
    await expectSettled(page, '?classify=MEGAWAYS');
    await expect(page.getByRole('tab', { name: 'Megaways' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expectSettled(page, '');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await page.goForward();
    await expectSettled(page, '?classify=MEGAWAYS&page=3');
    expect(await firstCardName(page)).toBe(onPage3);

    // The same address in another tab shows the same lobby.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expectSettled(shared, '?classify=MEGAWAYS&page=3');
    await expect(shared.getByRole('tab', { name: 'Megaways' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      shared.getByRole('navigation', { name: 'Game pages' }).getByRole('button', { name: 'Page 3', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await firstCardName(shared)).toBe(onPage3);
    await shared.close();
  });

  test('§4 FAV for a guest opens the login popup and leaves the filter; a guest FAV link falls back to ALL', async ({
    page,
  }) => {
    await page.goto('/rng?vassalage=PG');
    await expectSettled(page, '?vassalage=PG');
    await page.getByRole('button', { name: 'My favourites' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'All games' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'My favourites' })).toHaveAttribute('aria-pressed', 'false');

    await page.goto('/rng?filter=RECENT&vassalage=PG');
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  });

  test('§4 a member can filter by favourites and recent games', async ({ page }) => {
    await logInAs(page, 'member');
    await page.goto('/rng');
    await expectSettled(page, '');
    await page.getByRole('button', { name: 'My favourites' }).click();
    await expect(page).toHaveURL(/\/rng\?filter=FAV$/);
    await expect(results(page)).toHaveAttribute('data-results-key', '?filter=FAV');
    await expect(results(page)).toHaveAttribute('data-state', /ready|empty/);
    await page.getByRole('button', { name: 'Recently played' }).click();
    await expect(page).toHaveURL(/\/rng\?filter=RECENT$/);
    await expect(results(page)).toHaveAttribute('data-state', /ready|empty/);
  });

  test('§4 a language change reloads the lobby', async ({ page }) => {
    await page.goto('/rng?classify=VIDEO');
    await expectSettled(page, '?classify=VIDEO');
    const menuButton = page.getByRole('button', { name: 'Main menu' });
    const isPhone = await menuButton.isVisible();
    if (isPhone) await menuButton.click();
    const reloaded = page.waitForRequest(
      (r) => r.url().includes('GCSGAME_gameList') && new URL(r.url()).searchParams.get('language') === 'CN',
    );
    await page.getByRole('button', { name: /^Language/ }).click();
    // Chosen by the keyboard, by typing in the selector's search: on a loaded machine the drawer's late entries
    // (promotions, task centre) can move the list while it opens, and a pointer click would chase the option.
    await page.getByRole('combobox', { name: 'Search languages' }).fill('chinese');
    await page.getByRole('combobox', { name: 'Search languages' }).press('Enter');
    await reloaded;
    // On a phone the language choice sits in the side drawer, which hides the page while open.
    if (isPhone) await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: '电子游戏' })).toBeVisible();
    await expect(results(page)).toHaveAttribute('data-state', 'ready');
    await expect(page).toHaveURL(/\/rng\?classify=VIDEO$/);
  });

  for (const [path, title] of [
    ['/live', 'Live casino'],
    ['/fish', 'Fishing'],
    ['/pvp', 'Card games'],
  ] as const) {
    test(`§2 ${path} loads its lobby`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectSettled(page, '');
      await expect(cards(page).first()).toBeVisible();
    });
  }
});
