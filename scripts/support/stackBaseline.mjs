// The stack-only page (packages/app/bench/stack-baseline): the runtime libraries the app starts with and none of
// Atrium's code, built into a temporary folder that the demo platform's server can serve like the app.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { ROOT } from './builtApp.mjs';

/** Builds the stack page; resolves with its folder and a function that deletes it. */
export async function buildStackBaseline() {
  const outDir = mkdtempSync(join(tmpdir(), 'atrium-stack-'));
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
  return { dir: outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
