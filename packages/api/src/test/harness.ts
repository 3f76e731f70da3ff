import { getResponse, http, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createApiClient, type ApiClient, type ClientConfig } from '../client';
import { ApiError } from '../errors';
import { DEMO_ORIGIN } from '../demo/constants';
import { ok, refuse } from '../demo/envelope';
import { demoHandlers } from '../demo/handlers/index';
import type { DemoAccount } from '../demo/state/accounts';
import { createDemoPlatform, type DemoPlatform } from '../demo/state/platform';

/**
 * The one msw set-up of the api tests. Every test file talks HTTP through msw in Node: either to the demo platform
 * (`useDemoPlatform`), or to handlers of its own on a bare server (`useMswServer`). Unhandled requests fail the test,
 * so a call that reaches nothing is never mistaken for a network error.
 */

/** The origin the app and the demo platform share in tests (the address `pnpm serve` uses). */
export { DEMO_ORIGIN };

/**
 * Monday 23 November 2026, 09:30 UTC: the one instant the api tests pin the demo platform's clock to, so the dates
 * their expectations name stay fixed.
 */
export const TEST_NOW = Date.UTC(2026, 10, 23, 9, 30);

/** The envelope answers (docs/protocol.md "Responses"), for handlers a test puts in front of the demo's. */
export { ok, refuse };

/** A client with the demo's merchant and English, and no session unless `overrides` gives a token. */
export function testClient(overrides: Partial<ClientConfig> = {}): ApiClient {
  return createApiClient({
    baseUrl: DEMO_ORIGIN,
    merchantCode: 'atriumdemo',
    getLanguage: () => 'EN',
    getToken: () => null,
    ...overrides,
  });
}

/** The `ApiError` a call fails with; a call that succeeds, or fails otherwise, fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A bare msw server for the file, with no handler: each test adds its own, and they are dropped after it. */
export function useMswServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export interface DemoPlatformOptions {
  /**
   * The platform's clock: an instant it starts at before every test (`advance` moves it, for expiries and
   * lockouts), or a function read at every call. Real time when absent.
   */
  readonly now?: number | (() => number);
  /**
   * `test`: a new platform before every test, for areas whose calls change what later calls see (sessions,
   * balances, claims). `file`: one platform for the whole file, the cheaper choice where the file's tests do not need a fresh one.
   */
  readonly fresh?: 'test' | 'file';
  /** Which requests to keep in `seen` (by URL); `seen` is emptied after every test. */
  readonly record?: (url: string) => boolean;
  /** Test-only handlers served after the demo's, on every platform. */
  readonly handlers?: (platform: DemoPlatform) => readonly HttpHandler[];
  /** The client's time limit (the client's default when absent). */
  readonly timeoutMs?: number;
}

/**
 * The demo platform served through msw for the file. After every test the handlers a test added, its listeners,
 * the injected fault and the system scenario are reset, so tests do not leak into one another.
 */
export function useDemoPlatform(options: DemoPlatformOptions = {}) {
  const { now, fresh = 'test', record, handlers, timeoutMs } = options;
  let time = typeof now === 'number' ? now : 0;
  let token: string | null = null;
  const clock = now === undefined ? {} : { now: typeof now === 'number' ? () => time : now };
  const handlersOf = (platform: DemoPlatform) => [...demoHandlers(platform), ...(handlers ? handlers(platform) : [])];
  let current: DemoPlatform | undefined = fresh === 'file' ? createDemoPlatform(clock) : undefined;
  // One platform for the file: its handlers are the server's own, which `resetHandlers()` restores after each test.
  const server = current ? setupServer(...handlersOf(current)) : setupServer();
  const seen: Request[] = [];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    if (typeof now === 'number') time = now;
    token = null;
    if (fresh === 'test') {
      current = createDemoPlatform(clock);
      server.resetHandlers(...handlersOf(current));
    }
    if (record) {
      server.events.on('request:start', ({ request }) => {
        if (record(request.url)) seen.push(request);
      });
    }
  });
  afterEach(() => {
    if (fresh === 'file') server.resetHandlers();
    server.events.removeAllListeners();
    seen.length = 0;
    current?.setFault(null);
    current?.setScenario({ system: 'normal' });
  });
  afterAll(() => server.close());

  const demo = {
    server,
    /** The requests `record` kept during the current test, in order. */
    seen,
    get platform(): DemoPlatform {
      if (!current) throw new Error('the demo platform exists only inside a test');
      return current;
    },
    /** A client with this token, or with whatever token the function returns at each call. */
    client(session: string | null | (() => string | null) = null): ApiClient {
      return testClient({
        getToken: typeof session === 'function' ? session : () => session,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      });
    },
    /** A client carrying whatever session `setToken` last gave it; none at the start of every test. */
    sessionClient: testClient({
      getToken: () => token,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    }),
    setToken(next: string | null): void {
      token = next;
    },
    /** The platform's time, with a numeric `now`. */
    now: (): number => time,
    /** Moves the platform's clock on, with a numeric `now`. */
    advance(ms: number): void {
      time += ms;
    },
    /** A client signed in as a seeded account, or a guest for `null`. */
    clientAs(accountId: string | null): ApiClient {
      return demo.client(accountId ? demo.platform.sessions.issue(accountId) : null);
    },
    /** A trial account (type 4) copied from a seeded one; the one already there when the id is taken. */
    addTrialAccount(from: string, trial: Pick<DemoAccount, 'id' | 'username'> & Partial<DemoAccount>): DemoAccount {
      const existing = demo.platform.accountById(trial.id);
      if (existing) return existing;
      const base = demo.platform.accountById(from);
      if (!base) throw new Error(`no seeded account ${from}`);
      const account: DemoAccount = { ...base, type: 4, ...trial };
      demo.platform.accounts.push(account);
      return account;
    },
    /** Replaces one call's answer, for the current test, with a successful envelope carrying `value`. */
    answer(path: string, value: unknown, method: 'get' | 'post' | 'put' | 'delete' = 'get'): void {
      server.use(http[method](`*${path}`, () => ok(value)));
    },
    /** Reads a demo-only JSON page, such as the SMS inbox `/__demo/sms`. */
    async demoJson<T>(path: string): Promise<T> {
      return (await (await fetch(`${DEMO_ORIGIN}${path}`)).json()) as T;
    },
  };
  return demo;
}

/**
 * The demo platform on a pinned clock, called in-process without a server: `call(accountId, path)` signs in as the
 * account and reads one relay call's value, failing the test on anything but 200. For tests that compare what
 * several pages of the platform say at one instant.
 */
export function pinnedDemo(now: number) {
  const platform = createDemoPlatform({ now: () => now });
  const handlers = demoHandlers(platform);
  const call = async <T>(accountId: string, path: string): Promise<T> => {
    const response = await getResponse(
      handlers,
      new Request(`http://demo.test/wps/relay/${path}`, {
        headers: { authorization: platform.sessions.issue(accountId) },
      }),
    );
    if (!response) throw new Error(`no handler for ${path}`);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { value: T }).value;
  };
  return { platform, call };
}

/** Every row of a paged report, read page by page from the first until `total` rows are in; with the first page. */
export async function everyRow<TPage extends { readonly rows: readonly unknown[]; readonly total: number }>(
  read: (page: number) => Promise<TPage>,
): Promise<{ first: TPage; rows: TPage['rows'][number][] }> {
  const first = await read(1);
  const rows: TPage['rows'][number][] = [...first.rows];
  for (let page = 2; rows.length < first.total; page += 1) rows.push(...(await read(page)).rows);
  return { first, rows };
}
