/**
 * The app's first paint, as a signal (docs/decisions/0006, session 8). Code and data that the first screen does not
 * show (the top navigation, footer and side menu, the entry popup's dialogs, the home screen below its banner) are
 * asked for once that screen has painted, not beside it: on a phone they would share the same few hundred kilobits
 * per second with what the screen needs, and every byte that arrives before the largest paint delays it.
 *
 * Only the app's entry holds the signal (`holdUntilFirstPaint`, main.tsx); anywhere else (unit tests, stories) the
 * first paint counts as done from the start. No React here: the entry's chunk stays free of it.
 */
let painted = true;
let markPainted: () => void = () => undefined;
let firstPaint: Promise<void> = Promise.resolve();

/** The entry, before anything renders: what waits for the first paint waits until `markFirstPaint`. */
export function holdUntilFirstPaint(): void {
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
export function hasFirstPainted(): boolean {
  return painted;
}

/** Resolves once the app's first screen has painted. */
export function afterFirstPaint(): Promise<void> {
  return firstPaint;
}

/**
 * Once React has committed the first screen: the signal is given after the frame that shows it (the second animation
 * frame from now starts after that frame was produced), in a task of its own.
 */
export function markFirstPaint(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markPainted, 0)));
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
