import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { VARIANT_GLOBALS, type VisualCase } from './cases.ts';

interface StoryProblem {
  readonly storyId: string | undefined;
  readonly event: string;
  readonly message: string;
}

interface ViewportOption {
  readonly styles?: { readonly width?: string; readonly height?: string };
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: {
        id?: string;
        phase?: string;
        story?: {
          storyGlobals?: { viewport?: { value?: string } };
          parameters?: { viewport?: { options?: Record<string, ViewportOption> } };
        };
      };
    };
    __STORYBOOK_ADDONS_CHANNEL__?: {
      emit: (event: string, payload: unknown) => void;
      on: (event: string, listener: (payload: unknown) => void) => void;
    };
    /** What the init script heard on Storybook's channel: a render or play function that threw. */
    __VISUAL_STORY_PROBLEMS__?: StoryProblem[];
  }
}

/** The stage's page size, unless a story names its own viewport (its `globals.viewport`). */
export const PHONE = { width: 360, height: 740 } as const;

/**
 * Storybook's channel events that mean a story did not reach the state its author wrote: the play function threw (or
 * errors went unhandled while it played), or the story itself failed to render. A play that threw still ends in the
 * render's `completed` / `finished` phase, so the phase alone cannot tell (storybook/internal/core-events).
 */
export const PROBLEM_EVENTS = [
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyThrewException',
  'storyErrored',
] as const;

/**
 * Runs in the page before Storybook: the preview assigns its channel to `window.__STORYBOOK_ADDONS_CHANNEL__`, and a
 * setter there subscribes to the problem events before any story renders.
 */
function listenForStoryProblems(events: readonly string[]) {
  const problems: StoryProblem[] = [];
  window.__VISUAL_STORY_PROBLEMS__ = problems;
  const describe = (payload: unknown): string => {
    if (Array.isArray(payload)) return payload.map(describe).join('\n');
    if (payload && typeof payload === 'object') {
      const { message, description, title } = payload as Record<string, unknown>;
      return [title, message, description].filter((part) => typeof part === 'string').join(': ');
    }
    return String(payload);
  };
  let channel: Window['__STORYBOOK_ADDONS_CHANNEL__'];
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: Window['__STORYBOOK_ADDONS_CHANNEL__']) {
      channel = value;
      for (const event of events) {
        value?.on(event, (payload) =>
          problems.push({
            storyId: window.__STORYBOOK_PREVIEW__?.currentRender?.id,
            event,
            message: describe(payload),
          }),
        );
      }
    },
  });
}

/** A page as the stage uses it: 360 px, reduced motion, dark, listening for stories that threw. */
export async function newStoryPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await page.addInitScript(listenForStoryProblems, PROBLEM_EVENTS);
  return page;
}

/** One page per worker, reused story after story: the browser keeps Storybook's bundle cached and msw's worker. */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const page = await newStoryPage(browser);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

const DONE = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];

/** Page sizes of stories that name a viewport, learnt when a story is first opened in this worker. */
const storyViewports = new Map<string, { width: number; height: number }>();

/**
 * The viewport the story names (`globals: { viewport: { value: 'desktop1280' } }`), read from the prepared story:
 * Storybook's viewport addon sizes the manager's frame, not a bare iframe.html, so the stage sizes the page itself.
 */
function readStoryViewport(page: Page, storyId: string) {
  return page.evaluate(
    ({ id, fallback }) => {
      const story = window.__STORYBOOK_PREVIEW__?.currentRender?.story;
      const name = story?.storyGlobals?.viewport?.value;
      const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined;
      const px = (value: string | undefined) => (value?.endsWith('px') ? Number.parseInt(value, 10) : Number.NaN);
      const width = px(styles?.width);
      const height = px(styles?.height);
      if (name && (Number.isNaN(width) || Number.isNaN(height))) {
        throw new Error(`The story ${id} names the viewport "${name}", which has no size in px`);
      }
      return name ? { width, height } : fallback;
    },
    { id: storyId, fallback: PHONE },
  );
}

const waitForRender = (page: Page, storyId: string, phases: readonly string[] | null) =>
  page.waitForFunction(
    ({ id, done }) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && (done === null ? render.story !== undefined : done.includes(render.phase ?? ''));
    },
    { id: storyId, done: phases },
  );

/**
 * Opens a story in the iframe with its variant's globals, at its own viewport, then waits for Storybook to finish it
 * (render, play function, animations: the "completed" phase), for web fonts, and for two frames. A story whose render
 * or play function threw fails here, with Storybook's message: its screenshot would show wherever the play stopped.
 * `playMayFail` lets a sweep that looks at the screen as rendered (the pseudo-locale) pass a play that threw; a render
 * error still fails.
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
  const known = storyViewports.get(visualCase.storyId);
  const size = page.viewportSize();
  const sizeFits = (wanted: { width: number; height: number }) =>
    size?.width === wanted.width && size.height === wanted.height;
  if (!sizeFits(known ?? PHONE)) await page.setViewportSize(known ?? PHONE);
  // Every story is loaded afresh (assets come from the browser's cache): a story switched inside a loaded preview
  // inherits what the one before left behind (focus modality, scroll positions), and the screenshots then depend on
  // which story ran before, which differs between runs. VISUAL_FAST=1 switches anyway (about 40 % faster) for a
  // quick local look; baselines are never made that way.
  const sameGlobals = current.pathname === '/iframe.html' && current.searchParams.get('globals') === globals;
  await page.evaluate(() => window.__VISUAL_STORY_PROBLEMS__?.splice(0)).catch(() => undefined);
  if (sameGlobals && process.env.VISUAL_FAST === '1' && sizeFits(known ?? PHONE)) {
    await page.evaluate((storyId) => {
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, visualCase.storyId);
  } else {
    await page.goto(url);
  }
  if (!known) {
    // First time this story is opened here: once it is prepared, its viewport is known; another size means a fresh
    // load at that size, so that the play runs (and the screenshot is taken) where the story's author meant.
    await waitForRender(page, visualCase.storyId, null);
    const wanted = await readStoryViewport(page, visualCase.storyId);
    storyViewports.set(visualCase.storyId, wanted);
    if (wanted.width !== PHONE.width || wanted.height !== PHONE.height) {
      await page.setViewportSize(wanted);
      await page.goto(url);
    }
  }
  await waitForRender(page, visualCase.storyId, DONE);
  const problems = await page.evaluate((id) => {
    const render = window.__STORYBOOK_PREVIEW__?.currentRender;
    const heard = (window.__VISUAL_STORY_PROBLEMS__ ?? []).filter((problem) => problem.storyId === id);
    return { phase: render?.phase, heard };
  }, visualCase.storyId);
  const failures = problems.heard.filter(
    (problem) => !(playMayFail && problem.event !== 'storyThrewException' && problem.event !== 'storyErrored'),
  );
  // A tolerated play failure stays visible in the report (and VISUAL_LIST_TOLERATED=1 prints it).
  for (const problem of problems.heard.filter((heard) => !failures.includes(heard))) {
    const description = `${visualCase.storyId} (${visualCase.variant}) ${problem.event}: ${problem.message.split('\n')[0]}`;
    base.info().annotations.push({ type: 'tolerated play failure', description });
    if (process.env.VISUAL_LIST_TOLERATED === '1') console.log(`visual: tolerated play failure: ${description}`);
  }
  if (failures.length > 0 || problems.phase === 'aborted') {
    const lines = failures.map((problem) => `${problem.event}: ${problem.message}`);
    throw new Error(
      `The story ${visualCase.storyId} (${visualCase.variant}) ${problems.phase === 'aborted' ? 'was aborted' : 'failed to render or play'}:\n${lines.join('\n')}`,
    );
  }
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
