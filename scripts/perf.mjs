#!/usr/bin/env node
// Performance judged side by side (docs/decisions/0006-performance.md). These machines' speed changes several-fold
// within minutes, so no absolute Lighthouse figure is a verdict here: every figure is read beside a reference
// measured in the same run, the runs interleaved so both sides meet the same host.
//
//   pnpm perf              the CI gate: rounds of [stack page, home, lobby] (the order reversed every other round),
//                          Lighthouse mobile defaults, a fresh Chromium per run; the gate reads, per app page,
//                            CPU after FCP  median main-thread CPU time after the first contentful paint: thread time
//                                           from each run's own trace, which the neighbours of a shared host barely
//                                           move (a busy neighbour takes the core away; it does not add thread time)
//                            LCP ratio      median LCP(page) / median LCP(stack page)
//                            script KB      the scripts the page's HTML names (entry, modulepreloads), transferred KB
//                                           as the run fetched them, over the stack page's: what every first paint
//                                           waits for, whatever else a run fetched before its largest paint
//                            CLS            median CLS (layout shifts do not depend on the host)
//                          and prints TBT, the performance score and the absolute figures for the record only: TBT is
//                          wall time on a 4x simulated phone, and it moves several-fold with the host's neighbours.
//   pnpm bench             the same runs and table, never failing.
//   pnpm bench:ab A B [C…] builds (folders made by `vite build --outDir`) interleaved on each page, each one's
//                          medians against A's with the run-to-run spread, to decide whether a change helps.
//
// The stack page is packages/app/bench/stack-baseline: the runtime libraries the app starts with (React, React DOM,
// React Router, styled-components, i18next, TanStack Query) and the Inter font, none of Atrium's code. Served, like
// the app, by the demo platform's server (compression, the production CSP).
// Environment: PERF_ROUNDS (default 5), PERF_PAGES (labels, e.g. `home`), PERF_PORT (default 4391),
// ATRIUM_STATIC_DIR (the app build; default packages/app/dist), PERF_REPORT_DIR (keep every run's Lighthouse result
// and trace there), CHROMIUM_PATH.
// Runs under tsx (it imports tests/support/chromium.ts).
import { join } from 'node:path';
import { median, percentile, staticDir, startBuiltApp } from './support/builtApp.mjs';
import { lighthouseRun } from './support/lighthouseRun.mjs';
import { buildStackBaseline } from './support/stackBaseline.mjs';

/**
 * What the gate allows, per page: main's medians plus the spread measured between runs of main on a quiet and on a
 * loaded host (docs/decisions/0006-performance.md has the figures). CPU after FCP is read on a host of benchmark index
 * HOST_INDEX (below). Each value is shown to break on a deliberate
 * regression: a 250 ms task after the first paint (CPU after FCP), 30 KB more on the critical path (script KB).
 * Lower them as the pages get closer to the stack page; never raise them to let a change land. When the host drifts,
 * re-set them from a paired run of the reference build beside main (0006 "Where the limits stand").
 */
const GATE = {
  home: { cpuAfterFcp: 620, lcpRatio: 2.0, scriptKb: 70, cls: 0.05 },
  lobby: { cpuAfterFcp: 490, lcpRatio: 3.1, scriptKb: 70, cls: 0.05 },
};

const PAGES = [
  { label: 'home', path: '/' },
  { label: 'lobby', path: '/rng' },
];

const args = process.argv.slice(2);
const MODE = args.includes('--ab') ? 'ab' : args.includes('--bench') ? 'bench' : 'gate';
const ROUNDS = Number(process.env.PERF_ROUNDS ?? 5);
const PORT = Number(process.env.PERF_PORT ?? 4391);
const ONLY = process.env.PERF_PAGES?.split(',').map((label) => label.trim());
const pages = ONLY ? PAGES.filter((page) => ONLY.includes(page.label)) : PAGES;
const REFERENCE_INDEX = 1000;
/**
 * The hosts' speed moves by a third from day to day (Lighthouse's benchmark index of the same main: about 3,000 on one
 * day, 2,450 on another, where main's home read 405 and 546 ms of thread time): each run's thread time is scaled to a
 * host of index 3,000, the quiet hosts the limits were set on, by that run's own index. A neighbour that steals the
 * CPU lowers the index more than the thread time, so under load the scaled reading is lenient; CI runs this stage
 * alone.
 */
const HOST_INDEX = 3000;

const scaledTbt = (run) => (run.tbt * run.benchmarkIndex) / REFERENCE_INDEX;
const hostCpuAfterFcp = (run) => (run.cpuAfterFcp * run.benchmarkIndex) / HOST_INDEX;
const METRICS = {
  perf: (r) => r.performance,
  lcp: (r) => r.lcp,
  fcp: (r) => r.fcp,
  tbt: (r) => r.tbt,
  tbt1000: scaledTbt,
  cls: (r) => r.cls,
  cpuAfterFcp: (r) => r.cpuAfterFcp,
  cpuAtHost: hostCpuAfterFcp,
  cpuBeforeFcp: (r) => r.cpuBeforeFcp,
  scriptKb: (r) => r.scriptKb,
  index: (r) => r.benchmarkIndex,
};
const stat = (runs, metric) => median(runs.map(METRICS[metric]));
/** The run-to-run spread of a metric: its interquartile range. */
const spread = (runs, metric) => {
  const values = runs.map(METRICS[metric]);
  return percentile(values, 75) - percentile(values, 25);
};

const fmt = {
  perf: (v) => v.toFixed(0),
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${v.toFixed(0)} ms`,
  tbt1000: (v) => `${v.toFixed(0)} ms`,
  cls: (v) => v.toFixed(3),
  cpuAfterFcp: (v) => `${v.toFixed(0)} ms`,
  cpuAtHost: (v) => `${v.toFixed(0)} ms`,
  cpuBeforeFcp: (v) => `${v.toFixed(0)} ms`,
  scriptKb: (v) => `${v.toFixed(1)} KB`,
  index: (v) => v.toFixed(0),
};

/** The scripts an origin's HTML names (module scripts and modulepreload hints), by path; asked once per origin. */
const namedScripts = new Map();
function htmlScripts(origin) {
  if (!namedScripts.has(origin)) {
    namedScripts.set(
      origin,
      fetch(`${origin}/`)
        .then((response) => response.text())
        .then(
          (html) =>
            new Set(
              [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
                (m) => new URL(m[1], origin).pathname,
              ),
            ),
        ),
    );
  }
  return namedScripts.get(origin);
}

/** Runs each target once per round, the order reversed every other round; a lost run is tried again twice. */
async function measure(targets) {
  const runs = new Map(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? targets : [...targets].reverse();
    for (const target of order) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          const reportFile = process.env.PERF_REPORT_DIR
            ? join(process.env.PERF_REPORT_DIR, `${target.key}-${round}.json`)
            : undefined;
          const run = await lighthouseRun(`${target.origin}${target.path}`, { reportFile });
          const named = await htmlScripts(target.origin);
          run.scriptKb = run.scripts.filter((r) => named.has(r.path)).reduce((sum, r) => sum + r.bytes, 0) / 1024;
          runs.get(target.key).push(run);
          console.log(
            `${`${target.key} #${round}`.padEnd(16)} perf ${String(run.performance).padStart(3)}  LCP ${fmt.lcp(run.lcp)}  ` +
              `TBT ${fmt.tbt(run.tbt).padStart(7)}  CLS ${fmt.cls(run.cls)}  FCP ${fmt.fcp(run.fcp)}  ` +
              `CPU after FCP ${fmt.cpuAfterFcp(run.cpuAfterFcp).padStart(7)}  index ${run.benchmarkIndex}` +
              (run.finalPath !== target.path ? `  (ended at ${run.finalPath})` : ''),
          );
          break;
        } catch (error) {
          // Lighthouse sometimes loses its trace on a loaded machine (NO_NAVSTART, NO_FCP): a lost run, not a verdict.
          console.log(`${`${target.key} #${round}`.padEnd(16)} run lost (${error.message.split('\n')[0]})`);
        }
      }
    }
  }
  return runs;
}

function table(runs, keys) {
  const metrics = [
    'perf',
    'lcp',
    'fcp',
    'tbt',
    'tbt1000',
    'cls',
    'scriptKb',
    'cpuBeforeFcp',
    'cpuAfterFcp',
    'cpuAtHost',
    'index',
  ];
  const header = ['median of runs'.padEnd(18), ...metrics.map((m) => m.padStart(13))].join('');
  const rows = keys.map((key) => {
    const r = runs.get(key);
    return [`${key} (${r.length})`.padEnd(18), ...metrics.map((m) => fmt[m](stat(r, m)).padStart(13))].join('');
  });
  return [header, ...rows].join('\n');
}

async function gateOrBench() {
  const app = await startBuiltApp({ dir: staticDir(), port: PORT });
  const stackBuild = await buildStackBaseline();
  const stack = await startBuiltApp({ dir: stackBuild.dir, port: PORT + 1 });
  const began = Date.now();
  let failures = 0;
  try {
    console.log(`perf ${MODE}: ${ROUNDS} rounds, Lighthouse mobile defaults; app ${staticDir()}`);
    const targets = [
      { key: 'stack', origin: stack.origin, path: '/' },
      ...pages.map((page) => ({ key: page.label, origin: app.origin, path: page.path })),
    ];
    const runs = await measure(targets);
    console.log(
      `\n${table(
        runs,
        targets.map((t) => t.key),
      )}`,
    );
    const base = runs.get('stack');
    console.log("\nthe gate (± the interquartile range of the page's runs)");
    for (const page of pages) {
      const own = runs.get(page.label);
      if (own.length < 3 || base.length < 3) {
        console.log(`${page.label}: too few runs (${own.length} of the page, ${base.length} of the stack page)`);
        failures++;
        continue;
      }
      const cpu = stat(own, 'cpuAtHost');
      const cpuSpread = spread(own, 'cpuAtHost');
      const lcpRatio = stat(own, 'lcp') / stat(base, 'lcp');
      const tbtExcess = stat(own, 'tbt1000') - stat(base, 'tbt1000');
      const scriptKb = stat(own, 'scriptKb') - stat(base, 'scriptKb');
      const cls = stat(own, 'cls');
      const limit = GATE[page.label];
      const broken = [];
      if (!(cpu <= limit.cpuAfterFcp)) broken.push(`CPU after FCP > ${limit.cpuAfterFcp} ms`);
      if (!(lcpRatio <= limit.lcpRatio)) broken.push(`LCP ratio > ${limit.lcpRatio}`);
      if (!(scriptKb <= limit.scriptKb)) broken.push(`start-up script KB > ${limit.scriptKb}`);
      if (!(cls <= limit.cls)) broken.push(`CLS > ${limit.cls}`);
      console.log(
        `${page.label.padEnd(6)} CPU after FCP ${cpu.toFixed(0)} ms ±${cpuSpread.toFixed(0)} at index ${HOST_INDEX} ` +
          `(${stat(own, 'cpuAfterFcp').toFixed(0)} ms here; gate ${limit.cpuAfterFcp}; ` +
          `stack page ${stat(base, 'cpuAfterFcp').toFixed(0)})  LCP ratio ${lcpRatio.toFixed(2)} (gate ${limit.lcpRatio})  ` +
          `start-up script KB +${scriptKb.toFixed(1)} (gate ${limit.scriptKb})  CLS ${cls.toFixed(3)} (gate ${limit.cls})  ` +
          `[record only: TBT excess ${tbtExcess.toFixed(0)} ms at index 1000]` +
          (MODE === 'gate' ? `  → ${broken.length ? `BROKEN: ${broken.join(', ')}` : 'ok'}` : ''),
      );
      if (broken.length) failures++;
    }
  } finally {
    app.stop();
    stack.stop();
    stackBuild.remove();
  }
  const seconds = ((Date.now() - began) / 1000).toFixed(0);
  if (MODE === 'gate') {
    console.log(`perf gate: ${pages.length - failures} of ${pages.length} pages pass, ${seconds} s`);
    process.exit(failures ? 1 : 0);
  }
  console.log(`perf bench: ${seconds} s`);
}

async function ab() {
  const dirs = args.filter((arg) => !arg.startsWith('--'));
  if (dirs.length < 2) {
    console.error('usage: pnpm bench:ab <build folder A> <build folder B> [C …]');
    process.exit(2);
  }
  const names = dirs.map((_, i) => String.fromCharCode(65 + i));
  const servers = [];
  try {
    for (const [i, dir] of dirs.entries()) servers.push(await startBuiltApp({ dir, port: PORT + 2 * i }));
    console.log(`perf A/B: ${ROUNDS} rounds; ${dirs.map((dir, i) => `${names[i]} ${dir}`).join('; ')}`);
    const targets = pages.flatMap((page) =>
      servers.map((server, i) => ({ key: `${names[i]} ${page.label}`, origin: server.origin, path: page.path })),
    );
    const runs = await measure(targets);
    console.log(
      `\n${table(
        runs,
        targets.map((t) => t.key),
      )}`,
    );
    console.log('\nagainst A: difference of medians, and the larger interquartile range of the two (the noise)');
    for (const page of pages) {
      const ra = runs.get(`A ${page.label}`);
      for (const name of names.slice(1)) {
        const rb = runs.get(`${name} ${page.label}`);
        const parts = ['perf', 'lcp', 'fcp', 'tbt1000', 'cpuAfterFcp', 'cpuAtHost', 'scriptKb', 'cls'].map((m) => {
          const diff = stat(rb, m) - stat(ra, m);
          const noise = Math.max(spread(ra, m), spread(rb, m));
          const sign = diff >= 0 ? '+' : '-';
          const beyond = Math.abs(diff) > noise ? ' *' : '';
          return `${m} ${sign}${fmt[m](Math.abs(diff))} (±${fmt[m](noise)})${beyond}`;
        });
        console.log(`${name} ${page.label.padEnd(6)} ${parts.join('  ')}`);
      }
    }
    console.log('(* beyond the noise)');
  } finally {
    for (const server of servers) server.stop();
  }
}

// An interrupted run ends its servers too (they run in processes of their own).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

await (MODE === 'ab' ? ab() : gateOrBench()).catch((error) => {
  console.error(error);
  process.exit(1);
});
