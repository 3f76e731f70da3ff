import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'app',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The test files share one module graph per worker rather than a fresh one each: importing the app's graph
    // again for every file was about a fifth of the app tests' time (paired runs of the member pages: CPU 0.69,
    // wall 0.82 without isolation). What a file can leave behind is reset after every test (src/test/setup.ts: the
    // rendered trees, session storage and the two module-level dialog stores); every file passes in either order (a run
    // without vitest's cache orders the files by size, as a clean clone does).
    isolate: false,
    // Three files run at once (the root package.json's test:unit, vitest.config.ts says why): a test's own limit is
    // raised to match, a whole app rendered on a loaded host.
    testTimeout: 20_000,
  },
});
