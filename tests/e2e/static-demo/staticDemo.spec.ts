import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillUsernameLogin, loginDialog, submitLogin, test } from '../auth/helpers';
import { headerBalanceCents } from '../pageChecks';

/**
 * The demo's static build (README "A static demo (no server)", docs/decisions/0003-demo-platform-hosting.md host 5)
 * beside the lite app's service worker (docs/decisions/0013-lite-app.md): built with VITE_DEMO_WORKER=1 into a folder
 * of its own (never packages/app/dist, which the other projects' server serves), then served by a plain static server
 * with no platform behind it (tests/visual/serve.ts: files only, no fallback to the shell), so every platform answer
 * the page shows came from msw inside sw.js. One context, three loads of the app.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const OUT_DIR = process.env.ATRIUM_STATIC_DEMO_DIR ?? join(tmpdir(), 'atrium-static-demo');

// The other projects block service workers (playwright.config.ts); this build's platform is one.
test.use({ serviceWorkers: 'allow' });

let server: ChildProcess | undefined;

function exited(child: ChildProcess) {
  return new Promise<number | null>((done) => child.on('exit', done));
}

test.beforeAll(async () => {
  // The build runs twice (vite.config.ts startupChunks()): about 10 s alone, more on a loaded CI machine.
  test.setTimeout(180_000);
  // `pnpm build`'s own command; without source maps (1,500 files nobody reads here), which change no behaviour.
  const build = spawn(
    'pnpm',
    [
      ...['exec', 'vite', 'build', '--configLoader', 'runner'],
      ...['--outDir', OUT_DIR, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'error'],
    ],
    { cwd: join(ROOT, 'packages/app'), env: { ...process.env, VITE_DEMO_WORKER: '1' }, stdio: 'inherit' },
  );
  expect(await exited(build), 'the static build (VITE_DEMO_WORKER=1)').toBe(0);
  const origin = test.info().project.use.baseURL ?? '';
  // Node itself runs the server (no pnpm in between), so stopping it below stops the server.
  server = spawn(process.execPath, ['--import', 'tsx', 'tests/visual/serve.ts', OUT_DIR, new URL(origin).port], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect.poll(async () => (await fetch(origin).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const done = exited(server);
  server.kill();
  await done;
});

/** The registrations of this origin's service workers, by their script's path. */
function workerScripts(page: Page) {
  return page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    return {
      controller: navigator.serviceWorker.controller && new URL(navigator.serviceWorker.controller.scriptURL).pathname,
      registered: registrations.map((r) => r.active && new URL(r.active.scriptURL).pathname),
    };
  });
}

test('the static demo: msw inside sw.js answers the platform; sign-in, the balance, and an offline reload', async ({
  page,
  context,
}) => {
  // The first visit waits for sw.js to install (it precaches the shell) before msw starts and the app runs.
  test.slow();
  const platformCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/wps/')) platformCalls.push(request.url());
  });

  await test.step('the home page renders with the platform’s data, answered in the browser', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Atrium Demo' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Hot games', exact: true }).getByRole('listitem').first(),
    ).toBeVisible();
    // The server itself has no platform: the same call asked of it directly is not found.
    expect(platformCalls.length).toBeGreaterThan(0);
    expect((await page.request.get(platformCalls[0] ?? '')).status()).toBe(404);
  });

  await test.step('one scope, one worker: sw.js controls the page, and msw runs in it', async () => {
    await expect.poll(() => workerScripts(page)).toEqual({ controller: '/sw.js', registered: ['/sw.js'] });
  });

  await test.step('a deep link after the last page has gone: the worker answers it with the shell', async () => {
    // msw's own script would unregister the worker as the last page it mocks unloads; the build's copy does not
    // (vite.config.ts demoWorkerScript()). The file server has no fallback: only the worker can answer /login.
    await page.goto('about:blank');
    const login = await page.goto('/login');
    expect(login?.fromServiceWorker(), '/login answered by sw.js').toBe(true);
    await expect(loginDialog(page)).toBeVisible();
  });

  await test.step('a seeded demo account signs in, and the header shows its balance', async () => {
    await fillUsernameLogin(page, 'member', DEMO_PASSWORD);
    await submitLogin(page);
    await expect(loginDialog(page)).toBeHidden();
    await expect.poll(() => headerBalanceCents(page)).toBeGreaterThan(0);
  });

  await test.step('offline, a reload shows the shell from the worker’s precache, and the offline notice', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('You are offline. Check your connection', { exact: false })).toBeVisible();
    await context.setOffline(false);
  });
});
