import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'app',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The test files of a worker share one module graph and one DOM: each file starts its own demo server and query
    // client and the setup file empties the DOM and session storage after each test, so a file has nothing to inherit, and re-importing React, the router
    // and the packages for every file was the largest cost (paired runs of the member pages: CPU 0.69, wall 0.82 of
    // the isolated run; all 56 files pass either way). A file that leaks a global into the next is the bug to fix.
    isolate: false,
  },
});
