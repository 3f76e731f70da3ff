/**
 * Named situations the demo platform can be put in, so every path of the app can be shown in a story, a test
 * or a browser (docs/architecture.md "The demo platform").
 *
 * A scenario is chosen, in order of precedence:
 *  1. per request, by the cookie `atrium-demo-<area>=<scenario>` (end-to-end tests, a tester's browser);
 *  2. per platform instance, by `platform.setScenario(...)` or the server's `POST /__demo/scenario`;
 *  3. at start, by the `ATRIUM_DEMO_SYSTEM` environment variable of the demo server.
 */
export const SYSTEM_SCENARIOS = ['normal', 'maintenance', 'region-blocked', 'failing', 'malformed'] as const;
export type SystemScenario = (typeof SYSTEM_SCENARIOS)[number];

/**
 * What the platform's texts are: `normal`, or `hostile` (the security corpus): every name, title, message,
 * announcement, help text and link the app shows is a hostile payload (handlers/hostile.ts). Chosen by the cookie
 * `atrium-demo-content=hostile`.
 */
export const CONTENT_SCENARIOS = ['normal', 'hostile'] as const;
export type ContentScenario = (typeof CONTENT_SCENARIOS)[number];

export interface DemoScenario {
  readonly system: SystemScenario;
  readonly content: ContentScenario;
}

export const DEFAULT_SCENARIO: DemoScenario = { system: 'normal', content: 'normal' };

export function isSystemScenario(value: unknown): value is SystemScenario {
  return typeof value === 'string' && (SYSTEM_SCENARIOS as readonly string[]).includes(value);
}

export function isContentScenario(value: unknown): value is ContentScenario {
  return typeof value === 'string' && (CONTENT_SCENARIOS as readonly string[]).includes(value);
}

export const SCENARIO_COOKIE_PREFIX = 'atrium-demo-';

/**
 * Faults the demo platform can inject into every platform call (except the status call, which has its own
 * scenarios): `latency` (adds ATRIUM's standard 1.5 s, or `latency:<ms>`), `5xx`, `timeout` (never answers, so
 * the client's own time limit ends the call; `timeout:<ms>` holds the call that long, then answers 504 as a gateway
 * whose upstream stalled: what fault drills use, so they need not wait out the client's 15 s),
 * `network` (connection dropped), `malformed` (an envelope whose value is garbage), `expired-session` (401 for
 * every call that carries a token). Chosen by the cookie `atrium-demo-fault`, or per instance with `setFault`.
 */
export const FAULTS = ['latency', '5xx', 'timeout', 'network', 'malformed', 'expired-session'] as const;
export type FaultKind = (typeof FAULTS)[number];
export interface Fault {
  readonly kind: FaultKind;
  /** For latency: the added delay; for timeout: how long the call is held before the 504 (absent: forever). */
  readonly ms?: number;
}

export const DEFAULT_LATENCY_MS = 1_500;

/** Parses `kind`, `latency:<ms>` or `timeout:<ms>`; anything else is no fault. */
export function parseFault(raw: string | null | undefined): Fault | null {
  if (!raw) return null;
  const [kind, arg] = raw.split(':');
  if (!(FAULTS as readonly string[]).includes(kind ?? '')) return null;
  if (kind === 'latency') {
    const ms = Number(arg);
    return { kind, ms: Number.isFinite(ms) && ms >= 0 && ms <= 60_000 ? ms : DEFAULT_LATENCY_MS };
  }
  if (kind === 'timeout' && arg !== undefined) {
    const ms = Number(arg);
    return Number.isFinite(ms) && ms >= 0 && ms <= 60_000 ? { kind, ms } : { kind };
  }
  return { kind: kind as FaultKind };
}
