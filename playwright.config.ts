import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

/**
 * End-to-end journeys in Debian's Chromium against the built app served by the demo platform's server on one
 * origin, exactly what the start command runs (run `pnpm build` first; `pnpm test:all` does).
 */
const PORT = Number(process.env.E2E_PORT ?? 4273);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * The end-to-end set that `npm test` runs at 360 px: every journey file (player, auth, member, start-up, security)
 * and the route-wide gates. Journeys share one demo server, so a journey that changes an account's state uses an
 * account no other journey relies on (README "Demo accounts").
 */
const CORE_E2E = [
  'player/*.spec.ts',
  'auth/*.spec.ts',
  'startup.spec.ts',
  'security/csp.spec.ts',
  'gates/keyboard.spec.ts',
  'member/*.spec.ts',
  'agent/*.spec.ts',
  // The route-wide gates: axe (dark and light) and the security corpus visit every route of the table; the browser
  // fault drills one route per purpose unless ATRIUM_FULL_GATES=1 (tests/e2e/gates/routeAddresses.ts), since every
  // route × fault × role is the app-level sweep of the unit stage (docs/conventions.md "Fault states").
  'gates/routes-axe.spec.ts',
  'gates/resilience.spec.ts',
  'gates/faults.spec.ts',
  'security/corpus.spec.ts',
];

/** The lite app's journeys, with the service worker allowed (the other projects block it). */
const PWA_E2E = ['pwa/*.spec.ts'];

/** The demo's static build (VITE_DEMO_WORKER=1) on a plain file server, on a port of its own. */
const STATIC_DEMO_E2E = ['static-demo/*.spec.ts'];
const STATIC_DEMO_PORT = Number(process.env.STATIC_DEMO_PORT ?? 4520);

/** Journeys that move the demo clock (POST /__demo/clock/advance). */
const CLOCK_E2E = ['agent/settlement.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers at once on CI's two cores, whether or not the runner sets CI (Playwright's default is half the cores:
  // one). E2E_WORKERS overrides it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The lite app's service worker (docs/decisions/0013-lite-app.md) is the pwa project's subject. Elsewhere it is
    // blocked: its cache would answer the app's files before a journey's page.route faults could, and every fresh
    // context would precache the shell beside the journey.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
      // `npm test` (CI) runs the core set; `pnpm test:e2e:full` runs every file (ATRIUM_E2E_SUITE=full). The whole
      // suite takes over 25 minutes on 2 cores by itself (about 8.6 s a case: every page loads the real home and
      // lobbies), which would take CI past its 45-minute aim; see README "The two commands" and docs/decisions/0006.
      ...(process.env.ATRIUM_E2E_SUITE === 'full' ? {} : { testMatch: CORE_E2E }),
      testIgnore: [...CLOCK_E2E, ...PWA_E2E, ...STATIC_DEMO_E2E],
    },
    // The lite app with its service worker: installability, and an offline reload after one visit.
    {
      name: 'pwa',
      // The spec allows service workers itself (test.use): a project's `use` did not lift the block above.
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
      testMatch: PWA_E2E,
    },
    // The static demo beside the lite app's worker: the spec builds it and serves it itself (not a webServer entry,
    // which every run would start), so only a run that includes this project pays for the build.
    {
      name: 'static-demo',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 740 },
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${STATIC_DEMO_PORT}`,
      },
      testMatch: STATIC_DEMO_E2E,
    },
    // Phones first: every journey runs at 360 px. The desktop layout is the same components, wider, so the desktop
    // project runs what differs with the width (the page frame and its layout flags per route) and the keyboard-only
    // journey; the rest would double the CI time for little. Other files run on desktop when added to this list.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: ['gates/keyboard.spec.ts', 'player/navigation.spec.ts', 'member/live.spec.ts'],
    },
    // The journeys that move the demo platform's clock run alone, after the others: the clock is the whole server's,
    // and moving it would expire another journey's SMS code or lift its lockout mid-way.
    {
      name: 'clock',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
      testMatch: CLOCK_E2E,
      dependencies: ['phone', 'desktop'],
    },
  ],
  webServer: {
    command: 'pnpm serve',
    url: `${baseURL}/wps/system/status`,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
