#!/usr/bin/env node
// Runs package scripts side by side and fails if any fails (CI time: the checks that do not need each other's
// output share the 2 cores). Each script's output is printed whole when it ends, so the logs do not interleave.
//   node scripts/parallel.mjs typecheck lint lint:deps
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('pnpm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          process.stdout.write(
            `\n▶ pnpm run ${script}: exit ${code}, ${((Date.now() - started) / 1000).toFixed(0)} s\n${output}`,
          );
          resolve(code === 0);
        });
      }),
  ),
);
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
