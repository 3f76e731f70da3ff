#!/usr/bin/env node
// `pnpm chromatic`: publishes the Storybook to Chromatic for cloud visual review (QA's tool, docs/architecture.md).
// The project token comes from the environment; without one this explains what to do and stops cleanly.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic needs a project token: set CHROMATIC_PROJECT_TOKEN (from the Chromatic project settings) and run\n' +
      '`pnpm chromatic` again. Nothing was uploaded. Offline visual checks: `pnpm test:visual`.',
  );
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  [
    'exec',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
