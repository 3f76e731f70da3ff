import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import { createDemoPlatform, demoHandlers, type DemoPlatform } from '../demo/index';

/**
 * For api tests: a fresh demo platform before every test, served through msw in Node, and a client signed in as
 * any seeded account (or as a guest with `null`).
 */
export function useDemoPlatform(options: { readonly now?: number } = {}) {
  const server = setupServer();
  let current: DemoPlatform | undefined;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = createDemoPlatform(options.now === undefined ? {} : { now: () => options.now as number });
    server.resetHandlers(...demoHandlers(current));
  });
  afterAll(() => server.close());
  const demo = {
    server,
    get platform(): DemoPlatform {
      if (!current) throw new Error('the demo platform exists only inside a test');
      return current;
    },
    clientAs(accountId: string | null): ApiClient {
      const token = accountId ? demo.platform.sessions.issue(accountId) : null;
      return createApiClient({
        baseUrl: 'http://127.0.0.1:4173',
        merchantCode: 'atriumdemo',
        getLanguage: () => 'EN',
        getToken: () => token,
      });
    },
  };
  return demo;
}
