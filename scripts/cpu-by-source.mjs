#!/usr/bin/env node
// Where a page load's main-thread CPU goes after the first contentful paint, by source: each V8 profiler sample
// after the paint is mapped through the build's source maps to the file it ran in, and files are grouped by
// library (node_modules/<name>) or workspace package folder. Also the time outside JavaScript (style, layout,
// paint, garbage collection), from the trace's own events. A tool for finding work to cut; it judges nothing.
//
//   ATRIUM_STATIC_DIR=<unminified build> pnpm profile:cpu [path=/] [runs=3] [depth=package|file|function]
//
// Loads the page at a phone's viewport, unthrottled (as Lighthouse observes it before its 4x simulation), with the
// sampling profiler on. The figures are medians of `runs` loads; read them beside each other, not as absolutes.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { median, staticDir, startBuiltApp } from './support/builtApp.mjs';
import { PROFILE_CATEGORIES, profileSamples } from './support/cpuProfile.mjs';
import { traceLoad } from './support/traceLoad.mjs';

const [path = '/', runsArg = '3', depth = 'package'] = process.argv.slice(2);
const PORT = Number(process.env.BENCH_PORT ?? 4398);
const NATIVE = ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'MinorGC', 'MajorGC'];
const dir = staticDir();
/**
 * An unminified build marks where each module starts with a `// <path>` line: each chunk's line ranges by module.
 */
const modulesByChunk = new Map();
for (const file of readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'))) {
  const starts = [];
  readFileSync(join(dir, 'assets', file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const marker = line.match(/^\/\/ ((?:\.\.\/)*[\w@.+-]\S*\.(?:[cm]?[jt]sx?|json))$/);
      if (marker) starts.push([index, marker[1]]);
    });
  modulesByChunk.set(`/assets/${file}`, starts);
}
/** The module a 0-based line of a chunk belongs to. */
function moduleAt(url, line) {
  const starts = modulesByChunk.get(url);
  if (!starts?.length) return null;
  let found = null;
  for (const [start, source] of starts) {
    if (start > line) break;
    found = source;
  }
  return found;
}

function group(source) {
  if (!source) return '(unknown)';
  const lib = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (lib) return lib[1];
  const ws = source.match(/^(?:\.\.\/([^/]+)\/)?src\/(.*)$/);
  if (ws) {
    const pkg = ws[1] ?? 'app';
    if (depth === 'file') return `${pkg}/${ws[2]}`;
    const parts = ws[2].split('/');
    return `${pkg}/${parts.slice(0, parts[0] === 'components' ? 3 : 2).join('/')}`;
  }
  return source.replace(/^.*\/packages\//, '');
}

async function loadOnce(browser, url) {
  const { events, pid, tid } = await traceLoad(browser, url, {
    categories: PROFILE_CATEGORIES,
    settleMs: 1500,
  });
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const byGroup = new Map();
  const add = (k, us) => byGroup.set(k, (byGroup.get(k) ?? 0) + us / 1000);
  for (const { t, us, frame } of profileSamples(events, pid, tid)) {
    if (t < fcp || !frame || ['(idle)', '(program)', '(garbage collector)', '(root)'].includes(frame.functionName))
      continue;
    const url = frame.url ? new URL(frame.url).pathname : '';
    const source = modulesByChunk.has(url) ? moduleAt(url, frame.lineNumber) : null;
    const where = source ? group(source) : frame.url ? url : `(native) ${frame.functionName}`;
    add(depth === 'function' ? `${where} ${frame.functionName || '(anonymous)'}` : where, us);
  }
  for (const e of events) {
    if (e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= fcp && NATIVE.includes(e.name))
      add(`[browser] ${e.name}`, e.dur ?? 0);
  }
  return byGroup;
}

const app = await startBuiltApp({ dir, port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const runs = [];
  for (let i = 0; i < Number(runsArg); i++) runs.push(await loadOnce(browser, `${app.origin}${path}`));
  const keys = new Set(runs.flatMap((r) => [...r.keys()]));
  const rows = [...keys].map((k) => [k, median(runs.map((r) => r.get(k) ?? 0))]).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((s, [, v]) => s + v, 0);
  console.log(
    `${path}: main-thread time after the first contentful paint, median of ${runs.length} loads, ${total.toFixed(0)} ms`,
  );
  for (const [k, v] of rows.filter(([, v]) => v >= 2)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
} finally {
  await browser.close();
  app.stop();
}
