import { describe, expect, it, vi } from 'vitest';
import { measureLine, type LineCheckDeps } from './lineCheck';

const ORIGIN = 'https://www.atrium.example';

function deps(overrides: Partial<LineCheckDeps> = {}): LineCheckDeps {
  let clock = 1000;
  return {
    fetch: vi.fn(async () => {
      clock += 120;
      return new Response(null, { status: 204 });
    }),
    now: () => clock,
    origin: ORIGIN,
    loadImage: vi.fn(async () => {
      clock += 75;
    }),
    ...overrides,
  };
}

describe('§2 mirror-site line detection', () => {
  it('a line on the page origin is fetched (no-cors, not cached) and timed', async () => {
    const d = deps();
    expect(await measureLine('/__demo/line/1', new AbortController().signal, d)).toEqual({
      kind: 'reachable',
      ms: 120,
    });
    const [url, init] = vi.mocked(d.fetch).mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^https:\/\/www\.atrium\.example\/__demo\/line\/1\?_lc=\d+$/);
    expect(init).toMatchObject({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
  });

  it('a line elsewhere is an image ping (the CSP allows no fetch there) and timed', async () => {
    const d = deps();
    expect(await measureLine('https://m2.atrium.example/ping.gif', new AbortController().signal, d)).toEqual({
      kind: 'reachable',
      ms: 75,
    });
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['an error answer', deps({ fetch: vi.fn(async () => new Response(null, { status: 503 })) })],
    ['a network failure', deps({ fetch: vi.fn(async () => Promise.reject(new TypeError('failed'))) })],
  ])('%s marks the line unreachable', async (_, d) => {
    expect(await measureLine('/__demo/line/4', new AbortController().signal, d)).toEqual({ kind: 'unreachable' });
  });

  it('no answer within the timeout marks the line unreachable', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const started = performance.now();
    expect(await measureLine('/__demo/line/2', new AbortController().signal, deps({ fetch: hang }), 50)).toEqual({
      kind: 'unreachable',
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
