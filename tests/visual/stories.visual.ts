import { readVisualCases } from './cases.ts';
import { expect, openStory, test } from './fixtures.ts';

/**
 * Every story of the built Storybook, from its index.json (tests/visual/cases.ts): dark in the default brand, and
 * light / right-to-left where the story is tagged for them. Compared with tests/visual/baselines at the default
 * thresholds, once the story is known not to scroll sideways.
 */
for (const visualCase of readVisualCases()) {
  test(`${visualCase.title} / ${visualCase.name} (${visualCase.variant})`, async ({ storyPage }) => {
    await openStory(storyPage, visualCase);
    // A full-page screenshot grows with the page: one wider than the story's viewport froze a sideways scroll.
    const { scrollWidth, clientWidth } = await storyPage.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'the story does not scroll sideways').toBeLessThanOrEqual(clientWidth + 1);
    await expect(storyPage).toHaveScreenshot(visualCase.snapshot, { fullPage: visualCase.fullPage });
  });
}
