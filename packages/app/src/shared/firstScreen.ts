/**
 * The paint of the app's first screen, as a signal (docs/decisions/0006). Code and data that the first
 * screen does not show (the top navigation, footer and side menu, the entry popup's dialogs, the home screen below
 * its banner) are asked for once that screen has painted, not beside it: on a phone they would share the same few
 * hundred kilobits per second with what the screen needs, and every byte that arrives before the largest paint
 * delays it. (ui's `useAfterFirstPaint` is another thing: after one component's own first paint.)
 *
 * Only the app's entry holds the signal (`holdUntilFirstScreenPainted`, main.tsx); anywhere else (unit tests,
 * stories) the first screen counts as painted from the start. No React here: the entry's chunk stays free of it.
 */
let painted = true;
let markPainted: () => void = () => undefined;
let firstPaint: Promise<void> = Promise.resolve();

/** The entry, before anything renders: what waits for the first paint waits until `markFirstScreenPainted`. */
export function holdUntilFirstScreenPainted(): void {
  if (!painted) return;
  painted = false;
  firstPaint = new Promise<void>((resolve) => {
    markPainted = () => {
      painted = true;
      resolve();
    };
  });
}

/** Whether the first screen has painted (or nothing holds the signal). */
export function hasFirstScreenPainted(): boolean {
  return painted;
}

/** Resolves once the app's first screen has painted. */
export function afterFirstScreenPainted(): Promise<void> {
  return firstPaint;
}

/**
 * How long after the first commit the signal is given at the latest when the browser reports no contentful paint
 * (a page opened in a background tab paints nothing until it is shown).
 */
export const FIRST_SCREEN_PAINT_FALLBACK_MS = 1000;

/**
 * Once React has committed the first screen: the signal is given when the browser reports that screen's paint, or
 * FIRST_SCREEN_PAINT_FALLBACK_MS after the commit, whichever comes first. The paint is the first contentful one (the
 * static shell of index.html has none, so it is this commit's), or, when the screen has a known largest image (the
 * home page's first banner), the largest-contentful-paint of that image, which the browser may present a few frames
 * after the text. Not on the next animation frames: what waits would then share the bandwidth with that paint.
 */
export function markFirstScreenPainted(largestImageUrl?: string): void {
  let isDone = false;
  const cleanUps: (() => void)[] = [];
  const finish = () => {
    if (isDone) return;
    isDone = true;
    for (const cleanUp of cleanUps) cleanUp();
    // In a task of its own, after the observer's callback.
    setTimeout(markPainted, 0);
  };
  const fallback = setTimeout(finish, FIRST_SCREEN_PAINT_FALLBACK_MS);
  cleanUps.push(() => clearTimeout(fallback));
  const type = largestImageUrl ? 'largest-contentful-paint' : 'paint';
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  const imageUrl = largestImageUrl ? new URL(largestImageUrl, document.baseURI).href : null;
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const isPainted = imageUrl
      ? entries.some((entry) => (entry as PerformanceEntry & { url?: string }).url === imageUrl)
      : entries.some((entry) => entry.name === 'first-contentful-paint');
    if (isPainted) finish();
  });
  cleanUps.push(() => observer.disconnect());
  observer.observe({ type, buffered: true });
}

/**
 * Waits for what the first screen cannot do without (`required`: the status; it may fail, the screen then shows its
 * error with retry), then at most `waitMs` more for what makes it complete (`wanted`: the page's code, the home
 * page's first banner image, its largest paint), so that one commit paints it whole. A slow or failed `wanted`
 * never holds the app back longer than that: the frame paints with the page pending.
 */
export async function firstScreenReady(
  required: readonly Promise<unknown>[],
  wanted: readonly Promise<unknown>[],
  waitMs: number,
): Promise<void> {
  const complete = Promise.allSettled(wanted);
  await Promise.allSettled(required);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([complete, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
