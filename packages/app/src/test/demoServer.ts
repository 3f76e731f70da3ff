import { cleanup } from '@testing-library/react';
import { delay, http, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  createDemoPlatform,
  DEMO_ORIGIN,
  demoHandlers,
  type DemoAccount,
  type DemoPlatform,
  type DemoPlatformOptions,
} from '@atrium/api/demo';
import { holdRequest, requestCounter } from './submitGestures';
import { signInAccount } from './signIn';

/**
 * More calls than this to one address in one visit is a loop. Every part of a page that reads an address shares one
 * query, which a transient failure tries twice; the session's member details are read by the session layer and by
 * a page that shows them, each tried twice. A loop asks dozens of times a second.
 */
export const MAX_CALLS_PER_ADDRESS = 4;

/** The demo platform behind msw for one test file, with what its tests count and hold. */
export interface DemoServer {
  readonly server: SetupServer;
  /** The platform the handlers answer from; with `freshPlatformEachTest`, the current test's. */
  readonly platform: DemoPlatform;
  /** Calls per address (path and query) since the last visit began (test/routeFaultSweep.tsx). */
  readonly calls: Map<string, number>;
  /** When the last call started (performance.now()): a visit has settled after a quiet time. */
  lastCallAt: number;
  /**
   * Whether a call past MAX_CALLS_PER_ADDRESS is held unanswered: on during a visit of the real app, so a page that
   * loops cannot starve the test's timers and the visit ends as "still calling"; off for tests that render parts.
   */
  breaksLoops: boolean;
  /** Requests that reached the platform by method and path: `requests.count('POST', path)`; reset after each test. */
  readonly requests: ReturnType<typeof requestCounter>;
  /** Holds the platform's answer to `path` (any method) until the returned release() is called. */
  hold(path: string): () => void;
  /** Signs a seeded account in as the login dialog does (test/signIn.ts `signInAccount`) and returns it. */
  signIn(username: string, options?: { readonly isAgent?: boolean }): Promise<DemoAccount>;
}

/** The demo server without test hooks: the route sweep's, which keeps one session for the whole file. */
export function createDemoServer(options: DemoPlatformSetUp = {}): DemoServer {
  return buildDemoServer(options).demo;
}

/** The platform a demo server answers from. */
export interface DemoPlatformSetUp {
  /** The demo platform's options (a pinned clock, a seed). */
  readonly platform?: DemoPlatformOptions;
  /** Handlers in front of the demo's for the whole file (a test's own go through `server.use`). */
  readonly handlers?: readonly HttpHandler[];
}

function buildDemoServer(options: DemoPlatformSetUp): { readonly demo: DemoServer; readonly renew: () => void } {
  let platform = createDemoPlatform(options.platform);
  const calls = new Map<string, number>();
  const loopBreaker = http.all('*', async ({ request }) => {
    const { pathname, search } = new URL(request.url);
    if (demo.breaksLoops && (calls.get(`${pathname}${search}`) ?? 0) > MAX_CALLS_PER_ADDRESS) await delay('infinite');
    return undefined;
  });
  const server = setupServer(loopBreaker, ...(options.handlers ?? []), ...demoHandlers(platform));
  const demo: DemoServer = {
    server,
    get platform() {
      return platform;
    },
    calls,
    lastCallAt: 0,
    breaksLoops: false,
    requests: requestCounter(server),
    hold: (path) => holdRequest(server, `${DEMO_ORIGIN}${path}`),
    signIn: async (username, options) => platform.accountById(await signInAccount(username, options))!,
  };
  server.events.on('request:start', ({ request }) => {
    // One endpoint asked for several things (a list per category) is several calls: counted apart.
    const { pathname, search } = new URL(request.url);
    const call = `${pathname}${search}`;
    calls.set(call, (calls.get(call) ?? 0) + 1);
    demo.lastCallAt = performance.now();
  });
  const renew = () => {
    platform = createDemoPlatform(options.platform);
    server.resetHandlers(loopBreaker, ...(options.handlers ?? []), ...demoHandlers(platform));
  };
  return { demo, renew };
}

export interface DemoServerOptions extends DemoPlatformSetUp {
  /** A new demo platform for every test: a registration or a password change in one does not leak into the next. */
  readonly freshPlatformEachTest?: boolean;
  /** More to do once before the file's tests, once the server listens (e.g. sign an account in for all of them). */
  readonly beforeAll?: () => Promise<unknown>;
  /** Extra clean-up after each test, beside the handlers' reset, the cleared fault, counts and storage. */
  readonly afterEach?: () => void;
  /** What a call the demo does not serve does: go through untouched (default), or fail the test. */
  readonly onUnhandledRequest?: 'bypass' | 'error';
}

/**
 * The app tests' demo platform behind msw, for a test file, in one line: listening before its tests; after each,
 * the test's extra handlers dropped, no fault, the request counts reset and both storages cleared (the session lives
 * in sessionStorage, preferences in localStorage); closed after the file.
 */
export function setUpDemoServer(options: DemoServerOptions = {}): DemoServer {
  const { demo, renew } = buildDemoServer(options);
  beforeAll(async () => {
    demo.server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'bypass' });
    await options.beforeAll?.();
  }, 60_000);
  if (options.freshPlatformEachTest) beforeEach(renew);
  afterEach(() => {
    // The test's app unmounts first: calls its effects make on the way out meet the test's handlers, not the next's.
    cleanup();
    demo.server.resetHandlers();
    demo.platform.setFault(null);
    demo.breaksLoops = false;
    demo.requests.reset();
    sessionStorage.clear();
    localStorage.clear();
    options.afterEach?.();
  });
  afterAll(() => demo.server.close());
  return demo;
}
