/**
 * A tiny static server for the built Storybook (`pnpm test:visual`): no dependency, one folder, one port.
 * Usage: tsx tests/visual/serve.ts <folder> <port>
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

const root = path.resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.argv[3] ?? 6106);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const relative = decodeURIComponent(url.pathname).replace(/\/$/, '/index.html');
  const file = path.join(root, path.normalize(relative));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
    // Hashed assets never change within one build; the HTML and the index are read fresh.
    'Cache-Control': /\/assets\//.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
    // msw's worker must control the whole origin.
    ...(relative.endsWith('mockServiceWorker.js') ? { 'Service-Worker-Allowed': '/' } : {}),
  });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${port}`);
});
