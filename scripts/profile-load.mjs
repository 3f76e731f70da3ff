#!/usr/bin/env node
// Where a page load's main-thread time goes, by React component (docs/decisions/0006-performance.md).
//
//   ATRIUM_STATIC_DIR=/tmp/dist pnpm profile:load [path=/] [min-ms=80]
//
// Build without minifying first, so functions keep their names:
//   pnpm --filter @atrium/app exec vite build --configLoader runner --outDir /tmp/dist --emptyOutDir --minify false
// Loads the page three times in Debian's Chromium (phone viewport, CPU slowed 4x as Lighthouse's mobile defaults
// assume), records V8's sampling profiler, and prints each busy period of the main thread (work with no idle gap)
// longer than min-ms: its leading functions and React phases (@renderRootSync, @commitRoot…), then the components on
// the stack. The profiles are kept in PROFILE_DIR (default: the system's temporary folder) for DevTools. A tool for
// finding work to cut, not a test or a benchmark: the times are only as steady as the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { startBuiltApp } from './support/builtApp.mjs';

const [path = '/', minArg = '80'] = process.argv.slice(2);
const min = Number(minArg);
const PORT = Number(process.env.BENCH_PORT ?? 4395);
const out = process.env.PROFILE_DIR ?? join(tmpdir(), 'atrium-profiles');
const PHASES = ['renderRootSync', 'renderRootConcurrent', 'commitRoot', 'flushPassiveEffects', 'flushLayoutEffects'];

function busyPeriods(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const periods = [];
  let current = null;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const stack = [];
    for (let c = id; c !== undefined; c = parent.get(c)) stack.push(byId.get(c).callFrame.functionName);
    if (stack[0] === '(idle)') {
      if (current) periods.push(current);
      current = null;
      return;
    }
    current ??= { start: t, ms: 0, leaves: new Map(), components: new Map() };
    current.ms += ms;
    const add = (map, key) => map.set(key, (map.get(key) ?? 0) + ms);
    add(current.leaves, stack[0] || '(anonymous)');
    const phase = stack.find((f) => PHASES.includes(f));
    if (phase) add(current.leaves, `@${phase}`);
    for (const name of new Set(stack.filter((f) => /^[A-Z][A-Za-z0-9]+$/.test(f)))) add(current.components, name);
  });
  if (current) periods.push(current);
  return periods;
}

const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(' · ');

mkdirSync(out, { recursive: true });
const app = await startBuiltApp({ port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 1; run <= 3; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.start');
    await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    const file = join(out, `load-${run}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const periods = busyPeriods(profile);
    const t0 = periods[0]?.start ?? 0;
    console.log(`run ${run} (${file}): busy periods over ${min} ms, at 4x`);
    for (const p of periods.filter((period) => period.ms > min)) {
      console.log(`${(p.start - t0).toFixed(0).padStart(7)} ms  +${p.ms.toFixed(0)} ms`);
      console.log(`           ${top(p.leaves, 8)}`);
      if (p.components.size) console.log(`           ${top(p.components, 10)}`);
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
