// One page load of the built app traced in Chromium, for the measuring scripts (bench-mainthread.mjs,
// task-profile.mjs): a fresh phone-sized context, the trace written to a temporary file and read back, and the
// renderer's main thread found in it.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Loads `url` in a new phone-sized context of `browser` with the trace `categories` on, waits for network idle and
 * `settleMs` more, and returns the trace's events with the page's main thread: the one that parses its HTML (`pid`,
 * `tid`, and `key` as `pid:tid`). Not the busiest thread: the lite app's service worker installs on a thread of its
 * own during the load, and the browser's own pages have renderers of their own; either can be busier.
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
  const origin = new URL(url).origin;
  // The page's HTML is parsed on its main thread (devtools.timeline, which every caller records).
  const start = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin));
  if (!start) throw new Error(`No HTML of ${origin} parsed in the trace`);
  const key = `${start.pid}:${start.tid}`;
  const [pid, tid] = key.split(':').map(Number);
  return { events, pid, tid, key };
}
