import { readVisualCases } from './cases.ts';
import { expect, openStory, test } from './fixtures.ts';

/**
 * Every story of the built Storybook, from its index.json (tests/visual/cases.ts): dark in the default brand, and
 * light / right-to-left where the story is tagged for them. Compared with tests/visual/baselines at the default
 * thresholds.
 */
for (const visualCase of readVisualCases()) {
  test(`${visualCase.title} / ${visualCase.name} (${visualCase.variant})`, async ({ storyPage }) => {
    await openStory(storyPage, visualCase);
    await expect(storyPage).toHaveScreenshot(visualCase.snapshot, { fullPage: visualCase.fullPage });
  });
}
