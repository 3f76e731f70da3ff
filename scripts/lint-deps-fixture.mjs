#!/usr/bin/env node
// Proves the layering check fails on deliberate violations: runs the real dependency-cruiser config over
// tests/lint-deps/fixtures and expects exactly the listed violations (docs/architecture.md, packages/app/README.md).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'tests/lint-deps/fixtures');
const expected = [
  ['domain-imports-react', 'packages/domain/src/importsReact.ts'],
  ['domain-imports-workspace', 'packages/domain/src/importsWorkspace.ts'],
  ['ui-imports-api', 'packages/ui/src/importsApi.ts'],
  ['ui-imports-story-fixtures', 'packages/ui/src/importsFixtures.ts'],
  ['ui-story-imports-api-client', 'packages/ui/src/Bad.stories.ts'],
  ['ui-imports-router-or-query', 'packages/ui/src/importsRouter.ts'],
  ['ui-imports-router-or-query', 'packages/ui/src/importsQuery.ts'],
  ['api-imports-ui-or-app', 'packages/api/src/importsUi.ts'],
  ['imports-app', 'packages/ui/src/importsApp.ts'],
  ['app-feature-imports-feature', 'packages/app/src/features/lobby/importsOtherFeature.ts'],
  ['app-shared-imports-feature', 'packages/app/src/shared/importsFeature.ts'],
  ['app-part-imports-assembly', 'packages/app/src/features/system/importsAssembly.ts'],
];

const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
    'packages',
    '--config',
    join(root, '.dependency-cruiser.cjs'),
    '--output-type',
    'json',
  ],
  { cwd: fixtures, encoding: 'utf8' },
);
const result = JSON.parse(run.stdout);
if (result.summary.error === 0) {
  console.error('lint:deps found no error in the fixture of deliberate violations: the layering check is broken.');
  process.exit(1);
}
const found = result.summary.violations.map((v) => `${v.rule.name} ${v.from}`);
let passed = 0;
let failed = 0;
for (const [rule, from] of expected) {
  if (found.includes(`${rule} ${from}`)) passed += 1;
  else {
    failed += 1;
    console.error(`missing: ${rule} from ${from}`);
  }
}
const unexpected = found.filter(
  (f) =>
    !expected.some(([rule, from]) => f === `${rule} ${from}`) &&
    !f.startsWith('ui-imports-api packages/ui/src/Bad.stories.ts') &&
    !f.startsWith('not-to-unresolvable '),
);
for (const u of unexpected) {
  failed += 1;
  console.error(`unexpected: ${u}`);
}
console.log(`lint:deps fixture: each deliberate violation is reported`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
