import { expect, test as base, type Page } from '@playwright/test';
import { VARIANT_GLOBALS, type VisualCase } from './cases.ts';

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
    __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
  }
}

/** One page per worker, reused story after story: the browser keeps Storybook's bundle cached and msw's worker. */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'dark',
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

const DONE = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];

/**
 * Opens a story in the iframe with its variant's globals, then waits for Storybook to finish it (render, play
 * function, animations: the "completed" phase), for web fonts, and for two frames.
 */
export async function openStory(
  page: Page,
  visualCase: VisualCase,
  extraGlobals = '',
  { playMayFail = false }: { readonly playMayFail?: boolean } = {},
) {
  // Storybook's own axe run is off here (stories-dark/-light run it): it would only slow the screenshots down.
  const globals = `${VARIANT_GLOBALS[visualCase.variant]};a11y.manual:!true${extraGlobals}`;
  const url = `/iframe.html?id=${encodeURIComponent(visualCase.storyId)}&viewMode=story&globals=${globals}`;
  const current = new URL(page.url(), 'http://x');
  // Every story is loaded afresh (assets come from the browser's cache): a story switched inside a loaded preview
  // inherits what the one before left behind (focus modality, scroll positions), and the screenshots then depend on
  // which story ran before, which differs between runs. VISUAL_FAST=1 switches anyway (about 40 % faster) for a
  // quick local look; baselines are never made that way.
  const sameGlobals = current.pathname === '/iframe.html' && current.searchParams.get('globals') === globals;
  if (sameGlobals && process.env.VISUAL_FAST === '1') {
    await page.evaluate((storyId) => {
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, visualCase.storyId);
  } else {
    await page.goto(url);
  }
  await page.waitForFunction(
    ({ id, done }) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && done.includes(render.phase ?? '');
    },
    { id: visualCase.storyId, done: DONE },
  );
  const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase);
  if ((phase === 'errored' && !playMayFail) || phase === 'aborted') {
    const message = await page.locator('#error-message, #error-stack').allInnerTexts();
    throw new Error(`The story ${visualCase.storyId} failed to render or play:\n${message.join('\n')}`);
  }
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
