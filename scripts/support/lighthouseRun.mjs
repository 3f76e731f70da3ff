// One Lighthouse run (mobile defaults) of one page, in Debian's Chromium with a fresh profile, for scripts/perf.mjs.
// Besides Lighthouse's figures it reads the run's own trace for the main thread's CPU time (thread time, which the
// neighbours of a shared 2-core machine barely change) before and after the first contentful paint.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';

/**
 * Chromium 151.0.7922.137 and later pre-render the address bar's popup (two WebUI pages in a renderer of their own)
 * at every start, headless too: on a 2-core machine that renderer competes with the measured page for its first
 * seconds, and Lighthouse counts that, 4x, in the page's TBT. Puppeteer turns the same two features off by default.
 * Only here: Playwright passes its own --disable-features, which a second one would replace.
 */
const LIGHTHOUSE_ARGS = ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'];

/** Debian's Chromium with a fresh profile; resolves with its DevTools port (Chromium's choice, so runs never clash). */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'atrium-lh-'));
  // Its own process group, so closing ends Chromium's helper processes too.
  const chrome = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, ...LIGHTHOUSE_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0'],
    { stdio: 'ignore', detached: true },
  );
  const close = async () => {
    if (chrome.exitCode === null) {
      const exited = new Promise((done) => chrome.once('exit', done));
      process.kill(-chrome.pid, 'SIGTERM');
      await exited;
    }
    // Best effort: a helper may still be writing for a moment after the browser has gone.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // a leftover folder in the temporary directory is harmless
    }
  };
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (chrome.exitCode !== null) throw new Error(`Chromium exited (${chrome.exitCode}) at ${CHROMIUM_PATH}`);
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    }
    await delay(100);
  }
  await close();
  throw new Error('Chromium did not open its DevTools port within 30 s');
}

/**
 * The page's main-thread CPU time from its trace: the busiest renderer main thread's top-level tasks, split at the
 * first contentful paint. Thread time (`tdur`), not wall time, where the trace has it.
 */
export function mainThreadCpu(traceEvents) {
  const rendererMains = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map();
  for (const e of traceEvents) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.dur && rendererMains.has(key)) busy.set(key, (busy.get(key) ?? 0) + e.dur);
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return { beforeFcp: Number.NaN, afterFcp: Number.NaN };
  const pid = Number(main.split(':')[0]);
  const navigation = traceEvents.find(
    (e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.isLoadingMainFrame,
  );
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const t0 = navigation?.ts ?? 0;
  let beforeFcp = 0;
  let afterFcp = 0;
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || `${e.pid}:${e.tid}` !== main || e.ts < t0) continue;
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    if (fcp && e.ts >= fcp.ts) afterFcp += ms;
    else beforeFcp += ms;
  }
  return { beforeFcp, afterFcp };
}

/**
 * Lighthouse 12, mobile defaults (Moto G Power emulation, simulated 150 ms RTT and 1.6 Mbps, 4x CPU slowdown), on
 * `url`. `reportFile`: where to keep the full result (and `.trace.json` beside it).
 */
export async function lighthouseRun(url, { reportFile } = {}) {
  const chrome = await launchChromium();
  try {
    const started = Date.now();
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const trace = result.artifacts?.Trace;
    if (reportFile) {
      writeFileSync(reportFile, JSON.stringify(lhr));
      if (trace) writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // Every script the page fetched, with its transferred bytes (scripts/perf.mjs picks the ones the HTML names).
    const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((r) => r.resourceType === 'Script')
      .map((r) => ({ path: new URL(r.url).pathname, bytes: r.transferSize ?? 0 }));
    const cpu = trace ? mainThreadCpu(trace.traceEvents) : { beforeFcp: Number.NaN, afterFcp: Number.NaN };
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      cpuBeforeFcp: cpu.beforeFcp,
      scripts,
      cpuAfterFcp: cpu.afterFcp,
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      // Lighthouse's measure of the host's CPU speed (it warns below 1000); TBT scales with it.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await chrome.close();
  }
}
