// One page load of the built app traced in Chromium, for the measuring scripts (bench-mainthread.mjs,
// task-profile.mjs): a fresh phone-sized context, the trace written to a temporary file and read back, and the
// renderer's main thread found in it.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Loads `url` in a new phone-sized context of `browser` with the trace `categories` on, waits for network idle and
 * `settleMs` more, and returns the trace's events with the main thread: the thread with the most task time (`pid`,
 * `tid`, and `key` as `pid:tid`).
 */
export async function traceLoad(browser, url, { categories, settleMs }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const file = join(tmpdir(), `atrium-trace-${process.pid}.json`);
  await browser.startTracing(page, { path: file, categories });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  await browser.stopTracing();
  await context.close();
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
  rmSync(file, { force: true });
  const busy = new Map();
  for (const e of events) {
    if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  }
  const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0];
  const [pid, tid] = key.split(':').map(Number);
  return { events, pid, tid, key };
}
