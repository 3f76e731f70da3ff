import { ROUTE_TABLE, type RouteAccess, type RouteEntry } from '@atrium/domain/routes';
import type { Page } from '@playwright/test';
import { HOSTILE_LINKS, SECURITY_CORPUS, XSS_TRAP } from '../../security/corpus';
import { expect, test } from '../fixtures';
import { settle } from '../gates/routeAddresses';

/**
 * The security corpus, end to end (docs/decisions/0007-security-corpus.md): the demo platform's `hostile`
 * content scenario puts the whole corpus (Big List of Naughty Strings + OWASP filter-evasion vectors + hostile
 * links) in every text the platform sends, and the built app is walked through the domain's route table (one route
 * per purpose, every route with ATRIUM_FULL_GATES=1) in Chromium with a trap installed before any script. Routes the
 * app does not have yet fall back to home; sinks built later (home sections, lobbies, announcements, help) are exercised by the same walk without edits.
 * The fixture also fails a test on any uncaught error, console error or CSP violation.
 */

interface Trap {
  /** Calls of __xss, alert, confirm, prompt, print, or open with a script, data or hostile target. */
  calls: string[];
}

declare global {
  interface Window {
    __atriumTrap?: Trap;
  }
}

const SCRIPT_URL = /^\s*(javascript|data|vbscript):/i;

/** Records, before the app's first script, every way a payload could announce that it ran. */
async function installTrap(page: Page) {
  await page.addInitScript((trapName: string) => {
    const trap: Trap = { calls: [] };
    const record =
      (name: string) =>
      (...args: unknown[]) => {
        trap.calls.push(`${name}(${args.map(String).join(', ')})`);
        return null;
      };
    Object.defineProperty(window, '__atriumTrap', { value: trap });
    for (const name of [trapName, 'alert', 'confirm', 'prompt', 'print']) {
      Object.defineProperty(window, name, { value: record(name), writable: false, configurable: false });
    }
    // The app may open this site's or a vetted https page (customer service); never script, data or evil hosts.
    const open = window.open.bind(window);
    Object.defineProperty(window, 'open', {
      value: (url?: string | URL, ...rest: string[]) =>
        /^\s*(javascript|data|vbscript):|evil\.example/i.test(String(url ?? ''))
          ? record('open')(url)
          : open(url, ...rest),
      writable: false,
      configurable: false,
    });
  }, XSS_TRAP);
}

interface Watch {
  dialogs: string[];
  navigations: string[];
}

function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], navigations: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (SCRIPT_URL.test(frame.url())) seen.navigations.push(frame.url());
  });
  page.on('popup', (popup) => {
    if (SCRIPT_URL.test(popup.url()) || popup.url().includes('evil.example')) seen.navigations.push(popup.url());
  });
  page.on('request', (request) => {
    const url = request.url();
    if (request.isNavigationRequest() && (SCRIPT_URL.test(url) || url.includes('evil.example'))) {
      seen.navigations.push(url);
    }
  });
  return seen;
}

async function expectNothingRan(page: Page, seen: Watch, where: string) {
  // Two frames: images fail, animations start and handlers fire, if any were left.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const calls = await page.evaluate(() => window.__atriumTrap?.calls ?? ['trap missing']);
  expect(calls, `script ran on ${where}`).toEqual([]);
  expect(seen.dialogs, `dialogs on ${where}`).toEqual([]);
  expect(seen.navigations, `javascript:/data: or hostile navigations on ${where}`).toEqual([]);
}

/**
 * The page has settled and shows its main landmark; a route the app renders as nothing yet (a placeholder of a
 * later issue) has no text at all, and is still checked for scripts and overflow.
 */
/** Routes that, for a guest, open a popup over the page (routes.ts RouteAccess): login, register, help. */
const OPENS_A_POPUP_FOR_A_GUEST: ReadonlySet<RouteAccess> = new Set([
  'loginEntry',
  'registerEntry',
  'helpPopup',
  'loginRedirect',
  'loginPopup',
  'realAccount',
]);

async function settleRoute(page: Page, route: RouteEntry): Promise<boolean> {
  const where = route.path;
  // The platform calls are over and nothing is busy (a lazy route's splash, a loading list): under load, a guarded
  // route (a lottery page for a guest) was judged between its redirect and the login popup.
  await settle(page);
  // Its popup's code loads lazily and may open after that (seen on a loaded CI rehearsal, /lottery):
  // a route that opens one for a guest is judged once it has.
  if (OPENS_A_POPUP_FOR_A_GUEST.has(route.access)) {
    await expect(page.getByRole('dialog').first(), `${where} opens its popup`).toBeVisible({ timeout: 15_000 });
  }
  // A route that opens a popup (/login, /help, announcements) hides the page behind it: check the popup, close it.
  if ((await page.getByRole('dialog').count()) > 0) {
    await expectSafeLinks(page, `${where} (popup)`);
    await expectLayoutHolds(page, `${where} (popup)`, false);
    await closeDialogs(page);
  }
  if ((await page.getByRole('main').count()) > 0) return true;
  const text = await page.locator('#root').innerText();
  expect(text.trim(), `${where} shows content without a main landmark`).toBe('');
  test.info().annotations.push({ type: 'not built yet', description: `${where} renders nothing` });
  return false;
}

async function expectLayoutHolds(page: Page, where: string, hasMain = true) {
  const width = page.viewportSize()?.width ?? 360;
  if (hasMain) await expect(page.getByRole('main'), `main landmark on ${where}`).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `horizontal overflow on ${where}`).toBeLessThanOrEqual(width);
}

/** Every link on the page: none may point at script, data or another origin in disguise. */
async function expectSafeLinks(page: Page, where: string) {
  const hrefs = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href], area[href], [xlink\\:href]')).map(
      (a) => a.getAttribute('href') ?? a.getAttribute('xlink:href') ?? '',
    ),
  );
  // eslint-disable-next-line no-control-regex -- browsers skip control characters in a scheme
  const bare = (href: string) => href.replace(/[\u0000-\u0020]/g, '');
  const unsafe = hrefs.filter(
    (href) => SCRIPT_URL.test(bare(href)) || bare(href).startsWith('//') || href.includes('\\'),
  );
  expect(unsafe, `unsafe links on ${where}`).toEqual([]);
}

/** What can be opened on a page, whatever the page is: the marquee, popups, banners, buttons of the content. */
async function openWhatCanBeOpened(page: Page) {
  const notices = page.getByRole('region', { name: 'Notices' }).getByRole('button');
  if ((await notices.count()) > 0) {
    // The marquee moves: open its first notice the way a keyboard user does (focus pauses it, Enter opens).
    await notices.first().focus();
    await page.keyboard.press('Enter');
  }
  await closeDialogs(page);
  const targets = page.getByRole('main').locator('a[href], button:not([disabled])');
  const count = Math.min(await targets.count(), 8);
  const start = page.url();
  for (let i = 0; i < count; i += 1) {
    // A click can re-render the page's list (a lobby re-filters, a page loads more): what was the i-th may be gone.
    if (i >= (await targets.count())) break;
    const target = targets.nth(i);
    if (!(await target.isVisible())) continue;
    // Links to other sites open in a new window: follow only this site's.
    const opensWindow = await target.getAttribute('target', { timeout: 2_000 }).catch(() => null);
    if (opensWindow === '_blank') continue;
    await target.click({ timeout: 2_000 }).catch(() => undefined);
    await closeDialogs(page);
    if (page.url() !== start) {
      await page.goto(start);
      await settle(page);
    }
  }
  // A click can open a dialog whose code is still on its way (the sign-in dialogs load lazily): once everything has
  // arrived, close what is open, so the page is judged and not the popup (a race seen on a loaded CI machine).
  await settle(page);
  await closeDialogs(page);
}

/** Closes what a click opened: dialogs, and open list boxes or menus (a Select's options hide the page). */
async function closeDialogs(page: Page) {
  const open = page.getByRole('dialog').or(page.getByRole('listbox')).or(page.getByRole('menu'));
  for (let i = 0; i < 3 && (await open.count()) > 0; i += 1) await page.keyboard.press('Escape');
}

test.describe('security corpus through the built app (docs/architecture.md "Security stance")', () => {
  // Every page carries hundreds of hostile payloads (home: banners, marquee, sections): slow on a loaded machine.
  test.slow();
  test.beforeEach(async ({ page, request, baseURL }) => {
    const loaded = await request.post('/__demo/hostile', {
      data: { payloads: SECURITY_CORPUS.map((p) => p.text), links: HOSTILE_LINKS.map((p) => p.text) },
    });
    expect(await loaded.json()).toEqual({ payloads: SECURITY_CORPUS.length, links: HOSTILE_LINKS.length });
    await page.context().addCookies([{ name: 'atrium-demo-content', value: 'hostile', url: baseURL ?? '' }]);
    await installTrap(page);
  });

  // The 360 px phone is where a payload breaks the layout first; one project keeps the walk under two minutes.
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 360, 'the walk runs at 360 px (phone project)');

  // Generated from the table, so a route added later is walked without a list to keep. Routes of one purpose (the four
  // lobbies, the four game centres, favourites and recent) render the same components around the same corpus: one of
  // each in the README's test command, every route with ATRIUM_FULL_GATES=1 (as the fault drills).
  const walked = ROUTE_TABLE.filter(
    (route, index) =>
      process.env.ATRIUM_FULL_GATES === '1' || ROUTE_TABLE.findIndex((r) => r.purpose === route.purpose) === index,
  );
  for (const route of walked) {
    test(`§2 ${route.path} (${route.purpose}): nothing runs, no script navigation, the layout holds`, async ({
      page,
    }) => {
      const seen = watch(page);
      await page.goto(route.path);
      const hasMain = await settleRoute(page, route);
      await expectNothingRan(page, seen, route.path);
      await expectSafeLinks(page, route.path);
      await expectLayoutHolds(page, route.path, hasMain);
      if (!hasMain) return;
      await openWhatCanBeOpened(page);
      await expectNothingRan(page, seen, `${route.path} after opening what it offers`);
      await expectSafeLinks(page, route.path);
      await expectLayoutHolds(page, route.path);
    });
  }

  test('§8 a login failure shows the platform message as text, and nothing runs', async ({ page }) => {
    const seen = watch(page);
    // §2 /login opens the login popup.
    await page.goto('/login');
    const dialog = page.getByRole('dialog');
    const hasForm = await dialog
      .getByLabel(/password/i)
      .first()
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    test.skip(!hasForm, 'the app has no login form yet');
    await dialog
      .getByRole('textbox', { name: /user|account/i })
      .first()
      .fill('member');
    await dialog
      .getByLabel(/password/i)
      .first()
      .fill('Wrong1234');
    await dialog.getByRole('button', { name: /^(log\s?in|sign\s?in)$/i }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectNothingRan(page, seen, 'the login failure');
    await expectLayoutHolds(page, 'the login failure', false);
  });
});
