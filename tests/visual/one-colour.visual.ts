import { readVisualCases } from './cases.ts';
import { comparesWith, currentChromiumVersion, recordedChromiumVersion } from './chromiumVersion.ts';
import { expect, openStory, test } from './fixtures.ts';

/**
 * The gate's own proof (docs/decisions/0005): change ONE token colour on a story whose baseline is committed, and the
 * comparison must fail at the thresholds the gate uses (playwright.config.ts). It also prints what looser settings
 * would have done: Playwright's default per-pixel threshold (0.2) and `maxDiffPixelRatio: 0.01` both miss a
 * one-step change of the accent, which is why the gate uses 0.05 and no ratio.
 */
const STORY = 'primitives-button--playground';
const TOKEN = '--atrium-color-accent-base';

test('a one-colour change of a token fails the visual comparison', async ({ storyPage }, testInfo) => {
  const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
  test.skip(updating, 'never while updating: the altered screenshot would become the baseline');
  const recorded = recordedChromiumVersion();
  test.skip(
    recorded !== null && !comparesWith(recorded, currentChromiumVersion()),
    'baselines from another Chromium are not compared on this machine',
  );
  const visualCase = readVisualCases().find((c) => c.storyId === STORY && c.variant === 'dark');
  if (!visualCase) throw new Error(`The proof needs the story ${STORY}`);

  await openStory(storyPage, visualCase);
  await expect(storyPage).toHaveScreenshot(visualCase.snapshot, { fullPage: true });

  // One token, one new colour: the accent takes the value of its own hover shade.
  const [before, after] = await storyPage.evaluate((token) => {
    const holder = document.querySelector('[data-brand][data-mode]') ?? document.documentElement;
    const style = getComputedStyle(holder);
    const from = style.getPropertyValue(token).trim();
    const to = style.getPropertyValue('--atrium-color-accent-hover').trim();
    const override = document.createElement('style');
    override.textContent = `[data-brand][data-mode] { ${token}: ${to} !important; }`;
    document.head.append(override);
    return [from, to];
  }, TOKEN);
  expect(after).not.toBe(before);
  console.log(`one-colour proof: ${TOKEN} ${before} -> ${after} on ${STORY}`);

  const outcome = (options: { threshold?: number; maxDiffPixelRatio?: number }) =>
    expect(storyPage)
      .toHaveScreenshot(visualCase.snapshot, { fullPage: true, timeout: 3_000, ...options })
      .then(() => null)
      .catch((error: Error) => error);
  const describe = (error: Error | null) =>
    error ? `FAILS: ${/\d+ pixels?[^\n]*different/.exec(error.message)?.[0] ?? error.message}` : 'passes (missed it)';
  console.log(`one-colour proof: Playwright's default threshold 0.2: ${describe(await outcome({ threshold: 0.2 }))}`);
  console.log(
    `one-colour proof: threshold 0.2 + maxDiffPixelRatio 0.01: ${describe(await outcome({ threshold: 0.2, maxDiffPixelRatio: 0.01 }))}`,
  );
  const strict = await outcome({});
  console.log(`one-colour proof: the gate's thresholds: ${describe(strict)}`);
  expect(strict, 'the gate must fail on a one-colour change').not.toBeNull();
  expect(strict?.message).toMatch(/pixels? \(ratio [\d.]+ of all image pixels\) (are|is) different/);
});
