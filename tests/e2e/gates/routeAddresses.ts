import { ROUTE_TABLE } from '@atrium/domain/routes';
import type { Page } from '@playwright/test';
import { ALL_ROUTE_VISITS as ALL_VISITS, type RouteVisit } from './routeSamples';

export type { RouteVisit } from './routeSamples';

/**
 * The routes the browser fault drills visit (faults.spec.ts). With ATRIUM_FULL_GATES=1 (`pnpm test:e2e:full`): every
 * route of the table. Otherwise (the README's test command, CI): one route per purpose of the table (the four lobbies
 * share one screen and container, as do the four game centres, the home aliases…): every route × fault × role is
 * the app-level sweep (docs/conventions.md "Fault states"), the drills add the real server and browser on top.
 * Still generated from the table: a route of a new purpose is drilled by the next run.
 */
export const ROUTE_VISITS: readonly RouteVisit[] =
  process.env.ATRIUM_FULL_GATES === '1'
    ? ALL_VISITS
    : ALL_VISITS.filter(
        (visit, index) => ROUTE_TABLE.findIndex((entry) => entry.purpose === ROUTE_TABLE[index]?.purpose) === index,
      );

/**
 * Waits until the page has settled: the platform calls are over (no request for half a second) and nothing
 * announces itself as busy any more (the start-up splash, a loading list). Bounded: a page that stays busy is
 * then judged as it is.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * True when a route the app does not have yet fell back to home (router: `*` → '/'): same page as '/', so the rest
 * of its sweep is left to '/'. A guard that resets the address to '/' while opening a popup (login, register…) is
 * not a fall-back: a dialog is open then.
 */
export async function fellBackHome(page: Page, visit: RouteVisit): Promise<boolean> {
  if (visit.path === '/' || new URL(page.url()).pathname !== '/') return false;
  return !(await page.getByRole('dialog').first().isVisible());
}
