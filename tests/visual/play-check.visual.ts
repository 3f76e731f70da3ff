import { readVisualCases } from './cases.ts';
import { expect, newStoryPage, openStory, test } from './fixtures.ts';

/**
 * The stage's own proof that a play function which throws fails it (docs/decisions/0005): Storybook still ends such a
 * render as completed, so without the check in openStory the screenshot of wherever the play stopped would be
 * compared as if the story were right. Here the Button's Primary play is made to throw on purpose: a style that
 * takes pointer events away from buttons, which user-event refuses to click through. Nothing else changes.
 */
const STORY = 'primitives-button--primary';

test('a story whose play function throws fails the stage, naming the story and the error', async ({ browser }) => {
  const visualCase = readVisualCases().find((c) => c.storyId === STORY && c.variant === 'dark');
  if (!visualCase) throw new Error(`The proof needs the story ${STORY}`);
  const page = await newStoryPage(browser);
  try {
    // The same story plays through untouched: the failure below is the injected one.
    await openStory(page, visualCase);

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = 'button { pointer-events: none !important; }';
        document.head.append(style);
      });
    });
    const failure = await openStory(page, visualCase).then(
      () => null,
      (error: Error) => error,
    );
    console.log(
      `play check proof: ${failure ? `FAILS: ${failure.message.split('\n').slice(0, 2).join(' / ')}` : 'passes (missed it)'}`,
    );
    expect(failure, 'openStory must fail when the play function threw').not.toBeNull();
    expect(failure?.message).toContain(`The story ${STORY} (dark) failed to render or play`);
    expect(failure?.message).toMatch(/playFunctionThrewException: .*pointer-events/);

    // A sweep that only looks at the screen as rendered may say so (tests/visual/overflow.visual.ts).
    await openStory(page, visualCase, '', { playMayFail: true });
  } finally {
    await page.context().close();
  }
});
