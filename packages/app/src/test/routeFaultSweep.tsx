import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createApiClient } from '@atrium/api/client';
import { createDemoPlatform, demoHandlers, parseFault } from '@atrium/api/demo';
import { login } from '@atrium/api/session';
import { createI18n } from '@atrium/ui/i18n';
import { loadBrandConfig } from '../config/brands';
import enApp from '../i18n/en/app.json';
import { createQueryClient, Providers } from '../app/providers';
import { AppRoutes, RouterLink } from '../app/router';
import { StartupGate } from '../features/system/StartupGate';
import { readToken, storeAccount, storeToken } from '../shared/session';

/**
 * The route × fault × role sweep at app level: the real app (providers, start-up gate, router, route table, pages,
 * session layer) rendered in happy-dom against the msw demo platform with one of its faults injected into every
 * platform call (packages/api/src/demo/scenarios.ts), every call counted. See docs/conventions.md "Fault states".
 */

export const SWEEP_BASE = 'http://127.0.0.1:4173';
export type SweepRole = 'guest' | 'member' | 'agent';
/** The faults a user meets; `latency` is only slower, not a failure. */
export const SWEEP_FAULTS = ['5xx', 'timeout', 'network', 'malformed', 'expired-session'] as const;
export type SweepFault = (typeof SWEEP_FAULTS)[number];

/**
 * The client's time limit in the sweep: the `timeout` fault never answers, so each call ends by this limit as in a
 * browser it ends by the 15 s of the real client (same code path, a shorter wait).
 */
const CLIENT_TIMEOUT_MS = 250;
/** Quiet for this long (no call started, nothing busy) and the page has settled. Longer than the time limit. */
const QUIET_MS = 400;
/** A page still making calls after this long is looping. */
const SETTLE_LIMIT_MS = 6_000;
/** More calls than this to one endpoint in one visit is a loop (a transient failure is tried twice at most). */
export const MAX_CALLS_PER_ENDPOINT = 4;

export interface Sweep {
  readonly platform: ReturnType<typeof createDemoPlatform>;
  readonly server: ReturnType<typeof setupServer>;
  readonly calls: Map<string, number>;
  lastCallAt: number;
}

export function createSweep(): Sweep {
  const platform = createDemoPlatform();
  const server = setupServer(...demoHandlers(platform));
  const sweep: Sweep = { platform, server, calls: new Map(), lastCallAt: 0 };
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    sweep.calls.set(pathname, (sweep.calls.get(pathname) ?? 0) + 1);
    sweep.lastCallAt = performance.now();
  });
  return sweep;
}

/** Signs the demo account in (as the login dialog does) and returns what the login leaves in sessionStorage. */
export async function signInAs(role: Exclude<SweepRole, 'guest'>) {
  const guest = createApiClient({
    baseUrl: SWEEP_BASE,
    merchantCode: 'atriumdemo',
    getLanguage: () => 'EN',
    getToken: () => null,
  });
  const info = await login(guest, {
    request: { type: 'username', username: role, password: 'Demo1234' },
    deviceId: 'sweep-device',
  });
  return () => {
    storeToken(info.token);
    storeAccount({ nickname: null, account: info.username, customerId: info.accountId, isAgent: role === 'agent' });
  };
}

/** What one visit saw. */
export interface Visit {
  readonly queryClient: QueryClient;
  readonly errors: string[];
  readonly calls: Map<string, number>;
  /** Whether the visit stopped making calls (false: still calling after SETTLE_LIMIT_MS, a loop). */
  readonly settled: boolean;
}

async function settle(sweep: Sweep): Promise<boolean> {
  const started = performance.now();
  for (;;) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const now = performance.now();
    const busy = document.querySelector('[aria-busy="true"]') !== null;
    if (!busy && now - sweep.lastCallAt >= QUIET_MS && now - started >= QUIET_MS) return true;
    if (now - started > SETTLE_LIMIT_MS) return false;
  }
}

/** Renders `address` as the app does at start, with `fault` injected into every platform call. */
export async function visit(sweep: Sweep, address: string, fault: SweepFault | null): Promise<Visit> {
  const errors: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' ').slice(0, 300));
  });
  const onError = (event: ErrorEvent) => errors.push(`uncaught: ${String(event.error ?? event.message)}`);
  window.addEventListener('error', onError);
  const brand = loadBrandConfig({ VITE_API_BASE_URL: SWEEP_BASE } as ImportMetaEnv);
  const i18n = await createI18n({ locale: 'en', resources: { en: { app: enApp } } });
  const client = createApiClient({
    baseUrl: SWEEP_BASE,
    merchantCode: brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: () => readToken(),
    timeoutMs: CLIENT_TIMEOUT_MS,
  });
  const queryClient = createQueryClient();
  // The second try of a transient failure comes at once instead of a second later: same calls, shorter wait.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 10 },
  });
  sweep.platform.setFault(fault === null ? null : parseFault(fault));
  sweep.calls.clear();
  sweep.lastCallAt = performance.now();
  render(
    <Providers
      brand={brand}
      mode="dark"
      i18n={i18n}
      client={client}
      queryClient={queryClient}
      linkComponent={RouterLink}
    >
      <StartupGate platformLanguage="EN">
        <MemoryRouter initialEntries={[address]}>
          <AppRoutes />
        </MemoryRouter>
      </StartupGate>
    </Providers>,
  );
  const settled = await settle(sweep);
  consoleError.mockRestore();
  window.removeEventListener('error', onError);
  return { queryClient, errors, calls: new Map(sweep.calls), settled };
}

/** The queries a mounted part shows that ended in an error: each is a part of the page that failed. */
export function failedParts(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error' && query.getObserversCount() > 0)
    .map((query) => JSON.stringify(query.queryKey));
}

/** Endpoints called more often than a visit ever needs. */
export function loopingCalls(calls: Map<string, number>): string[] {
  return [...calls].filter(([, count]) => count > MAX_CALLS_PER_ENDPOINT).map(([path, count]) => `${path} ×${count}`);
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

/** Presses every retry the page shows (with the fault cleared) until none is left, then waits for the page. */
export async function retryEverything(sweep: Sweep): Promise<void> {
  sweep.platform.setFault(null);
  const user = userEvent.setup();
  for (let round = 0; round < 5; round += 1) {
    const retries = screen.queryAllByRole('button', { name: /try again|retry/i });
    if (retries.length === 0) break;
    for (const button of retries) {
      if (button.isConnected && !button.hasAttribute('disabled')) await user.click(button);
    }
    await settle(sweep);
  }
  await waitFor(() => undefined);
}
