import type { FullConfig } from '@playwright/test';
import { readVisualCases } from './cases.ts';
import {
  comparesWith,
  currentChromiumVersion,
  recordChromiumVersion,
  recordedChromiumVersion,
  versionDriftMessage,
} from './chromiumVersion.ts';

/**
 * Says which Chromium runs, records it when updating every baseline (not for an update of some stories: scripts/
 * visual.mjs sets VISUAL_PARTIAL_UPDATE), and warns (without failing) when the baselines differ.
 */
export default function globalSetup(config: FullConfig) {
  const cases = readVisualCases();
  const current = currentChromiumVersion();
  const recorded = recordedChromiumVersion();
  const updating = config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
  console.log(`visual: ${cases.length} screenshots from the Storybook index, Chromium ${current}`);
  if (updating && process.env.VISUAL_PARTIAL_UPDATE === '1') {
    // Some stories only: the others keep the Chromium that made them, so the record stays.
    if (recorded !== null && !comparesWith(recorded, current)) console.warn(versionDriftMessage(recorded, current));
  } else if (updating) {
    recordChromiumVersion(current);
  } else if (recorded === null) {
    console.log('visual: no baselines recorded yet; run `pnpm test:visual:update` and commit tests/visual/baselines');
  } else if (!comparesWith(recorded, current)) {
    console.warn(versionDriftMessage(recorded, current));
    // CI annotations show this on the run's summary page.
    if (process.env.GITHUB_ACTIONS)
      console.log(
        `::warning::Visual baselines from Chromium ${recorded}, CI runs ${current}: not compared. Run pnpm test:visual:update.`,
      );
  }
}
