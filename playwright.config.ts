import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

/**
 * End-to-end journeys in Debian's Chromium against the built app served by the demo platform's server on one
 * origin, exactly what the start command runs (run `pnpm build` first; `pnpm test:all` does).
 */
const PORT = Number(process.env.E2E_PORT ?? 4273);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on CI's 2 cores: the journeys mostly wait (network idle, animations), so a third worker fills the gaps.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, browserName: 'chromium' } },
    // Phones first: every journey runs at 360 px. The desktop layout is the same components, wider, so the desktop
    // project runs what differs with the width (the page frame and layout flags, home's banners and sections) and
    // the keyboard-only journey; the rest would double the CI time for little (session 3: the suite grew from 238
    // to 348 cases with the player's journey). Other files run on desktop
    // when added to this list.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: ['startup.spec.ts', 'gates/keyboard.spec.ts', 'player/navigation.spec.ts', 'player/home.spec.ts'],
    },
  ],
  webServer: {
    command: 'pnpm serve',
    url: `${baseURL}/wps/system/status`,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
