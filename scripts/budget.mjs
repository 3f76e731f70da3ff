#!/usr/bin/env node
// Performance budget (docs/decisions/0006): gzip bytes of the JavaScript on the home route's critical path, and of
// every lazy chunk, from the production build's Vite manifest. Prints the figures; exits non-zero over budget.
//
// Budget for the home critical path: 174 KB gzip (172.7 KB today). What must run before any page stays there: the
// session guards (the logout broadcast between tabs, the held account switch, the forced password change), the member
// centre's start-up facts and its overlay's history check, and the lite app's start-up part (the install prompt's
// capture, which must listen from the first moment, the offline notice's retry, the update notice's store, the
// reality check's slot; docs/decisions/0013-lite-app.md). What no first screen draws is loaded after it: the
// customer-service links' decoder (DES, 2.1 KB) is imported once the status has arrived (api system/supportLink.ts).
// A module that both the start-up chunk and a lazy page import is emitted once, in the start-up chunk, with every
// export any chunk uses: code only a lazy page needs goes in a module of its own (wallet/transfer.ts beside
// wallet/calls.ts), or it weighs on every first paint. React Router's declarative routes, rather than its data router,
// keep it within (about 16 KB less; docs/decisions/0008-declarative-routes.md). The libraries the home route cannot
// start without weigh about 125 KB (react-dom ~62 KB, i18next + react-i18next 17.5 KB, react-router's declarative part
// ~13 KB, styled-components 11.2 KB, zod/mini ~8 KB, TanStack Query 6.2 KB, react ~3 KB). A feature that wants to add
// to the home page's start-up must move something else out.
// Lazy chunks: at most 60 KB each.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HOME_BUDGET = Number(process.env.BUDGET_HOME_KB ?? 174) * 1024;
const LAZY_BUDGET = Number(process.env.BUDGET_LAZY_KB ?? 60) * 1024;
const HOME_ROUTE = 'src/features/home/HomeRoute.tsx';

const dist = process.env.ATRIUM_STATIC_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../packages/app/dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No build manifest: run `pnpm build` first.');
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk and everything it imports statically (what must load before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
// What index.html makes the browser fetch at once: the entry, and the other modules it names, as scripts or in
// modulepreload hints (the app that the entry imports after starting the status call; vite.config.ts criticalPath()).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const named = [
  ...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]* (?:href|src)="\/([^"]+)"/g),
].map((m) => m[1]);
const preloaded = Object.keys(manifest).filter((k) => named.includes(manifest[k].file));
// The home route has a chunk of its own, or (the production build) sits in the start-up `app` chunk that index.html
// names (vite.config.ts startupChunks()); either way it is counted.
const home = [entry, ...preloaded].reduce(
  (seen, key) => closure(key, seen),
  manifest[HOME_ROUTE] ? closure(HOME_ROUTE) : new Set(),
);
const homeFiles = [...home].map((k) => manifest[k].file);
const homeBytes = homeFiles.reduce((sum, f) => sum + gz(f), 0);

let failed = 0;
let passed = 0;
console.log('Home route critical path (entry, modulepreloaded app, home route, and their static imports):');
for (const f of homeFiles) console.log(`  ${kb(gz(f)).padStart(9)}  ${f}`);
const homeOk = homeBytes <= HOME_BUDGET;
console.log(`  ${kb(homeBytes).padStart(9)}  total, budget ${kb(HOME_BUDGET)}: ${homeOk ? 'ok' : 'OVER BUDGET'}`);
if (homeOk) passed++;
else failed++;

console.log('Lazy chunks:');
for (const [key, chunk] of Object.entries(manifest)) {
  if (home.has(key) || !chunk.file.endsWith('.js')) continue;
  const bytes = gz(chunk.file);
  const ok = bytes <= LAZY_BUDGET;
  if (ok) passed++;
  else failed++;
  // Lazy chunks are named by their hash alone (packages/app/vite.config.ts): the source or name says what each is.
  const what = chunk.src ?? chunk.name;
  const label = what && !chunk.file.includes(`/${chunk.name}-`) ? `${chunk.file} (${what})` : chunk.file;
  console.log(`  ${kb(bytes).padStart(9)}  ${label}${ok ? '' : `  OVER BUDGET (${kb(LAZY_BUDGET)})`}`);
}
console.log(`budget: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
