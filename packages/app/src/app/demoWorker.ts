import { setupWorker } from 'msw/browser';
import { createDemoPlatform, demoHandlers } from '@atrium/api/demo';

/**
 * The fifth host of the demo platform (docs/architecture.md): msw's service worker in the browser, for a build that
 * needs no server at all (`VITE_DEMO_WORKER=1 pnpm build`, then any static host). Only such a build contains this
 * module; the ordinary build talks to a real platform or to the demo platform's Node server.
 * One scope has one service worker: in this build the lite app's worker (sw.js) imports msw's script, so msw starts
 * on sw.js and the lite app registers the same worker (docs/decisions/0013-lite-app.md).
 */
export async function startDemoWorker(): Promise<void> {
  const worker = setupWorker(...demoHandlers(createDemoPlatform()));
  // `vite dev` has no lite app worker (vite-plugin-pwa makes sw.js at build time): there msw's script stands alone.
  const url = import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js';
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url } });
}
