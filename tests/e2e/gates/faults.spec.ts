import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { expect, test } from '../fixtures';
import { fellBackHome, ROUTE_VISITS, settle } from './routeAddresses';

/**
 * Fault drills in the browser: the routes of the domain's route table (§2; one per purpose unless
 * ATRIUM_FULL_GATES=1) × every fault of the demo platform (packages/api/src/demo/scenarios.ts), chosen per browser by
 * the cookie `atrium-demo-fault`, through the built app and the real HTTP server (where `network` drops the
 * connection, so the browser's own network failure is what the app meets). Whatever fails, the page is never blank (a
 * heading or the main landmark with text), an error it shows comes with a way out (retry, or the login prompt), and
 * nothing is thrown or logged as an error (the fixture fails the test on either).
 * The timeout fault holds each call 300 ms and then gives up (504), instead of the client's 15 s.
 * `expired-session` runs signed in (a token in sessionStorage, which the fault answers with 401), the rest as a guest.
 * Every route × fault × role, with the part that failed, its retry and loops, is the app-level sweep
 * (packages/app/src/app/routeFaults.<role>.test.tsx, docs/conventions.md "Fault states").
 */
const FAULTS = ['5xx', 'timeout:300', 'network', 'malformed', 'expired-session'] as const;

test.describe('§8 fault drills: every route under every platform fault (gate)', () => {
  for (const visit of ROUTE_VISITS) {
    test(`${visit.address}`, async ({ page, baseURL }, testInfo) => {
      // Whole pages (home under a dialog, a lobby of 18 cards) swept several times: slow on a loaded 2-core machine.
      test.slow();
      test.skip(testInfo.project.name !== 'phone', 'one project is enough for the matrix');
      for (const fault of FAULTS) {
        await test.step(fault, async () => {
          await page.context().addCookies([{ name: 'atrium-demo-fault', value: fault, url: baseURL ?? '' }]);
          if (fault === 'expired-session') {
            await page.addInitScript(
              (key) => sessionStorage.setItem(key, 'drill-session-token'),
              SESSION_STORAGE_KEYS.token,
            );
          }
          await page.goto(visit.address);
          await settle(page);

          const content = page.locator('h1, h2, h3, main').filter({ hasText: /\S/ }).first();
          await expect(content, `${fault}: never a blank page`).toBeVisible();
          // The app tries a transient failure once more after about a second, and a page whose loading state is not
          // marked busy looked settled during that pause: give the error time to arrive before judging it (without the
          // wait, an error state missing its retry button passed the 5xx and timeout steps).
          // Pages that make no call, or whose errors sit behind an open dialog, have no way out to show.
          const wayOut = page
            .getByRole('button', { name: /try again|retry/i })
            .or(page.getByRole('dialog', { name: /log in/i }))
            .first();
          await wayOut.waitFor({ state: 'visible', timeout: 4_000 }).catch(() => undefined);
          await settle(page);
          const alerts = page.getByRole('alert').filter({ hasText: /\S/ });
          if ((await alerts.count()) > 0) {
            await expect(wayOut, `${fault}: an error offers retry or the login prompt`).toBeVisible();
          }
        });
        if (await fellBackHome(page, visit)) {
          test.info().annotations.push({ type: 'not in the app yet', description: `${visit.path} shows home` });
          return;
        }
      }
    });
  }
});
