#!/usr/bin/env node
// `pnpm test:visual` / `pnpm test:visual:update` (docs/decisions/0005-visual-regression.md): builds Storybook into
// a cache folder, then screenshots every story of its index.json with Playwright and compares (or, with --update,
// rewrites) tests/visual/baselines. Other arguments go to Playwright, e.g. `pnpm test:visual -g Button`.
// VISUAL_STORYBOOK_DIR: where to build (or read) the Storybook; VISUAL_SKIP_BUILD=1 reuses that build;
// VISUAL_PORT: the static server's port (6106).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
const update = args.includes('--update');
const rest = args.filter((arg) => arg !== '--update');
const dir = path.resolve(process.env.VISUAL_STORYBOOK_DIR ?? 'node_modules/.cache/atrium-visual/storybook');
const env = { ...process.env, VISUAL_STORYBOOK_DIR: dir };
// Baselines are always made with every story loaded afresh (tests/visual/fixtures.ts).
if (update) delete env.VISUAL_FAST;
// An update of some stories only (`-g Button`, a file) leaves the recorded Chromium version alone: the other
// baselines were made with the recorded one (tests/visual/globalSetup.ts).
if (update && rest.length > 0) env.VISUAL_PARTIAL_UPDATE = '1';

const seconds = (start) => `${((Date.now() - start) / 1000).toFixed(0)} s`;

if (process.env.VISUAL_SKIP_BUILD !== '1') {
  const start = Date.now();
  console.log(`visual: building Storybook into ${dir}`);
  const build = spawnSync('pnpm', ['exec', 'storybook', 'build', '--test', '--quiet', '-o', dir], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('visual: the Storybook build failed (output above)');
    process.exit(build.status ?? 1);
  }
  console.log(`visual: Storybook built in ${seconds(start)}`);
}

const start = Date.now();
const run = spawnSync(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    '-c',
    'tests/visual/playwright.config.ts',
    ...(update ? ['--update-snapshots=all'] : []),
    ...rest,
  ],
  { env, stdio: 'inherit' },
);
console.log(`visual: screenshots ${update ? 'updated' : 'compared'} in ${seconds(start)}`);
if (update && run.status === 0) {
  console.log('visual: commit them with  git add tests/visual/baselines && git commit');
}
if (!update && run.status !== 0) {
  console.log(
    'visual: a screenshot differs from its baseline. The report (pnpm exec playwright show-report playwright-report/visual)\n' +
      'shows expected, actual and diff. If the change is intended: pnpm test:visual:update, then commit tests/visual/baselines.',
  );
}
process.exit(run.status ?? 1);
