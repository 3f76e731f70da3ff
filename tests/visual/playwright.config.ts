import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { comparesWith, currentChromiumVersion, isUpdateRun, recordedChromiumVersion } from './chromiumVersion.ts';
import { storybookDir } from './cases.ts';

/**
 * Visual regression of every story (docs/decisions/0005-visual-regression.md): the built Storybook served by a
 * tiny static server, Debian's Chromium at 360 px wide, default toHaveScreenshot thresholds (a one-colour change
 * fails; `maxDiffPixelRatio: 0.01` would miss it). Run through `pnpm test:visual` (builds Storybook first) or
 * `pnpm test:visual:update`.
 */
const PORT = Number(process.env.VISUAL_PORT ?? 6106);
const recorded = recordedChromiumVersion();
const current = currentChromiumVersion();
/** Baselines from another major Chromium are not compared (the global setup says so loudly); same major: strict. */
const versionDiffers = !isUpdateRun() && recorded !== null && !comparesWith(recorded, current);

export default defineConfig({
  testDir: '.',
  testMatch: /\.visual\.ts$/,
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  // One retry: a real change fails both attempts; a screenshot taken mid-settle on a loaded machine passes the second
  // and is listed as flaky in the output (docs/decisions/0005-visual-regression.md).
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['dot']]
    : [['dot'], ['html', { open: 'never', outputFolder: '../../playwright-report/visual' }]],
  outputDir: '../../test-results/visual',
  globalSetup: './globalSetup.ts',
  globalTeardown: './globalTeardown.ts',
  ignoreSnapshots: versionDiffers,
  timeout: 30_000,
  expect: {
    // A per-pixel colour threshold of 0.05 instead of 0.2: the
    // default lets one step of a palette (violet 600 -> 700 on a button) through; `maxDiffPixelRatio: 0.01` lets
    // any change to a small component through. tests/visual/one-colour.visual.ts proves it. Up to 32 pixels may
    // differ (0.01 % of the page): a focus ring's anti-aliased corners varied by a few pixels between two runs of the
    // same build, while a one-step colour change on one button differs in thousands.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.05, maxDiffPixels: 32 },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'dark',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node_modules/.bin/tsx tests/visual/serve.ts "${storybookDir()}" ${PORT}`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
