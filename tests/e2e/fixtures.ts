import { expect, test as base, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';

/**
 * Every page is watched for uncaught errors, console errors and Content-Security-Policy violations: a journey
 * that produces any of them fails, whatever it asserted.
 */
export const test = base.extend<{
  problems: string[];
  /**
   * The §4 entry announcement popup opens over the first page of a visit. Journeys about something else start with
   * it closed for both audiences (its session marker set, as after a close); announcement journeys set
   * `test.use({ entryAnnouncements: 'shown' })`.
   */
  entryAnnouncements: 'closed' | 'shown';
  closeEntryAnnouncements: void;
}>({
  entryAnnouncements: ['closed', { option: true }],
  closeEntryAnnouncements: [
    async ({ context, entryAnnouncements }, use) => {
      if (entryAnnouncements === 'closed')
        await context.addInitScript(() => {
          // SESSION_STORAGE_KEYS.announcementClosed: only set when nothing was closed yet (a journey may change it).
          // Not in a sandboxed frame without storage (the /seamless game frame): reading it there throws.
          if (window.origin === 'null') return;
          if (sessionStorage.getItem('popupClosed') === null) sessionStorage.setItem('popupClosed', 'B,A');
        });
      await use();
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        // Chromium logs every 4xx/5xx response as a console error: that is the network, not the app.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`console: ${message.text()}`);
        }
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, 'errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Puts this browser context's demo platform into a scenario (packages/api/src/demo/scenarios.ts). */
export async function useSystemScenario(page: Page, scenario: string) {
  await page
    .context()
    .addCookies([{ name: 'atrium-demo-system', value: scenario, url: test.info().project.use.baseURL ?? '' }]);
}

/** axe in both colour modes: zero violations. */
export async function expectNoAxeViolations(page: Page) {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await page.locator('h1').first().waitFor();
    expect(describeViolations(await axeViolations(page), colorScheme)).toEqual([]);
  }
}
