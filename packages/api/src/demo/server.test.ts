import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, CONTENT_SECURITY_POLICY } from './server';

const staticDir = mkdtempSync(join(tmpdir(), 'atrium-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Atrium</title><div id="root"></div>');
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'assets', 'app-abc.js'), `console.log(${JSON.stringify('x'.repeat(4096))})`);

const { server, platform } = createDemoServer({ staticDir });
let origin = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('the demo platform server: the app and the platform on one origin', () => {
  it('answers /wps/* with the platform envelope', async () => {
    const res = await fetch(`${origin}/wps/system/status`, { headers: { Merchant: 'atriumdemo' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; value: { maintenance: boolean } };
    expect(body.success).toBe(true);
    expect(body.value.maintenance).toBe(false);
  });

  it('platform answers are never cached; the demo images are, for an hour, with one Cache-Control header', async () => {
    const call = await fetch(`${origin}/wps/system/status`);
    expect(call.headers.get('cache-control')).toBe('no-store');
    // fetch joins repeated headers with ", ": "no-store, max-age=3600" would mean the browser never keeps the image.
    const banner = await fetch(`${origin}/__demo/banner/101.svg`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('a scenario cookie switches one browser without touching the others', async () => {
    const res = await fetch(`${origin}/wps/system/status`, { headers: { Cookie: 'atrium-demo-system=maintenance' } });
    expect(((await res.json()) as { value: { maintenance: boolean } }).value.maintenance).toBe(true);
    expect(platform.scenario().system).toBe('normal');
  });

  it('POST /__demo/scenario switches the instance, and refuses unknown scenarios', async () => {
    const bad = await fetch(`${origin}/__demo/scenario`, { method: 'POST', body: JSON.stringify({ system: 'chaos' }) });
    expect(bad.status).toBe(400);
    const good = await fetch(`${origin}/__demo/scenario`, {
      method: 'POST',
      body: JSON.stringify({ system: 'region-blocked' }),
    });
    expect(await good.json()).toEqual({ system: 'region-blocked', content: 'normal', fault: null });
    const status = (await (await fetch(`${origin}/wps/system/status`)).json()) as {
      value: { regionRestriction: boolean };
    };
    expect(status.value.regionRestriction).toBe(true);
    platform.setScenario({ system: 'normal' });
  });

  it('POST /__demo/hostile loads the security corpus for the hostile content scenario', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${origin}${path}`, { method: 'POST', body: JSON.stringify(body) });
    expect((await post('/__demo/hostile', { payloads: [], links: ['x'] })).status).toBe(400);
    expect((await post('/__demo/scenario', { content: 'evil' })).status).toBe(400);
    const loaded = await post('/__demo/hostile', {
      payloads: ['<img src=x onerror=__xss(1)>'],
      links: ['javascript:x'],
    });
    expect(await loaded.json()).toEqual({ payloads: 1, links: 1 });
    const res = await fetch(`${origin}/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W`, {
      headers: { Cookie: 'atrium-demo-content=hostile' },
    });
    const banners = ((await res.json()) as { value: { banners: { title: string }[] } }).value.banners;
    expect(banners.every((b) => b.title === '<img src=x onerror=__xss(1)>')).toBe(true);
    expect(platform.scenario().content).toBe('normal');
  });

  it('POST /__demo/scenario injects a fault into every platform call, and clears it', async () => {
    const post = (body: unknown) => fetch(`${origin}/__demo/scenario`, { method: 'POST', body: JSON.stringify(body) });
    expect((await post({ fault: 'sometimes' })).status).toBe(400);
    expect(await (await post({ fault: '5xx' })).json()).toMatchObject({ fault: { kind: '5xx' } });
    expect((await fetch(`${origin}/wps/session/key/rsa`)).status).toBe(503);
    await post({ fault: null });
    expect((await fetch(`${origin}/wps/session/key/rsa`)).status).toBe(200);
  });

  it('the network fault drops the connection with no HTTP answer, as a lost network does (never a 500)', async () => {
    const post = (body: unknown) => fetch(`${origin}/__demo/scenario`, { method: 'POST', body: JSON.stringify(body) });
    await post({ fault: 'network' });
    try {
      await expect(fetch(`${origin}/wps/session/key/rsa`)).rejects.toThrow(TypeError);
      // Per browser too, by the cookie; the status call keeps its own scenarios and the server keeps answering.
      await post({ fault: null });
      await expect(
        fetch(`${origin}/wps/member/info`, { headers: { Cookie: 'atrium-demo-fault=network' } }),
      ).rejects.toThrow(TypeError);
      expect(
        (await fetch(`${origin}/wps/system/status`, { headers: { Cookie: 'atrium-demo-fault=network' } })).status,
      ).toBe(200);
    } finally {
      await post({ fault: null });
    }
  });

  it('an unknown platform call is a 404 envelope, not the app shell', async () => {
    const res = await fetch(`${origin}/wps/no/such/call`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('serves the app under a strict Content-Security-Policy', async () => {
    const res = await fetch(`${origin}/`);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('client-side routes fall back to the app shell; a missing asset is a 404', async () => {
    expect(await (await fetch(`${origin}/rng?vassalage=PG`)).text()).toContain('<div id="root">');
    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
    const asset = await fetch(`${origin}/assets/app-abc.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('compresses text assets with brotli or gzip, as the browser accepts', async () => {
    const { request } = await import('node:http');
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; length: number }>((done, fail) => {
        request(`${origin}/assets/app-abc.js`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          let length = 0;
          res.on('data', (chunk: Buffer) => (length += chunk.length));
          res.on('end', () => done({ headers: res.headers, length }));
        })
          .on('error', fail)
          .end();
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.length).toBeLessThan(200);
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.length).toBeGreaterThan(4096);
  });

  it('does not serve files outside the app folder', async () => {
    const res = await fetch(`${origin}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).not.toContain('root:');
  });
});
