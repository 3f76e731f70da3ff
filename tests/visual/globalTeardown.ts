import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { readVisualCases } from './cases.ts';
import {
  comparesWith,
  BASELINE_DIR,
  currentChromiumVersion,
  recordedChromiumVersion,
  versionDriftMessage,
} from './chromiumVersion.ts';

/**
 * After an update, baselines of stories that no longer exist are deleted (the index is the only list). After a
 * comparison with another Chromium, the warning is repeated below the results, where it is seen.
 */
export default function globalTeardown(config: FullConfig) {
  const updating = config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
  if (updating) {
    const wanted = new Set(readVisualCases().map((c) => c.snapshot));
    const stale = readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.png') && !wanted.has(file));
    for (const file of stale) rmSync(path.join(BASELINE_DIR, file));
    if (stale.length > 0) console.log(`visual: removed ${stale.length} baselines of stories that no longer exist`);
    return;
  }
  const recorded = recordedChromiumVersion();
  const current = currentChromiumVersion();
  if (recorded !== null && !comparesWith(recorded, current)) console.warn(versionDriftMessage(recorded, current));
}
