#!/usr/bin/env node
// Main-thread work of a page load, in CPU time (docs/decisions/0006-performance.md).
//
//   pnpm bench:mainthread [path ...]      default: / and /rng
//
// Lighthouse's simulated Total Blocking Time multiplies each main-thread task's wall time by 4 and counts what
// exceeds 50 ms; on a shared 2-core machine wall time mostly measures the neighbours. This bench reads a Chromium
// trace of the built app's load (phone viewport, no throttling) and uses each task's thread time (CPU time spent
// by the main thread, which other processes barely change) instead:
//   cpu        main-thread CPU from navigation to the end (network idle + 1 s), ms;
//   to fcp     the part of it in tasks that started before the first contentful paint; Lighthouse's simulation
//   to lcp     and before the largest: what its FCP and LCP estimates multiply by 4 (on top of the downloads);
//   tasks>12.5 tasks whose CPU time exceeds 12.5 ms (50 ms after the 4x slowdown: "long" for Lighthouse);
//   tbt-proxy  the sum over tasks of max(0, 4 x CPU - 50 ms), from the first contentful paint on: what TBT would
//              be if the machine were otherwise idle and nothing else moved;
//   fcp, lcp   wall-clock paint times (load-sensitive; for orientation only), and the LCP element's tag.
// The median of RUNS (default 5) loads of each page is printed. It is a benchmark, not a test: it never fails.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { median, staticDir, startBuiltApp } from './support/builtApp.mjs';
import { traceLoad } from './support/traceLoad.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4393);
const RUNS = Number(process.env.RUNS ?? 5);
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const PAGES = paths.length ? paths : ['/', '/rng'];

async function loadOnce(browser, url) {
  const {
    events,
    key: main,
    pid: renderer,
  } = await traceLoad(browser, url, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
    settleMs: 1000,
  });
  const onMain = (e) => `${e.pid}:${e.tid}` === main;
  const navigation =
    events.find((e) => e.name === 'navigationStart' && e.pid === renderer && e.args?.data?.isLoadingMainFrame) ??
    events.find((e) => e.name === 'navigationStart' && e.pid === renderer);
  const t0 = navigation.ts;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === renderer);
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === renderer);
  const lcp = lcps.at(-1);
  const fcpTs = fcpEvent?.ts ?? t0;
  const lcpTs = lcp?.ts ?? Number.POSITIVE_INFINITY;
  let cpu = 0;
  let toFcp = 0;
  let toLcp = 0;
  let long = 0;
  let tbt = 0;
  for (const e of events) {
    if (!onMain(e) || e.name !== 'RunTask' || e.ts < t0) continue;
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    cpu += ms;
    if (e.ts < fcpTs) toFcp += ms;
    if (e.ts < lcpTs) toLcp += ms;
    if (ms > 12.5) long++;
    if (e.ts >= fcpTs) tbt += Math.max(0, 4 * ms - 50);
  }
  return {
    cpu,
    toFcp,
    toLcp,
    long,
    tbt,
    fcp: fcpEvent ? (fcpEvent.ts - t0) / 1000 : Number.NaN,
    lcp: lcp ? (lcp.ts - t0) / 1000 : Number.NaN,
    lcpNode: lcp?.args?.data?.nodeName ?? lcp?.args?.data?.type ?? '?',
  };
}

const app = await startBuiltApp({ dir: staticDir(), port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`main-thread bench: ${staticDir()}, ${RUNS} loads per page, median (CPU time; see the script's header)`);
  console.log(
    `${'page'.padEnd(10)} ${'cpu ms'.padStart(8)} ${'to fcp'.padStart(7)} ${'to lcp'.padStart(7)} ${'tasks>12.5'.padStart(10)} ${'tbt-proxy'.padStart(10)} ${'fcp ms'.padStart(8)} ${'lcp ms'.padStart(8)}  lcp element`,
  );
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, `${app.origin}${path}`));
    const m = (key) => median(runs.map((r) => r[key]));
    const nodes = [...new Set(runs.map((r) => r.lcpNode))].join('/');
    console.log(
      `${path.padEnd(10)} ${m('cpu').toFixed(0).padStart(8)} ${m('toFcp').toFixed(0).padStart(7)} ${m('toLcp').toFixed(0).padStart(7)} ${String(m('long')).padStart(10)} ${m('tbt').toFixed(0).padStart(10)} ${m('fcp').toFixed(0).padStart(8)} ${m('lcp').toFixed(0).padStart(8)}  ${nodes}`,
    );
  }
} finally {
  await browser.close();
  app.stop();
}
