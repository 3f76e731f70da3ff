#!/usr/bin/env node
// `pnpm test:all` (what `npm test` and CI run after the installs): every stage in order, each one's time printed
// when it ends and a table of all of them at the end, so a growing suite shows where CI's time goes. It stops at the
// first stage that fails (its own output says why). CI's hard limit is 90 minutes; the suite should stay under 45 on
// 2 cores.
import { spawnSync } from 'node:child_process';

const STAGES = [
  // The checks that do not need each other's output share the 2 cores.
  [
    'static checks and build',
    [
      'node',
      'scripts/parallel.mjs',
      'typecheck',
      'lint',
      'lint:deps',
      'lint:deps:fixture',
      'catalogs',
      'catalogs:fixture',
      'build',
    ],
  ],
  ['bundle budget', ['pnpm', 'budget']],
  ['performance beside the stack page', ['pnpm', 'perf']],
  ['unit and integration', ['pnpm', 'test:unit']],
  ['stories (play and axe, dark and light)', ['pnpm', 'test:stories']],
  ['visual regression', ['pnpm', 'test:visual']],
  ['end-to-end', ['pnpm', 'test:e2e']],
];

const only = process.argv.slice(2);
const format = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};
const times = [];
const began = Date.now();
let failed = null;
for (const [name, [cmd, ...args]] of STAGES) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  const ms = Date.now() - started;
  times.push([name, ms, result.status === 0]);
  console.log(`▶ ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${format(ms)}`);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}
console.log('\nStage times');
for (const [name, ms, ok] of times) console.log(`  ${format(ms).padStart(13)}  ${ok ? '  ' : '✗ '}${name}`);
console.log(`  ${format(Date.now() - began).padStart(13)}  total`);
if (failed) {
  console.error(`\nFailed at: ${failed}`);
  process.exit(1);
}
