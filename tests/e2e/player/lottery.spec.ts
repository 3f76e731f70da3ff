import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import type { Page } from '@playwright/test';
import { expect, loginDialog, logInAs, fillUsernameLogin, submitLogin, DEMO_PASSWORD, test } from '../auth/helpers';
import { expectNoSecretsStored } from '../storageAudit';

/**
 * Lottery pages (spec §2 Routes: /lottery, /seaLottery, /vnLottery with query gameCode; "login required,
 * else redirect to /login"; §3 Lottery prizeMode and vnLotteryMenus; §7 Lottery calls) against the demo platform.
 */
test.slow();

// The entry announcement popups (§4, another journey's subject) are marked closed for both audiences this session,
// so they do not stand over the pages under test. This file sets the marker itself, in a way that also survives the
// sandboxed game frame of /seamless (no storage there); the fixture's own marker script throws inside that frame.
test.use({ entryAnnouncements: 'shown' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    try {
      sessionStorage.setItem(key, 'B,A');
    } catch {
      // The sandboxed game frame has no storage.
    }
  }, SESSION_STORAGE_KEYS.announcementClosed);
});

/** The entry announcement popup (H4) may greet a fresh login: close whatever dialog is open. */
async function closeOpenDialogs(page: Page) {
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 3 && (await dialog.first().isVisible()); i += 1) {
    await page.keyboard.press('Escape');
  }
  await expect(dialog).toHaveCount(0);
}

const results = (page: Page) => page.getByRole('region', { name: 'Latest results' });
const games = (page: Page) => page.getByRole('region', { name: 'Lottery games' });

test('§2 a guest on /vnLottery?gameCode=… is sent to /login (the login popup over home) and lands back after logging in', async ({
  page,
}) => {
  await page.goto('/vnLottery?gameCode=VN_HCM');
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Vietnamese lottery' })).toHaveCount(0);

  await fillUsernameLogin(page, 'member', DEMO_PASSWORD);
  await submitLogin(page);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_HCM$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toBeVisible();
  // A VN game the current prize mode does not list (a deep link, a recent game) is still shown.
  await expect(results(page).getByText('Ho Chi Minh City')).toBeVisible();
});

test('§2 §7 a member sees the menus and the opened numbers, switches game (?gameCode pushed), and launches the lottery lobby', async ({
  page,
}) => {
  await logInAs(page, 'member');
  await closeOpenDialogs(page);
  const menuCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lgw/vn/games/game_menu?')) menuCalls.push(request.url());
  });
  await page.goto('/vnLottery?gameCode=VN_FAST_1');

  await test.step('§3 vnLotteryMenus by the prize mode the vendor catalogue implies (§4: ELOTT here)', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toBeVisible();
    const fast = games(page).getByRole('list', { name: 'Fast lottery' });
    await expect(fast.getByRole('button', { name: 'Fast lottery 1 minute' })).toHaveAttribute('aria-current', 'true');
    await expect(fast.getByRole('button', { name: 'Fast lottery 5 minutes' })).not.toHaveAttribute('aria-current');
    // The demo's vendor data holds TCG_LOTTO_VN under ELOTT: e-lottery mode, which lists the fast games only.
    expect(menuCalls.map((url) => new URL(url).searchParams.get('prizeMode'))).toContain('ELOTT');
  });

  await test.step('§7 opened numbers: issue, numbers and time of the latest draws', async () => {
    await expect(results(page).getByText('Fast lottery 1 minute')).toBeVisible();
    await expect(results(page).getByRole('listitem')).toHaveCount(5);
    const first = results(page).getByRole('listitem').first();
    await expect(first.getByText(/^Issue \S+/)).toBeVisible();
    await expect(first.getByLabel(/^Numbers drawn in issue/)).toHaveText(/^\d{6}\d+/);
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  });

  await test.step('choosing another game updates ?gameCode (a new history entry) and its numbers', async () => {
    await games(page).getByRole('button', { name: 'Fast lottery 5 minutes' }).click();
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_FAST_5$/);
    await expect(results(page).getByText('Fast lottery 5 minutes')).toBeVisible();
    // This game draws the northern way: 27 numbers.
    await expect(
      results(page)
        .getByRole('listitem')
        .first()
        .getByLabel(/^Numbers drawn/)
        .locator('span'),
    ).toHaveCount(27);
    await page.goBack();
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_FAST_1$/);
    await expect(results(page).getByText('Fast lottery 1 minute')).toBeVisible();
  });

  await test.step('§7 the launch opens the lottery lobby on the /seamless page, one call for a double press', async () => {
    const launches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lgw/vn/lobby/launch')) launches.push(request.url());
    });
    await results(page).getByRole('button', { name: 'Open the lottery lobby' }).dblclick();
    // The address names the launch (so a reload launches it again), never the lobby's ticketed URL.
    await expect(page).toHaveURL(/\/seamless\?lottery=VN&mode=ELOTT&gameCode=VN_FAST_1&back=/);
    const lobby = page.frameLocator('iframe').getByRole('heading', { name: 'Demo lottery lobby (ELOTT)' });
    await expect(lobby).toBeVisible();
    expect(launches).toHaveLength(1);
    const asked = new URL(launches[0] ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      area: 'VN',
      mode: 'ELOTT',
      device: 'WEB',
      gameCode: 'VN_FAST_1',
    });
    expect(asked.get('backUrl')).toBe('/vnLottery?gameCode=VN_FAST_1');
  });
});

test('§2 /seaLottery lists the SEA menus (prize mode SEA) and launches with area SEA; /lottery shows a lotto game', async ({
  page,
}) => {
  await logInAs(page, 'member');
  await closeOpenDialogs(page);
  const menuCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lgw/vn/games/game_menu?')) menuCalls.push(request.url());
  });

  await page.goto('/seaLottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Southeast Asian lottery' })).toBeVisible();
  // Without a gameCode the first game of the menus is shown.
  await expect(games(page).getByRole('button', { name: 'Ha Noi' })).toHaveAttribute('aria-current', 'true');
  await expect(results(page).getByRole('listitem').first()).toBeVisible();
  expect(menuCalls.some((url) => new URL(url).searchParams.get('prizeMode') === 'SEA')).toBe(true);

  const launch = page.waitForRequest((request) => request.url().includes('/lgw/vn/lobby/launch'));
  await results(page).getByRole('button', { name: 'Open the lottery lobby' }).click();
  expect(new URL((await launch).url()).searchParams.get('area')).toBe('SEA');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Demo lottery lobby (SEA)' })).toBeVisible();

  // /lottery with a lotto game (not in the VN menus): its numbers come from the lotto family (§7).
  await page.goto('/lottery?gameCode=LOTTO_5D_1');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await expect(results(page).getByText('5D every minute')).toBeVisible();
  await expect(
    results(page)
      .getByRole('listitem')
      .first()
      .getByLabel(/^Numbers drawn/)
      .locator('span'),
  ).toHaveCount(5);
});

test('§2 lottery pages: no footer, no side menu (game page layout)', async ({ page }) => {
  await logInAs(page, 'member');
  await closeOpenDialogs(page);
  await page.goto('/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('#atrium-side-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Main menu' })).toHaveCount(0);
});

test('§2 /seamless after a lottery launch: a reload launches the lobby again, back and forward keep it, the ticket is never kept', async ({
  page,
}) => {
  await logInAs(page, 'member');
  await closeOpenDialogs(page);
  const launches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lgw/vn/lobby/launch')) launches.push(request.url());
  });
  await page.goto('/vnLottery?gameCode=VN_FAST_1');
  await results(page).getByRole('button', { name: 'Open the lottery lobby' }).click();
  const lobby = page.frameLocator('iframe').getByRole('heading', { name: 'Demo lottery lobby (ELOTT)' });
  await expect(lobby).toBeVisible();
  // The address names the launch, not the lobby's ticketed URL.
  await expect(page).toHaveURL(
    /\/seamless\?lottery=VN&mode=ELOTT&gameCode=VN_FAST_1&back=%2FvnLottery%3FgameCode%3DVN_FAST_1$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Fast lottery 1 minute' })).toBeVisible();
  const historyState = () => page.evaluate(() => JSON.stringify(window.history.state));
  expect(await historyState()).not.toContain('ticket');
  expect(launches).toHaveLength(1);

  await test.step('a reload launches the lobby again, once (never an empty frame)', async () => {
    await page.reload();
    await expect(lobby).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Fast lottery 1 minute' })).toBeVisible();
    expect(launches).toHaveLength(2);
    expect(new URL(launches[1] ?? '', 'http://x').searchParams.get('backUrl')).toBe('/vnLottery?gameCode=VN_FAST_1');
    expect(await historyState()).not.toContain('ticket');
    await expectNoSecretsStored(page, [DEMO_PASSWORD, 'ticket=']);
  });

  await test.step('back to the lottery page, forward to the same lobby without another launch', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_FAST_1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toBeVisible();
    await page.goForward();
    await expect(lobby).toBeVisible();
    expect(launches).toHaveLength(2);
    await page.getByRole('button', { name: 'Leave game' }).click();
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_FAST_1$/);
  });

  await test.step('a /seamless address that names no game says so, with the way back (never an empty frame)', async () => {
    await page.goto('/seamless');
    await expect(page.getByText('No game is open. Choose a game to play.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Leave game' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('§6 a trial user on a lottery page gets the real-account dialog over home; a shared lobby link launches nothing', async ({
  page,
}) => {
  await page.goto('/login');
  await loginDialog(page).getByRole('button', { name: 'Play for free', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu, trial/ })).toBeVisible();
  await closeOpenDialogs(page);
  const launches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lgw/vn/lobby/launch')) launches.push(request.url());
  });

  await page.goto('/vnLottery?gameCode=VN_FAST_1');
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toHaveCount(0);
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();

  // From the lottery centre's provider card (§2 LOTT goes to /lottery): §4 Game start tells the trial user first,
  // on the page where they are.
  await page.goto('/lott');
  await page.getByRole('button', { name: /TCG Lottery/ }).click();
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(/\/lott$/);
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();

  // A lobby address shared by a member: the trial user is told, and no launch is asked for.
  await page.goto('/seamless?lottery=VN&mode=ELOTT&gameCode=VN_FAST_1&back=%2FvnLottery%3FgameCode%3DVN_FAST_1');
  await expect(warning).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(launches).toEqual([]);
});
