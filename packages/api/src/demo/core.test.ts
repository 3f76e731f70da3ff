import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Endpoint } from '../client';
import { ApiError } from '../errors';
import { ok } from './envelope';
import { isResponse, readEncrypted, requireAccount } from './http';
import { useDemoPlatform } from '../test/harness';

let lastPayload: unknown;
const demo = useDemoPlatform({
  fresh: 'file',
  timeoutMs: 300,
  // Test-only calls that exercise the shared helpers every area uses.
  handlers: (platform) => [
    http.post('*/wps/test/echo', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      lastPayload = body;
      return ok({ received: Object.keys(body).length });
    }),
    http.get('*/wps/test/me', ({ request }) => {
      const account = requireAccount(platform, request);
      return isResponse(account) ? account : ok({ id: account.id });
    }),
  ],
});
const { server, platform } = demo;

const echo: Endpoint<{ received: number }> = {
  id: 'test.echo',
  method: 'POST',
  path: '/wps/test/echo',
  needsToken: false,
  encrypted: true,
  value: z.object({ received: z.number() }),
};
const me: Endpoint<{ id: string }> = {
  id: 'test.me',
  method: 'GET',
  path: '/wps/test/me',
  needsToken: true,
  value: z.object({ id: z.string() }),
};

describe('docs/protocol.md encrypted body: the client and the demo platform round trip', () => {
  it('an encrypted call reaches the server decrypted, with the three headers, and never in clear text', async () => {
    let wire = '';
    let headers: Headers | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wps/test/echo')) {
        headers = request.headers;
        void request
          .clone()
          .text()
          .then((t) => (wire = t));
      }
    });
    const payload = { username: 'member', password: 'Demo1234', captcha: '' };
    await expect(demo.client().call(echo, { body: payload })).resolves.toEqual({ received: 3 });
    server.events.removeAllListeners();
    expect(lastPayload).toEqual(payload);
    expect(wire).not.toContain('Demo1234');
    expect(JSON.parse(wire)).toEqual({ value: expect.any(String) });
    expect(headers?.get('x-digest')).toBe(JSON.parse(wire).value);
    expect(headers?.get('x-rsa')).toBe(platform.rsaKeyPair().modulusHex);
    expect(headers?.get('encryption')).toMatch(/^[0-9a-f]+$/);
  });

  it('the server refuses a plain body on an encrypted call with 400 request_body_required', async () => {
    const plain = await fetch('http://127.0.0.1:4173/wps/test/echo', {
      method: 'POST',
      body: JSON.stringify({ username: 'x' }),
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });
});

describe('the demo session: a strict server', () => {
  it('a call without a token, or with an unknown one, is a 401 session-expired', async () => {
    const error = await demo
      .client('forged-token')
      .call(me)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('session-expired');
  });

  it('an issued token identifies its account until revoked', async () => {
    const token = platform.sessions.issue('m-1001');
    await expect(demo.client(token).call(me)).resolves.toEqual({ id: 'm-1001' });
    platform.sessions.revoke(token);
    await expect(demo.client(token).call(me)).rejects.toMatchObject({ kind: 'session-expired' });
  });
});

describe('fault injection (docs/architecture.md: every failure path on demand)', () => {
  it.each([
    ['5xx', 'http', 503],
    ['malformed', 'malformed', 200],
    ['network', 'network', undefined],
  ] as const)('%s makes every platform call fail as %s', async (kind, errorKind, status) => {
    platform.setFault({ kind });
    const error = (await demo
      .client(platform.sessions.issue('m-1001'))
      .call(me)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind === errorKind || (kind === '5xx' && error.kind === 'rejected')).toBe(true);
    expect(error.status).toBe(status);
  });

  it('timeout never answers, so the client times out', async () => {
    platform.setFault({ kind: 'timeout' });
    await expect(demo.client(platform.sessions.issue('m-1001')).call(me)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('expired-session answers 401 to calls carrying a token, and lets guest calls through', async () => {
    platform.setFault({ kind: 'expired-session' });
    await expect(demo.client(platform.sessions.issue('m-1001')).call(me)).rejects.toMatchObject({
      kind: 'session-expired',
      status: 401,
    });
    await expect(demo.client().call(echo, { body: { a: 1 } })).resolves.toEqual({ received: 1 });
  });

  it('latency delays the answer and then lets it through', async () => {
    platform.setFault({ kind: 'latency', ms: 120 });
    const started = performance.now();
    await expect(demo.client(platform.sessions.issue('m-1001')).call(me)).resolves.toEqual({ id: 'm-1001' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });
});
