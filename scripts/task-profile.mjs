#!/usr/bin/env node
// What each long main-thread task of a page load runs, by function and React component (docs/decisions/0006).
//
//   ATRIUM_STATIC_DIR=/tmp/dist pnpm profile:tasks [path=/] [min-ms=10] [runs=1]
//
// Build without minifying first, so functions and components keep their names:
//   pnpm --filter @atrium/app exec vite build --configLoader runner --outDir /tmp/dist --emptyOutDir --minify false
// Loads the page in Debian's Chromium at a phone's viewport WITHOUT CPU throttling (Lighthouse observes the load
// unthrottled and multiplies each task by 4), with V8's sampling profiler in the trace, and prints every task of
// at least min-ms: when it started, how long it ran, what the browser did in it (style, layout, paint), the
// functions with the most self time, the React phase (render, commit, effects) and the components on the stack.
// Lighthouse's simulation drops tasks under 10 ms and counts 4x a task's length past 12.5 ms as blocking, so each
// task this prints is a candidate to split or remove. A tool for finding work to cut; it judges nothing.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { startBuiltApp } from './support/builtApp.mjs';
import { PROFILE_CATEGORIES, profileSamples } from './support/cpuProfile.mjs';
import { traceLoad } from './support/traceLoad.mjs';

const [path = '/', minArg = '10', runsArg = '1'] = process.argv.slice(2);
const min = Number(minArg) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 4397);
const PHASES = {
  renderRootSync: 'render (sync)',
  renderRootConcurrent: 'render (sliced)',
  commitRoot: 'commit',
  flushLayoutEffects: 'layout effects',
  flushPassiveEffects: 'passive effects',
};
const NATIVE = ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'MinorGC', 'MajorGC'];

async function loadOnce(browser, url) {
  const { events, pid, tid } = await traceLoad(browser, url, {
    categories: PROFILE_CATEGORIES,
    settleMs: 1500,
  });
  const onMain = (e) => e.pid === pid && e.tid === tid && e.ph === 'X';
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.isLoadingMainFrame);
  const t0 = nav?.ts ?? Math.min(...events.filter(onMain).map((e) => e.ts));
  const paints = events.filter(
    (e) => e.pid === pid && /^(firstContentfulPaint|largestContentfulPaint::Candidate)$/.test(e.name),
  );
  const samples = profileSamples(events, pid, tid);
  const mainEvents = events.filter(onMain).sort((a, b) => a.ts - b.ts);
  const tasks = mainEvents.filter((e) => e.name === 'RunTask' && e.dur >= min);
  const ms = (us) => (us / 1000).toFixed(1);
  for (const p of paints) console.log(`  ${ms(p.ts - t0).padStart(7)} ms  ${p.name}`);
  let total = 0;
  for (const task of tasks) {
    total += task.dur;
    const end = task.ts + task.dur;
    const native = new Map();
    for (const e of mainEvents) {
      if (e.ts < task.ts || e.ts >= end || !NATIVE.includes(e.name)) continue;
      native.set(e.name, (native.get(e.name) ?? 0) + (e.dur ?? 0));
    }
    const self = new Map();
    const phases = new Map();
    const components = new Map();
    const inside = samples.filter((s) => s.t >= task.ts && s.t < end);
    const each = inside.length ? task.dur / inside.length : 0;
    const add = (map, k) => map.set(k, (map.get(k) ?? 0) + each);
    for (const s of inside) {
      add(self, s.stack[0] || '(anonymous)');
      const phase = s.stack.find((f) => PHASES[f]);
      if (phase) add(phases, PHASES[phase]);
      for (const c of new Set(s.stack.filter((f) => /^[A-Z][A-Za-z0-9]+[a-z][A-Za-z0-9]*$/.test(f))))
        add(components, c);
    }
    const top = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .filter(([, v]) => v >= 500)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join(' · ');
    console.log(`  ${ms(task.ts - t0).padStart(7)} ms  ${ms(task.dur).padStart(5)} ms  ${top(native, 4)}`);
    if (phases.size) console.log(`             react: ${top(phases, 5)}`);
    if (self.size) console.log(`             self:  ${top(self, 7)}`);
    if (components.size) console.log(`             in:    ${top(components, 8)}`);
  }
  console.log(`  ${tasks.length} tasks of at least ${min / 1000} ms, ${ms(total)} ms in all`);
}

const app = await startBuiltApp({ port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await loadOnce(browser, `${app.origin}${path}`); // warm the server's compression cache
  for (let run = 1; run <= Number(runsArg); run++) {
    console.log(`${path} run ${run}`);
    await loadOnce(browser, `${app.origin}${path}`);
  }
} finally {
  await browser.close();
  await app.stop();
}
