import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ClientConfig, Endpoint } from './client';
import { failure, testClient, useMswServer } from './test/harness';

const BASE = 'http://platform.test';
const server = useMswServer();

const pingEndpoint: Endpoint<{ pong: number }> = {
  id: 'test.ping',
  method: 'GET',
  path: '/wps/ping',
  moduleId: 'COMM3',
  needsToken: false,
  value: z.object({ pong: z.number() }),
};
const memberEndpoint: Endpoint<{ id: string }> = {
  ...pingEndpoint,
  id: 'test.member',
  path: '/wps/member/info',
  needsToken: true,
  value: z.object({ id: z.string() }),
};

function client(overrides: Partial<ClientConfig> = {}) {
  return testClient({
    baseUrl: BASE,
    getLanguage: () => 'en',
    getToken: () => 'tok-123',
    timeoutMs: 200,
    ...overrides,
  });
}

describe('§7 / docs/protocol.md request headers', () => {
  it('sends Merchant exactly once, Language upper case, Device web, X-Gateway-Version 3 and ModuleId', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/wps/ping`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ success: true, value: { pong: 1 } });
      }),
    );
    await client().call(pingEndpoint);
    expect(seen?.get('merchant')).toBe('atriumdemo');
    expect(seen?.get('language')).toBe('EN');
    expect(seen?.get('device')).toBe('web');
    expect(seen?.get('x-gateway-version')).toBe('3');
    expect(seen?.get('moduleid')).toBe('COMM3');
    expect(seen?.get('authorization')).toBeNull();
  });

  it('sends the raw token as Authorization (no Bearer) only on calls that need the session', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/wps/member/info`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ success: true, value: { id: 'm1' } });
      }),
    );
    await expect(client().call(memberEndpoint)).resolves.toEqual({ id: 'm1' });
    expect(auth).toBe('tok-123');
  });

  it('GET parameters travel in the query string, empty ones are left out', async () => {
    let search = '';
    server.use(
      http.get(`${BASE}/wps/ping`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ success: true, value: { pong: 1 } });
      }),
    );
    await client().call(pingEndpoint, { query: { pageNo: 2, gameName: 'lucky 7', vassalage: undefined, x: null } });
    expect(search).toBe('?pageNo=2&gameName=lucky+7');
  });

  it('a session call without a token fails as session-expired without reaching the network', async () => {
    const onRequest = vi.fn();
    server.events.on('request:start', onRequest);
    const error = await failure(client({ getToken: () => null }).call(memberEndpoint));
    server.events.removeAllListeners();
    expect(error.kind).toBe('session-expired');
    expect(onRequest).not.toHaveBeenCalled();
  });
});

describe('docs/protocol.md envelope and typed errors (§8)', () => {
  it('unwraps the envelope and returns the parsed value, tolerating unknown extra fields', async () => {
    server.use(
      http.get(`${BASE}/wps/ping`, () =>
        HttpResponse.json({ success: true, value: { pong: 7, extra: 'ignored' }, traceId: 'x' }),
      ),
    );
    await expect(client().call(pingEndpoint)).resolves.toEqual({ pong: 7 });
  });

  it('success:false becomes a rejected error carrying the server code, message and catalogue key', async () => {
    server.use(
      http.get(`${BASE}/wps/ping`, () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'TOO_MANY_REQUESTS', message: 'slow down' }),
      ),
    );
    const error = await failure(client().call(pingEndpoint));
    expect(error).toMatchObject({
      kind: 'rejected',
      code: 'TOO_MANY_REQUESTS',
      serverMessage: 'slow down',
      messageKey: 'errors:rateLimited',
    });
  });

  it('a wrongly typed required field is malformed and names the field', async () => {
    server.use(http.get(`${BASE}/wps/ping`, () => HttpResponse.json({ success: true, value: { pong: 'seven' } })));
    const error = await failure(client().call(pingEndpoint));
    expect(error).toMatchObject({ kind: 'malformed', field: 'value.pong', messageKey: 'errors:malformed' });
  });

  it('a missing required field is malformed and names the field', async () => {
    server.use(http.get(`${BASE}/wps/ping`, () => HttpResponse.json({ success: true, value: {} })));
    expect((await failure(client().call(pingEndpoint))).field).toBe('value.pong');
  });

  it('a body that is not JSON is malformed; a response without an envelope is malformed', async () => {
    server.use(http.get(`${BASE}/wps/ping`, () => new HttpResponse('<html>proxy page</html>', { status: 200 })));
    expect((await failure(client().call(pingEndpoint))).kind).toBe('malformed');
    server.use(http.get(`${BASE}/wps/ping`, () => HttpResponse.json({ pong: 1 })));
    expect(await failure(client().call(pingEndpoint))).toMatchObject({ kind: 'malformed', field: 'success' });
  });

  it('a 5xx without an envelope is an http error and transient', async () => {
    server.use(http.get(`${BASE}/wps/ping`, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await failure(client().call(pingEndpoint));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(error.isTransient).toBe(true);
  });

  it('a 4xx refusal with an envelope is rejected and not transient', async () => {
    server.use(
      http.get(`${BASE}/wps/ping`, () =>
        HttpResponse.json({ success: false, errorCode: 'function.not.available' }, { status: 400 }),
      ),
    );
    const error = await failure(client().call(pingEndpoint));
    expect(error).toMatchObject({ kind: 'rejected', status: 400, messageKey: 'errors:functionNotEnabled' });
    expect(error.isTransient).toBe(false);
  });

  it.each([
    ['a 401', () => HttpResponse.json({ success: false, errorCode: 'login.not.session' }, { status: 401 })],
    ['a 401 without a body', () => new HttpResponse(null, { status: 401 })],
    ['a session error code with 200', () => HttpResponse.json({ success: false, errorCode: 'token_ip_different' })],
  ])('%s is session-expired and signals the subscribers once', async (_label, resolver) => {
    server.use(http.get(`${BASE}/wps/member/info`, resolver));
    const c = client();
    const listener = vi.fn();
    const unsubscribe = c.onSessionExpired(listener);
    const error = await failure(c.call(memberEndpoint));
    expect(error.kind).toBe('session-expired');
    expect(error.messageKey).toBe('errors:session.notLoggedIn');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await failure(c.call(memberEndpoint));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('no answer within the time limit is a timeout (§8 "page took longer time to load")', async () => {
    server.use(
      http.get(`${BASE}/wps/ping`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(client({ timeoutMs: 50 }).call(pingEndpoint));
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'errors:timeout' });
    expect(error.isTransient).toBe(true);
  });

  it('a network failure is network (§8 "Network link is abnormal")', async () => {
    server.use(http.get(`${BASE}/wps/ping`, () => HttpResponse.error()));
    expect(await failure(client().call(pingEndpoint))).toMatchObject({ kind: 'network', messageKey: 'errors:network' });
  });

  it('a call cancelled on its way is aborted, not a timeout', async () => {
    let arrived = () => {};
    const asked = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.get(`${BASE}/wps/ping`, async () => {
        arrived();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client({ timeoutMs: 5_000 }).call(pingEndpoint, { signal: controller.signal });
    await asked;
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it('a call cancelled before its turn (a query dropped at sign-out) is aborted, not a session expiry', async () => {
    // The sign-out clears the token and cancels the session's queries in the same task, before the call's turn.
    let token: string | null = 'tok-123';
    const expired: unknown[] = [];
    const api = client({ getToken: () => token });
    api.onSessionExpired((error) => expired.push(error));
    const controller = new AbortController();
    const pending = api.call(memberEndpoint, { signal: controller.signal });
    token = null;
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
    expect(expired).toEqual([]);
  });

  it('sends a JSON body on POST with the JSON content type', async () => {
    let received: unknown;
    let type: string | null = null;
    server.use(
      http.post(`${BASE}/wps/ping`, async ({ request }) => {
        received = await request.json();
        type = request.headers.get('content-type');
        return HttpResponse.json({ success: true, value: { pong: 2 } });
      }),
    );
    await client().call({ ...pingEndpoint, method: 'POST' }, { body: { nodeId: 5 } });
    expect(received).toEqual({ nodeId: 5 });
    expect(type).toBe('application/json;charset=UTF-8');
  });
});

describe('each call in a task of its own (docs/decisions/0006: no long task when a screen asks for all its data)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('where the browser offers scheduler.yield, a call is prepared and sent only after the caller has yielded', async () => {
    const yields: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
    const sent: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return new Response(JSON.stringify({ success: true, value: { pong: 1 } }), { status: 200 });
    });
    const api = client({ fetch });
    const first = api.call(pingEndpoint, { query: { n: 1 } });
    const second = api.call(pingEndpoint, { query: { n: 2 } });
    await Promise.resolve();
    // Both calls were made in the caller's task; nothing was prepared or sent in it.
    expect(yields).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    yields[0]?.();
    await expect(first).resolves.toEqual({ pong: 1 });
    expect(sent).toEqual([`${BASE}/wps/ping?n=1`]);
    yields[1]?.();
    await expect(second).resolves.toEqual({ pong: 1 });
    expect(sent).toEqual([`${BASE}/wps/ping?n=1`, `${BASE}/wps/ping?n=2`]);
  });
});
