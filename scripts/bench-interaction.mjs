#!/usr/bin/env node
// Interaction speed and memory: a benchmark, not a test. `pnpm bench:interaction` (runs under tsx).
//
// 1. Lobby filter: on /rng, the time from a click on a filter of the lobby's filter toolbar to the new grid painted
//    (the click's event timestamp to the frame after the grid's DOM changed), median and p95 over 50 clicks.
//    The lobby's results region (`[data-lobby-results]`) says when the new grid is in: `data-state="ready"` with a
//    new `data-results-key` (the lobby's query), set in the render that shows the new cards.
// 2. Memory: the JS heap (CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage) after the first route change
//    and after 100, cycling through the public routes of the domain's route table (@atrium/domain ROUTE_TABLE) by
//    client-side navigation; prints both and the growth.
//
// Phone viewport, Debian's Chromium (tests/support/chromium.ts), the built app (packages/app/dist or
// ATRIUM_STATIC_DIR) behind the demo platform's server on BENCH_PORT (default 4392). Exits 0 unless it cannot run.
import { chromium } from 'playwright';
import { ROUTE_TABLE } from '@atrium/domain/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { median, percentile, startBuiltApp, staticDir } from './support/builtApp.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const CLICKS = 50;
const ROUTE_CHANGES = 100;
const LOBBY_PATH = '/rng';
const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Waits for the app to have rendered a page: past the static shell and the start-up splash, with a heading. */
async function appReady(page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('#root > .static-shell') &&
      !document.querySelector('[aria-busy="true"]') &&
      document.querySelector('#root h1, #root main') !== null,
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Resolves with the milliseconds from the next click to the first frame painted after the lobby's results region
 * says the new grid is there: `[data-lobby-results]` turns `data-state="ready"` (or `empty`) with a
 * `data-results-key` (the lobby's query) other than the one it had, in the same render that shows the new cards.
 * Installed in the page before the click, so the measure starts at the click event's own timestamp.
 */
function armGridProbe(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const region = () => document.querySelector('[data-lobby-results]');
        const before = region()?.getAttribute('data-results-key');
        let clickedAt = null;
        document.addEventListener(
          'click',
          (event) => {
            clickedAt = event.timeStamp;
          },
          { capture: true, once: true },
        );
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error('the grid did not change within 10 s of the click'));
        }, 10_000);
        const observer = new MutationObserver(() => {
          const element = region();
          const state = element?.getAttribute('data-state');
          if (clickedAt === null || !element || element.getAttribute('data-results-key') === before) return;
          if (state !== 'ready' && state !== 'empty') return;
          observer.disconnect();
          clearTimeout(timer);
          // The frame that paints the change starts at the next animation frame; the task after it runs once painted.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
  );
}

async function benchLobby(page, origin) {
  await page.goto(`${origin}${LOBBY_PATH}`);
  await appReady(page);
  const results = page.locator('[data-lobby-results][data-state="ready"]');
  try {
    await results.waitFor({ timeout: 30_000 });
  } catch {
    console.log(`lobby filter click -> grid painted: lobby not available (${LOBBY_PATH} shows no results region)`);
    return;
  }
  // A guest's first visit opens the entry announcement popup (§4), which hides the page behind it: close it first.
  const popup = page.getByRole('dialog');
  if (
    await popup.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden', timeout: 10_000 });
  }
  // A guest's Favourites and Recent open the login popup (spec §4 Lobby filters), so the clicks alternate between
  // Hot games and All games, each click changing the grid (and the lobby's query).
  const names = ['Hot games', 'All games'];
  const timings = [];
  for (let i = 0; i < CLICKS; i++) {
    const probe = armGridProbe(page);
    await page.getByRole('button', { name: names[i % names.length], exact: true }).click();
    timings.push(await probe);
  }
  console.log(
    `lobby filter click -> grid painted (${CLICKS} clicks, ${names.join(' / ')} in turn): median ${ms(median(timings))}, p95 ${ms(percentile(timings, 95))}, max ${ms(Math.max(...timings))}`,
  );
}

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Client-side navigation, as a link click does it: the router listens to popstate. */
async function navigate(page, path) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // Settled: no splash or loading state, and no new request (a lazy route module) for three frames in a row.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 30_000 });
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let count = performance.getEntriesByType('resource').length;
        let quiet = 0;
        const frame = () => {
          const now = performance.getEntriesByType('resource').length;
          quiet = now === count ? quiet + 1 : 0;
          count = now;
          if (quiet >= 3) resolve(undefined);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

async function benchMemory(page, origin) {
  const paths = ROUTE_TABLE.filter((route) => route.access === 'public').map((route) => route.path);
  await page.goto(`${origin}/`);
  await appReady(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const others = paths.filter((path) => path !== '/');
  await navigate(page, others[0]);
  const first = await heapUsed(cdp);
  for (let i = 1; i < ROUTE_CHANGES; i++) await navigate(page, i % 2 ? '/' : others[(i / 2) % others.length]);
  const last = await heapUsed(cdp);
  const growth = last - first;
  console.log(`JS heap after the first route change: ${mb(first)}`);
  console.log(
    `JS heap after ${ROUTE_CHANGES} route changes (home and ${others.length} public routes of ROUTE_TABLE in turn): ${mb(last)}`,
  );
  console.log(`growth: ${growth >= 0 ? '+' : ''}${mb(growth)} (${((growth / first) * 100).toFixed(1)} %)`);
}

async function main() {
  const app = await startBuiltApp({ dir: staticDir(), port: PORT });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    console.log(`Interaction bench: ${staticDir()} served at ${app.origin}, Chromium ${browser.version()}`);
    await benchLobby(page, app.origin);
    await benchMemory(page, app.origin);
  } finally {
    await browser.close();
    app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
