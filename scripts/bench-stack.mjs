#!/usr/bin/env node
// The stack baseline (docs/decisions/0006, session 9): Lighthouse on a page that has the design card's runtime
// libraries and nothing of Atrium (packages/app/bench/stack-baseline), on this host, now.
//
//   pnpm bench:stack        build the baseline into a temporary folder, then `pnpm bench` on it (median of 3)
//
// Lighthouse's figures move with the host (it multiplies the CPU time it observed by 4, and the host's benchmark
// index moved from 790 to 2,260 within minutes in session 9), so the app's figures mean most beside the baseline's,
// measured the same minutes: the difference is what Atrium's own code costs, the part a change can win back.
// Environment: LIGHTHOUSE_RUNS, LIGHTHOUSE_PORT, as `pnpm bench`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { ROOT } from './support/builtApp.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'atrium-stack-'));
try {
  await build({
    configFile: false,
    root: join(ROOT, 'packages/app/bench/stack-baseline'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  // The app's text font, from the ui package that ships it.
  const font = createRequire(join(ROOT, 'packages/ui/package.json')).resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  );
  copyFileSync(font, join(outDir, 'inter-latin-wght-normal.woff2'));
  const bench = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/lighthouse.mjs'), '--bench'], {
    stdio: 'inherit',
    env: { ...process.env, ATRIUM_STATIC_DIR: outDir, LIGHTHOUSE_STACK_BASELINE: '1' },
  });
  process.exitCode = bench.status ?? 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
