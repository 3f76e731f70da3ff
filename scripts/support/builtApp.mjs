// The built app behind the demo platform's server, for the measuring scripts (perf.mjs, bench-interaction.mjs):
// the same host the start command and the end-to-end tests use (compression, the production CSP).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** packages/app/dist, or ATRIUM_STATIC_DIR. */
export function staticDir() {
  return resolve(process.env.ATRIUM_STATIC_DIR ?? join(ROOT, 'packages/app/dist'));
}

/**
 * Starts `tsx packages/api/src/demo/main.ts` on 127.0.0.1:port serving `dir`; resolves once the platform answers.
 * The server compresses each file on its first request (brotli, quality 11), so every built file is asked for once
 * before anything is measured, as a warm CDN would have it.
 */
export async function startBuiltApp({ dir = staticDir(), port }) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`No built app at ${dir}: run \`pnpm build\` first (or set ATRIUM_STATIC_DIR).`);
  }
  const origin = `http://127.0.0.1:${port}`;
  // Something already answering there (a server left by an interrupted run) would be measured in place of `dir`.
  // A server of the previous measuring script may take a moment to end after that script has exited.
  const isTaken = () =>
    fetch(`${origin}/wps/system/status`).then(
      () => true,
      () => false,
    );
  for (let waited = 0; await isTaken(); waited += 500) {
    if (waited >= 10_000) throw new Error(`Port ${port} is already in use: stop what serves ${origin} first.`);
    await delay(500);
  }
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'packages/api/src/demo/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ATRIUM_STATIC_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill();
  };
  // However the measuring script ends, its server ends with it.
  process.once('exit', stop);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The demo server exited (${server.exitCode}); is port ${port} free?`);
    try {
      if ((await fetch(`${origin}/wps/system/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error('The demo server did not start within 60 s.');
    }
    await delay(200);
  }
  const files = ['/', ...readdirSync(join(dir, 'assets')).map((file) => `/assets/${file}`)];
  for (const file of files.filter((f) => !f.endsWith('.map'))) {
    await (await fetch(`${origin}${file}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).arrayBuffer();
  }
  return { origin, stop };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The nearest-rank percentile. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
