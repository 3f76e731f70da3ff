#!/usr/bin/env node
// Lists the main thread's long tasks in a Chromium trace (written by `pnpm bench` with PERF_REPORT_DIR),
// each with what it spent its time on: the script (URL and function), style, layout, paint, parsing. A tool for
// finding where the phone's Total Blocking Time comes from; it judges nothing.
//   node scripts/trace-tasks.mjs <file.trace.json> [min-ms=12]
// Times are as observed on this machine; Lighthouse's mobile figures multiply them by 4.
import { readFileSync } from 'node:fs';

const [file, minArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/trace-tasks.mjs <file.trace.json> [min-ms]');
  process.exit(2);
}
const min = Number(minArg ?? 12) * 1000;
const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
const navStart = traceEvents.find(
  (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL,
);
const renderer = navStart ? { pid: navStart.pid, tid: navStart.tid } : null;
const onMain = (e) => renderer && e.pid === renderer.pid && e.tid === renderer.tid && e.ph === 'X';
const events = traceEvents.filter(onMain).sort((a, b) => a.ts - b.ts);
const t0 = navStart.ts;
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur >= min);
const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 48);
let total = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  const parts = new Map();
  for (const e of inside) {
    let key = null;
    if (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') {
      const d = e.args?.data ?? {};
      key = `${e.name === 'FunctionCall' ? 'call' : 'eval'} ${short(d.url)} ${d.functionName ?? ''}`.trim();
    } else if (
      [
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'ParseHTML',
        'ParseAuthorStyleSheet',
        'MajorGC',
        'MinorGC',
        'TimerFire',
        'FireAnimationFrame',
        'ResourceReceiveResponse',
        'XHRReadyStateChange',
        'RunMicrotasks',
        'PrePaint',
        'Layerize',
      ].includes(e.name)
    ) {
      key = e.name;
    }
    if (!key) continue;
    // Only the outermost event of each kind counts (nested FunctionCalls would count twice).
    const covered = inside.some(
      (o) => o !== e && o.name === e.name && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur,
    );
    if (covered) continue;
    parts.set(key, (parts.get(key) ?? 0) + e.dur);
  }
  total += task.dur;
  const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(1).padStart(6)} ms`);
  for (const [key, dur] of top) console.log(`           ${(dur / 1000).toFixed(1).padStart(6)}  ${key}`);
}
console.log(`${tasks.length} tasks of at least ${min / 1000} ms, ${(total / 1000).toFixed(0)} ms in all`);
