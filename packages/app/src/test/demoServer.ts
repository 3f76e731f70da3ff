import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createDemoPlatform, demoHandlers, type DemoPlatform } from '@atrium/api/demo';

export interface DemoServer {
  readonly server: SetupServer;
  /** The platform the handlers answer from; with `freshPlatformEachTest`, the current test's. */
  readonly platform: DemoPlatform;
}

export interface DemoServerOptions {
  /** A new demo platform for every test: a registration or a password change in one does not leak into the next. */
  readonly freshPlatformEachTest?: boolean;
  /** Extra clean-up after each test, beside the handlers' reset and the cleared storage. */
  readonly afterEach?: () => void;
}

/**
 * The app tests' demo platform behind msw, for a test file: listening before its tests, each test's extra handlers
 * dropped and both storages cleared after each (the session lives in sessionStorage, preferences in localStorage),
 * closed after the file. Calls the app makes to addresses the demo does not serve go through untouched.
 */
export function setUpDemoServer(options: DemoServerOptions = {}): DemoServer {
  let platform = createDemoPlatform();
  const server = setupServer(...demoHandlers(platform));
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  if (options.freshPlatformEachTest) {
    beforeEach(() => {
      platform = createDemoPlatform();
      server.resetHandlers(...demoHandlers(platform));
    });
  }
  afterEach(() => {
    server.resetHandlers();
    sessionStorage.clear();
    localStorage.clear();
    options.afterEach?.();
  });
  afterAll(() => server.close());
  return {
    server,
    get platform() {
      return platform;
    },
  };
}
