import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { getResponse } from 'msw';
import { demoHandlers } from './handlers/index';
import { isContentScenario, isSystemScenario, parseFault } from './scenarios';
import { DEMO_SUPPORT_PATH } from './seed/system';
import { createDemoPlatform, type DemoPlatform } from './state/platform';

/**
 * The demo platform as a real HTTP server (docs/architecture.md, host 4): the same msw handlers behind Node's http,
 * plus the built app's files on the same origin, so the shipped bundle carries no msw and what a user runs is what
 * the end-to-end tests run. See docs/decisions/0003-demo-platform-hosting.md.
 */

export interface DemoServerOptions {
  /** The built app (packages/app/dist); when absent only the platform answers. */
  readonly staticDir?: string | undefined;
  readonly platform?: DemoPlatform;
}

/** The Content-Security-Policy of the served app: no inline script, no plugins, no base rewriting, no framing. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components inserts <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const PLATFORM_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...SECURITY_HEADERS, ...extra });
  res.end(body);
}

async function answerPlatform(platform: DemoPlatform, req: IncomingMessage, res: ServerResponse, url: URL) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  const request = new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  const response = await getResponse(demoHandlers(platform), request);
  if (!response) {
    send(
      res,
      404,
      'application/json',
      JSON.stringify({ success: false, value: null, errorCode: 'request_param_err', message: 'Unknown call' }),
    );
    return;
  }
  if (response.type === 'error') {
    // `HttpResponse.error()` (the `network` fault): the connection drops with no answer at all, so the browser's
    // fetch fails as it does when the network goes away, not with an HTTP status the app would read as a 5xx.
    req.socket.destroy();
    return;
  }
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  // Platform answers are never cached, unless the handler says otherwise (the demo's banner and icon images: cached
  // for an hour, as a real platform's CDN would). One header either way: two would let no-store win in the browser.
  if (!('cache-control' in out)) out['cache-control'] = 'no-store';
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function answerControl(platform: DemoPlatform, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (url.pathname === '/__demo/scenario') {
    if (req.method === 'POST') {
      let patch: unknown;
      try {
        patch = JSON.parse((await readBody(req)).toString('utf8'));
      } catch {
        send(res, 400, 'application/json', JSON.stringify({ error: 'body must be JSON' }));
        return;
      }
      const { system, content, fault } = (patch ?? {}) as { system?: unknown; content?: unknown; fault?: unknown };
      if (system !== undefined && !isSystemScenario(system)) {
        send(res, 400, 'application/json', JSON.stringify({ error: 'unknown system scenario' }));
        return;
      }
      if (content !== undefined && !isContentScenario(content)) {
        send(res, 400, 'application/json', JSON.stringify({ error: 'unknown content scenario' }));
        return;
      }
      const parsedFault = typeof fault === 'string' ? parseFault(fault) : null;
      if (fault !== undefined && fault !== null && parsedFault === null) {
        send(res, 400, 'application/json', JSON.stringify({ error: 'unknown fault' }));
        return;
      }
      if (system !== undefined) platform.setScenario({ system });
      if (content !== undefined) platform.setScenario({ content });
      if (fault !== undefined) platform.setFault(parsedFault);
    }
    send(res, 200, 'application/json', JSON.stringify({ ...platform.scenario(), fault: platform.fault() }));
    return;
  }
  if (url.pathname === '/__demo/hostile' && req.method === 'POST') {
    // The hostile content scenario's texts (the security corpus of tests/security): { payloads, links }.
    let texts: unknown;
    try {
      texts = JSON.parse((await readBody(req)).toString('utf8'));
    } catch {
      texts = null;
    }
    const { payloads, links } = (texts ?? {}) as { payloads?: unknown; links?: unknown };
    const strings = (list: unknown): list is string[] =>
      Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string');
    if (!strings(payloads) || !strings(links)) {
      send(res, 400, 'application/json', JSON.stringify({ error: 'payloads and links must be lists of strings' }));
      return;
    }
    platform.setHostileTexts({ payloads, links });
    send(res, 200, 'application/json', JSON.stringify({ payloads: payloads.length, links: links.length }));
    return;
  }
  if (url.pathname === DEMO_SUPPORT_PATH) {
    send(
      res,
      200,
      'text/html; charset=utf-8',
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
        '<title>Demo customer service</title></head><body><main><h1>Demo customer service</h1>' +
        "<p>This page stands in for the brand's live chat on the demo platform.</p></main></body></html>",
    );
    return;
  }
  // Other demo pages (the demo game, the demo SMS inbox) are msw handlers, so every host serves them.
  await answerPlatform(platform, req, res, url);
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.map']);
const compressed = new Map<string, { mtime: number; br: Buffer; gzip: Buffer }>();

/** Brotli or gzip, made once per file version: the built app is static, so compression costs one pass. */
async function compressedBody(file: string, mtime: number) {
  const cached = compressed.get(file);
  if (cached && cached.mtime === mtime) return cached;
  const raw = await readFile(file);
  const entry = {
    mtime,
    br: brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzip: gzipSync(raw, { level: 9 }),
  };
  compressed.set(file, entry);
  return entry;
}

async function answerStatic(staticDir: string, req: IncomingMessage, res: ServerResponse, url: URL) {
  const root = resolve(staticDir);
  const requested = normalize(join(root, decodeURIComponent(url.pathname)));
  const inside = requested === root || requested.startsWith(root + sep);
  let file = inside ? requested : join(root, 'index.html');
  let info = await stat(file).catch(() => null);
  if (!info || info.isDirectory()) {
    // Client-side routes fall back to the app shell; a missing asset is a real 404.
    if (url.pathname.startsWith('/assets/')) {
      send(res, 404, 'text/plain; charset=utf-8', 'Not found');
      return;
    }
    file = join(root, 'index.html');
    info = await stat(file).catch(() => null);
    if (!info) {
      send(res, 503, 'text/plain; charset=utf-8', 'The app is not built: run `pnpm build` first.');
      return;
    }
  }
  const immutable = url.pathname.startsWith('/assets/');
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...SECURITY_HEADERS,
  };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (encoding && COMPRESSIBLE.has(extname(file)) && info.size > 512) {
    const body = (await compressedBody(file, info.mtimeMs))[encoding];
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function failSafely(res: ServerResponse, error: unknown) {
  console.error('[demo platform]', error);
  if (!res.headersSent) {
    send(
      res,
      500,
      'application/json',
      JSON.stringify({ success: false, value: null, errorCode: 'internal', message: 'Demo platform error' }),
    );
  } else res.destroy();
}

/**
 * The platform calls (/wps, /lgw, /lotto) and the demo controls (/__demo) as a Connect-style middleware: the Node
 * server below uses it, and so do `vite dev` and `vite preview` (packages/app/vite.config.ts).
 */
export function createDemoMiddleware(platform: DemoPlatform): Middleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    if (PLATFORM_PREFIXES.some((p) => url.pathname.startsWith(p))) {
      answerPlatform(platform, req, res, url).catch((error: unknown) => failSafely(res, error));
    } else if (url.pathname.startsWith('/__demo/')) {
      answerControl(platform, req, res, url).catch((error: unknown) => failSafely(res, error));
    } else next();
  };
}

export function createDemoServer(options: DemoServerOptions = {}): { server: Server; platform: DemoPlatform } {
  const platform = options.platform ?? createDemoPlatform();
  const middleware = createDemoMiddleware(platform);
  const server = createServer((req, res) => {
    middleware(req, res, () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      if (!options.staticDir) {
        send(res, 404, 'text/plain; charset=utf-8', 'Not found');
        return;
      }
      answerStatic(options.staticDir, req, res, url).catch((error: unknown) => failSafely(res, error));
    });
  });
  return { server, platform };
}
