#!/usr/bin/env node
// Every React commit of a page load, named with its cause (docs/decisions/0006): when it came (from navigation, and
// whether before or after the first contentful paint), how many components rendered in it, and the topmost ones
// that rendered (the components whose state, context or subscription changed: the commit's cause).
//
//   ATRIUM_STATIC_DIR=<unminified build> pnpm profile:commits [path=/] [settle-ms=3000]
//
// Build without minifying first, so components keep their names:
//   pnpm --filter @atrium/app exec vite build --configLoader runner --outDir /tmp/dist --emptyOutDir --minify false
// It installs a stand-in for the React DevTools hook before the page runs (React reports each commit to it), loads
// the page at a phone's viewport, unthrottled, and waits for network idle and settle-ms more. A tool for finding
// renders to cut; it judges nothing.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { startBuiltApp } from './support/builtApp.mjs';

const [path = '/', settleArg = '3000'] = process.argv.slice(2);
const PORT = Number(process.env.BENCH_PORT ?? 4396);

/** Runs in the page before any script: records each commit's time, rendered count and topmost rendered names. */
function installHook() {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const seen = new WeakMap();
  const commits = [];
  const nameOf = (fiber) => {
    const type = fiber.tag === 14 ? fiber.type?.type : fiber.type;
    return type?.displayName ?? type?.name ?? type?.render?.displayName ?? type?.render?.name ?? 'Anonymous';
  };
  const walk = (fiber, insideRendered, out, owner = '') => {
    for (let node = fiber; node; node = node.sibling) {
      let rendered = false;
      if (COMPONENT_TAGS.has(node.tag) && node.flags & PERFORMED_WORK) {
        const last = seen.get(node);
        rendered = !last || last.props !== node.memoizedProps || last.state !== node.memoizedState;
        seen.set(node, { props: node.memoizedProps, state: node.memoizedState });
      }
      if (!rendered && node.flags & PERFORMED_WORK && COMPONENT_TAGS.has(node.tag) && !insideRendered)
        out.flagged.push(nameOf(node));
      if (rendered) {
        out.count++;
        const name = nameOf(node);
        out.names[name] = (out.names[name] ?? 0) + 1;
        if (!insideRendered) out.causes.push(nameOf(node));
      }
      if (node.tag === 13 && node.memoizedState !== null) {
        let inner = node.child?.child;
        while (inner && !COMPONENT_TAGS.has(inner.tag) && inner.tag !== 16) inner = inner.child;
        out.suspended.push(`${owner}>${inner ? (inner.tag === 16 ? 'lazy' : nameOf(inner)) : '?'}`);
      }
      const name = COMPONENT_TAGS.has(node.tag) ? nameOf(node) : owner;
      if (node.child) walk(node.child, insideRendered || rendered, out, name);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      const out = {
        at: performance.now(),
        count: 0,
        causes: [],
        flagged: [],
        suspended: [],
        names: {},
        lanes: root.finishedLanes ?? root.pendingLanes,
      };
      walk(root.current.child, false, out);
      commits.push(out);
    },
  };
  window.__atriumCommits = commits;
  window.__atriumFcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__atriumFcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

const app = await startBuiltApp({ port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addInitScript(installHook);
  const page = await context.newPage();
  await page.goto(`${app.origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(settleArg));
  const { commits, fcp } = await page.evaluate(() => ({ commits: window.__atriumCommits, fcp: window.__atriumFcp }));
  console.log(`${path}: first contentful paint at ${fcp?.toFixed(0)} ms; ${commits.length} commits`);
  let after = 0;
  for (const [index, commit] of commits.entries()) {
    const isAfter = fcp !== null && commit.at >= fcp;
    if (isAfter) after++;
    const causes = [...new Set(commit.causes)];
    console.log(
      `${String(index + 1).padStart(3)} ${commit.at.toFixed(0).padStart(6)} ms ${isAfter ? 'after ' : 'before'} FCP ` +
        `${String(commit.count).padStart(4)} rendered  lanes ${commit.lanes} suspended ${[...new Set(commit.suspended)].join(',')} cause: ${causes.slice(0, 6).join(', ')}${causes.length > 6 ? ` +${causes.length - 6}` : ''}`,
    );
  }
  if (process.env.COMMITS_DETAIL) {
    for (const [index, commit] of commits.entries()) {
      if (commit.count < Number(process.env.COMMITS_DETAIL)) continue;
      const top = Object.entries(commit.names)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25);
      console.log(`#${index + 1}: ${top.map(([n, c]) => `${n} ${c}`).join(', ')}`);
    }
  }
  console.log(`${after} commits after the first contentful paint`);
} finally {
  await browser.close();
  app.stop();
}
