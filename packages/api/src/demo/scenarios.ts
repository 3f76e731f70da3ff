/**
 * Named situations the demo platform can be put in, so every path of the app can be shown in a story, a test
 * or a browser (ARCHITECTURE.md "The demo platform").
 *
 * A scenario is chosen, in order of precedence:
 *  1. per request, by the cookie `atrium-demo-<area>=<scenario>` (end-to-end tests, a tester's browser);
 *  2. per platform instance, by `platform.setScenario(...)` or the server's `POST /__demo/scenario`;
 *  3. at start, by the `ATRIUM_DEMO_SYSTEM` environment variable of the demo server.
 */
export const SYSTEM_SCENARIOS = ['normal', 'maintenance', 'region-blocked', 'failing', 'malformed'] as const;
export type SystemScenario = (typeof SYSTEM_SCENARIOS)[number];

export interface DemoScenario {
  readonly system: SystemScenario;
}

export const DEFAULT_SCENARIO: DemoScenario = { system: 'normal' };

export function isSystemScenario(value: unknown): value is SystemScenario {
  return typeof value === 'string' && (SYSTEM_SCENARIOS as readonly string[]).includes(value);
}

export const SCENARIO_COOKIE_PREFIX = 'atrium-demo-';
