import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const STORY_DEPENDENCIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'styled-components',
  'radix-ui',
  'i18next',
  'react-i18next',
  // Dependencies of workspace packages, reached through them.
  '@atrium/ui > swiper',
  '@atrium/ui > swiper/react',
  '@atrium/ui > swiper/modules',
  '@atrium/ui > qrcode.react',
  '@atrium/ui > dompurify',
  '@atrium/api > zod/mini',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'storybook/test',
  '@storybook/react-vite',
];

/**
 * Every story as a test in real Chromium: its play function and an axe check (a11y.test = 'error' in preview),
 * once per colour mode in the default brand in CI (docs/decisions/0004-stories-as-tests.md). By hand: stories-brands
 * (each story once more, in lumen light or regal dark), stories-lumen and stories-regal (every story in each).
 */
function storiesProject(
  name: string,
  brand: 'default' | 'lumen' | 'regal' | 'alternate',
  mode: 'dark' | 'light',
): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    define: { __ATRIUM_STORY_MODE__: JSON.stringify(mode), __ATRIUM_STORY_BRAND__: JSON.stringify(brand) },
    // Pre-bundle every dependency stories import: otherwise Vite discovers them during the first run and reloads
    // the page mid-test, which fails that run on a fresh machine (CI always is one).
    optimizeDeps: { include: STORY_DEPENDENCIES },
    test: {
      name,
      // The story files share one page rather than an iframe each: every story is already rendered afresh by its own
      // portable-story setup (decorators, loaders, msw handlers), and a fresh iframe per file cost the stage about
      // 40 % of its time (paired runs of the member and records stories: wall 37.8 s against 61.7 s; the whole
      // stage in both modes passed the same 1,862 tests).
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
        // Phones first: every story is tested at 360 px wide.
        viewport: { width: 360, height: 740 },
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  };
}

/**
 * One Vitest run, several projects:
 *  - domain: pure rules in Node;
 *  - api: the HTTP client and the demo platform through msw in Node, and its real HTTP server;
 *  - ui: what a story cannot express (catalogs, tokens) in a DOM;
 *  - app: containers in a DOM (happy-dom) against the demo platform through msw;
 *  - stories-dark / stories-light: every Storybook story in Chromium, default brand, each mode;
 *  - stories-brands: every story once more, in lumen (light) or regal (dark), picked per story (.storybook/preview.tsx);
 *  - stories-lumen / stories-regal: every story in each other brand (by hand: pnpm test:stories:all-brands).
 *
 * `pnpm test:unit` runs api, ui and app with three files at once, whatever the core count (Vitest's default on 2 cores
 * is one): the app tests spend much of their time waiting (retry pauses, held requests, the timeout fault's 300 ms),
 * and one worker kept the 2 cores about 40 % busy. Those three projects on a 2-core machine, same session: one worker
 * 8 min 23 s, two 3 min 51 s, three 3 min 13 s, four 2 min 48 s with a Testing Library wait timing out. Three keeps
 * room for a loaded host; the app's waits and test limit are raised to match (packages/app/src/test/setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/api/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'packages/app/vitest.config.ts',
      storiesProject('stories-dark', 'default', 'dark'),
      storiesProject('stories-light', 'default', 'light'),
      storiesProject('stories-brands', 'alternate', 'dark'),
      // Every story in one more brand each, by hand: `pnpm test:stories:all-brands`.
      storiesProject('stories-lumen', 'lumen', 'light'),
      storiesProject('stories-regal', 'regal', 'dark'),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: {
        'packages/domain/src/**': { lines: 95, statements: 95, functions: 95, branches: 90 },
      },
    },
  },
});
