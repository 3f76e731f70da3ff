import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@atrium/api/client';
import { parseFault } from '@atrium/api/demo';
import { isFrameQuery } from './frameQueries';
import { createDemoServer, MAX_CALLS_PER_ADDRESS, type DemoServer } from './demoServer';
import { createTestApp, TestProviders, type TestApp } from './renderApp';
import { signInAccount, signInAs } from './signIn';
import { AppRoutes, preloadPagesFor, RouterLink } from '../app/router';
import { ALL_ROUTE_VISITS } from '../../../../tests/e2e/gates/routeSamples';
import { StartupGate } from '../features/system/StartupGate';

/**
 * The route × fault × role sweep at app level: the real app (providers, start-up gate, router, route table, pages,
 * session layer) rendered in happy-dom against the msw demo platform with one of its faults injected into every
 * platform call (packages/api/src/demo/scenarios.ts), every call counted. See docs/conventions.md "Fault states".
 */

export type SweepRole = 'guest' | 'member' | 'agent';
/** The faults a user meets; `latency` is only slower, not a failure. */
export const SWEEP_FAULTS = ['5xx', 'timeout', 'network', 'malformed', 'expired-session'] as const;
export type SweepFault = (typeof SWEEP_FAULTS)[number];

/**
 * The client's time limit in the sweep while the `timeout` fault is on: that fault never answers, so each call ends by
 * this limit as in a browser it ends by the real client's 15 s (same code path, a shorter wait). Otherwise a limit a
 * loaded machine never reaches, so no call of a working platform times out by accident.
 */
const TIMEOUT_FAULT_LIMIT_MS = 150;
const CLIENT_TIMEOUT_MS = 5_000;
/**
 * No query or mutation on its way, nothing marked busy, and no call started for this long: the page has settled (the
 * pause lets an answer's render start the calls it leads to).
 */
const QUIET_MS = 80;
/**
 * A page still making calls after this long is looping. A loop never stops, so the limit costs a passing visit
 * nothing; it is wide because a worker's first visit of a page, compiling its modules on a loaded 2-core machine, has
 * taken most of 6 s to settle.
 */
const SETTLE_LIMIT_MS = 12_000;

/** A visit's demo server: test/demoServer.ts, whose calls it counts. */
export type Sweep = DemoServer;
export { signInAccount, signInAs };

/** One i18n instance per server: the language never changes in a visit. */
const sweepI18n = new WeakMap<Sweep, TestApp['i18n']>();

/**
 * Fetches the code every route and popup loads lazily (pages, dialogs, the frame's drawer and footer) before the
 * sweep: in a browser a chunk arrives in milliseconds, while here a module's first transform can take longer than a
 * visit's quiet time, and a popup still on its way would be judged as missing.
 */
let warming: Promise<unknown> | null = null;
export async function warmUp(): Promise<void> {
  warming ??= Promise.all([
    ...ALL_ROUTE_VISITS.flatMap((route) => preloadPagesFor(route.path)),
    import('../features/auth/AuthDialogHost'),
    import('../features/announcements/AnnouncementDialogs'),
    import('../app/ShellSideMenu'),
    import('../app/ShellTopNav'),
    import('../app/ShellFooter'),
    import('../features/home/HomeScreen'),
    import('../shared/games/LaunchDialogs'),
    import('../shared/games/LaunchToasterContainer'),
  ]);
  await warming;
}

/** What one visit saw. */
export interface Visit {
  readonly queryClient: QueryClient;
  readonly errors: string[];
  readonly calls: Map<string, number>;
  /** Whether the visit stopped making calls (false: still calling after SETTLE_LIMIT_MS, a loop). */
  readonly settled: boolean;
}

async function settle(sweep: Sweep, queryClient: QueryClient): Promise<boolean> {
  const started = performance.now();
  for (;;) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const now = performance.now();
    const busy =
      queryClient.isFetching() > 0 ||
      queryClient.isMutating() > 0 ||
      document.querySelector('[aria-busy="true"]') !== null;
    if (!busy && now - sweep.lastCallAt >= QUIET_MS && now - started >= QUIET_MS) return true;
    if (now - started > SETTLE_LIMIT_MS) return false;
  }
}

/** Renders `address` as the app does at start, with `fault` injected into every platform call. */
export async function visit(
  sweep: Sweep,
  // An entry with state too: a history entry the app made (an overlay's page behind) met again after a reload.
  address: string | { readonly pathname: string; readonly search?: string; readonly state?: unknown },
  fault: SweepFault | null,
  // What the app's start (app/start.tsx) has in the cache before the first commit, e.g. the announcements it asks
  // for beside the status: with it, the first commit's effects meet the answer already there.
  options: {
    readonly beforeRender?: (queryClient: QueryClient, client: ApiClient) => Promise<unknown>;
  } = {},
): Promise<Visit> {
  // A page the test opened before goes first: its calls on the way out are not this visit's.
  cleanup();
  await warmUp();
  const errors: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' ').slice(0, 300));
  });
  const onError = (event: ErrorEvent) => errors.push(`uncaught: ${String(event.error ?? event.message)}`);
  window.addEventListener('error', onError);
  const app = await createTestApp({
    i18n: sweepI18n.get(sweep),
    // Read at each call: the limit follows the fault of the moment (a retry after the fault is cleared has 5 s).
    timeoutMs: () => (sweep.platform.fault()?.kind === 'timeout' ? TIMEOUT_FAULT_LIMIT_MS : CLIENT_TIMEOUT_MS),
  });
  sweepI18n.set(sweep, app.i18n);
  const { client, queryClient } = app;
  // The second try of a transient failure comes at once instead of a second later: same calls, shorter wait.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 10 },
  });
  // Quiet counts from the last thing that happened: a call started, or a query or mutation changed (an answer or a
  // failure is rendered a moment after the cache has it).
  const touch = () => {
    sweep.lastCallAt = performance.now();
  };
  // The subscriptions live as long as this visit's query client (the retry phase needs them too).
  queryClient.getQueryCache().subscribe(touch);
  queryClient.getMutationCache().subscribe(touch);
  sweep.platform.setFault(fault === null ? null : parseFault(fault));
  sweep.calls.clear();
  sweep.breaksLoops = true;
  await options.beforeRender?.(queryClient, client);
  sweep.lastCallAt = performance.now();
  render(
    <TestProviders app={app} linkComponent={RouterLink}>
      <StartupGate platformLanguage="EN">
        <MemoryRouter initialEntries={[address]}>
          <AppRoutes />
        </MemoryRouter>
      </StartupGate>
    </TestProviders>,
  );
  const settled = await settle(sweep, queryClient);
  consoleError.mockRestore();
  window.removeEventListener('error', onError);
  return { queryClient, errors, calls: new Map(sweep.calls), settled };
}

/** Opens `address` in the real app with no fault, as a page test starts: it settles and logs no error. */
export async function openPage(sweep: Sweep, address: string): Promise<Visit> {
  const seen = await visit(sweep, address, null);
  expect(seen.settled, `${address} stops calling`).toBe(true);
  expect(seen.errors, `nothing logged as an error on ${address}`).toEqual([]);
  return seen;
}

/** Every string the app holds on to after a visit: storage, the query and mutation caches (a secret must be in none). */
export function everythingKept(seen: Visit): string {
  const storage = [localStorage, sessionStorage].map((s) => JSON.stringify({ ...s })).join();
  const queries = seen.queryClient
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify([q.queryKey, q.state.data]));
  const mutations = seen.queryClient
    .getMutationCache()
    .getAll()
    .map((m) => JSON.stringify(m.state.variables ?? null));
  return [storage, ...queries, ...mutations].join('\n');
}

/**
 * The queries a mounted part shows that ended in an error: each is a part of the page that failed. With `since`,
 * only those whose error is older: an error that came after (the platform's own refusal of a request, with the
 * fault cleared) is the page's answer, not the fault's.
 */
export function failedParts(queryClient: QueryClient, since?: number): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error' && query.getObserversCount() > 0)
    .filter((query) => since === undefined || query.state.errorUpdatedAt < since)
    .map((query) => JSON.stringify(query.queryKey));
}

/** The address asked for most in a visit, with its count. */
function busiest(calls: Map<string, number>): string {
  const [address, count] = [...calls].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  return `${address} ×${count}`;
}

/** Endpoints called more often than a visit ever needs. */
export function loopingCalls(calls: Map<string, number>): string[] {
  return [...calls].filter(([, count]) => count > MAX_CALLS_PER_ADDRESS).map(([path, count]) => `${path} ×${count}`);
}

/** The page's content area (or the agent view's) holds something: text, or a control. */
export function isContentBlank(): boolean {
  const main = document.querySelector('main');
  if (!main) return true;
  return (main.textContent ?? '').trim() === '' && main.querySelector('button, a, img, [role="alert"]') === null;
}

export function isLoginDialogOpen(): boolean {
  return screen.queryByRole('dialog', { name: /log in/i }) !== null;
}

/**
 * What the user does next: closes the dialog standing over the page, if any (the page behind is inert until then),
 * and presses every retry the page shows, with the fault cleared, until none is left; then waits for the page.
 */
export async function retryEverything(sweep: Sweep, queryClient: QueryClient): Promise<void> {
  sweep.platform.setFault(null);
  // A retry in the closed side menu (a drawer at 360 px) is pressed too: the user opens the menu to reach it.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  for (let round = 0; round < 5; round += 1) {
    if (screen.queryAllByRole('dialog').length > 0) {
      await user.keyboard('{Escape}');
      await settle(sweep, queryClient);
      continue;
    }
    const retries = screen.queryAllByRole('button', { name: /try again|retry/i });
    if (retries.length === 0) break;
    for (const button of retries) {
      if (button.isConnected && !button.hasAttribute('disabled')) await user.click(button);
    }
    await settle(sweep, queryClient);
  }
  await waitFor(() => undefined);
}

/** Alerts in the content area that offer no retry beside them. */
function alertsWithoutRetry(): string[] {
  const main = document.querySelector('main');
  if (!main) return [];
  return within(main)
    .queryAllByRole('alert')
    .filter((alert) => (alert.textContent ?? '').trim() !== '')
    .filter((alert) => {
      const around = alert.parentElement ?? alert;
      return within(around).queryByRole('button', { name: /try again|retry/i }) === null;
    })
    .map((alert) => (alert.textContent ?? '').slice(0, 80));
}

/**
 * The sweep for one role: every route of the route table (tests/e2e/gates/routeSamples.ts, generated from the
 * domain's table) under every fault, each visit judged by what a user would see (docs/conventions.md "Fault states").
 */
export function sweepRoutes(role: SweepRole, visits: readonly { readonly address: string }[]): void {
  const sweep = createDemoServer();
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    sweep.server.listen({ onUnhandledRequest: 'bypass' });
    await warmUp();
    if (role !== 'guest') restore = await signInAs(role);
  }, 60_000);
  afterAll(() => sweep.server.close());

  // A guest holds no token, so an expired session is nothing to them.
  const faults = SWEEP_FAULTS.filter((fault) => role !== 'guest' || fault !== 'expired-session');
  describe.each(visits.map((route) => route.address))(`§8 %s as a ${role}`, (address) => {
    // A visit takes about a second; several on a loaded 2-core machine.
    it.each(faults)(
      'under %s: an error with retry where it failed, never blank, no loop, nothing thrown',
      { timeout: 30_000 },
      async (fault) => {
        restore();
        const seen = await visit(sweep, address, fault);
        expect(seen.errors, 'nothing thrown or logged as an error').toEqual([]);
        expect(
          seen.settled,
          `the page stops calling: a failure is final until the user retries (most asked: ${busiest(seen.calls)})`,
        ).toBe(true);
        expect(loopingCalls(seen.calls), 'no call asked for more than its one retry allows').toEqual([]);
        const dialogs = screen.queryAllByRole('dialog');
        expect(isContentBlank() && dialogs.length === 0, 'never a blank content area').toBe(false);
        if (fault === 'expired-session') {
          expect(isLoginDialogOpen(), 'an expired session opens the login popup').toBe(true);
          return;
        }
        expect(alertsWithoutRetry(), 'every error in the content area offers retry').toEqual([]);
        const clearedAt = Date.now();
        await retryEverything(sweep, seen.queryClient);
        const left = failedParts(seen.queryClient, clearedAt).filter(
          (key) => !isFrameQuery(JSON.parse(key) as unknown[]),
        );
        expect(left, 'every part that failed offers a retry that brings it back').toEqual([]);
        expect(isContentBlank(), 'after retry the content area is there').toBe(false);
      },
    );
  });
}
