/**
 * The one-way rule between the packages (docs/architecture.md):
 *   app → ui, api, domain;  ui → domain;  api → domain;  domain → nothing of the workspace, no React.
 * Inside packages/app (packages/app/README.md): a feature imports no other feature, and shared/ imports no feature.
 * Paths are relative to the folder depcruise runs in, so tests/lint-deps/fixtures can prove each rule fails.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const path = require('node:path');

module.exports = {
  forbidden: [
    {
      name: 'domain-imports-react',
      comment: 'packages/domain is framework-free: no React, no styled-components, no router, no query.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        path: '(^|node_modules/)(react|react-dom|styled-components|react-router|react-router-dom|@tanstack/[^/]+|i18next|react-i18next|msw|zod)(/|$)',
      },
    },
    {
      name: 'domain-imports-workspace',
      comment: 'packages/domain imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/(api|ui|app)/' },
    },
    {
      name: 'ui-imports-api',
      comment:
        'packages/ui is presentational: it never calls the platform. Stories may take fixtures from @atrium/api/demo only.',
      severity: 'error',
      from: { path: '^packages/ui/', pathNot: '\\.(stories|fixtures)\\.tsx?$' },
      to: { path: '^packages/api/' },
    },
    {
      name: 'ui-imports-story-fixtures',
      comment:
        'A *.fixtures.ts file holds story data (it may read @atrium/api/demo): only stories and other fixtures use it, so the demo never reaches a component.',
      severity: 'error',
      from: { path: '^packages/ui/', pathNot: '\\.(stories|fixtures)\\.tsx?$' },
      to: { path: '^packages/ui/.*\\.fixtures\\.tsx?$' },
    },
    {
      name: 'ui-story-imports-api-client',
      comment: 'A story may use the demo platform (fixtures, handlers), never the client itself.',
      severity: 'error',
      from: { path: '^packages/ui/.*\\.(stories|fixtures)\\.tsx?$' },
      to: { path: '^packages/api/', pathNot: '^packages/api/src/demo/' },
    },
    {
      name: 'ui-imports-router-or-query',
      comment: 'packages/ui knows no router and no TanStack Query: containers in app pass plain props.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '(^|node_modules/)(react-router|react-router-dom|@tanstack/react-query|@tanstack/query-core)(/|$)' },
    },
    {
      name: 'api-imports-ui-or-app',
      comment: 'packages/api has no UI: it returns typed results and typed errors.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^packages/(ui|app)/' },
    },
    {
      name: 'imports-app',
      comment: 'packages/app is the top of the graph: nothing imports it.',
      severity: 'error',
      from: { path: '^(packages/(domain|api|ui)|\\.storybook|tests)/' },
      to: { path: '^packages/app/' },
    },
    {
      name: 'app-feature-imports-feature',
      comment:
        'A feature of packages/app imports no other feature: what several features use lives in packages/app/src/shared/. Only app/ (the route table, the layouts) assembles features.',
      severity: 'error',
      from: { path: '^packages/app/src/features/([^/]+)/' },
      to: { path: '^packages/app/src/features/', pathNot: '^packages/app/src/features/$1/' },
    },
    {
      name: 'app-shared-imports-feature',
      comment: 'packages/app/src/shared/ is what the features share: it imports none of them.',
      severity: 'error',
      from: { path: '^packages/app/src/shared/' },
      to: { path: '^packages/app/src/features/' },
    },
    {
      name: 'app-part-imports-assembly',
      comment:
        'packages/app/src/app/ assembles the features (entry, providers, route table, layouts): features and shared import nothing from it, so the assembly can change without touching them. Tests may render the real providers.',
      severity: 'error',
      from: { path: '^packages/app/src/(features|shared)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/app/src/app/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a package used without being declared (or a typo).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.base.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
