import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects (see docs/decisions/0004-stories-as-tests.md):
 *  - domain: pure rules in Node;
 *  - api: the HTTP client against the demo platform through msw in Node;
 *  - app: containers in a DOM (happy-dom) against the demo platform through msw;
 *  - stories-dark / stories-light: every Storybook story as a test in real Chromium (play function + axe).
 */
export default defineConfig({
  test: {
    projects: ['packages/domain/vitest.config.ts'],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/types.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'packages/domain/src/**': { lines: 95, statements: 95, functions: 95, branches: 90 },
      },
    },
  },
});
