import { seededRandom } from './random';

/**
 * The demo platform's mirror sites (designed: GET /wps/system/domainRoute, for §2's "mirror-site list with line
 * detection … with a verification link"). The mirrors use the reserved `.example` domain, so nothing real is ever
 * linked. Line detection needs something to answer from the page's own origin, so each mirror's `lineCheckUrl` is a
 * demo path that answers after a seeded delay, and one mirror is down (503), so every state of the list shows.
 */
export interface DemoDomainRoute {
  readonly name: string;
  readonly domain: string;
  readonly lineCheckUrl: string;
}

export interface DemoDomainSeed {
  readonly mainDomain: string;
  readonly verifyUrl: string;
  readonly domains: readonly DemoDomainRoute[];
  /** Per line id: the answer delay in ms, or null when the line is down. */
  readonly lineDelays: Readonly<Record<string, number | null>>;
}

/** The demo path that answers a line check: `${DEMO_LINE_CHECK_PATH}/<line id>`. */
export const DEMO_LINE_CHECK_PATH = '/__demo/line';

export function seedDomains(seed: number): DemoDomainSeed {
  const random = seededRandom(seed ^ 0xd0a1);
  const lines = ['1', '2', '3', '4'];
  const down = lines[Math.floor(random() * lines.length)] ?? '4';
  const lineDelays: Record<string, number | null> = {};
  for (const id of lines) lineDelays[id] = id === down ? null : 30 + Math.floor(random() * 400);
  return {
    mainDomain: 'https://www.atrium.example',
    verifyUrl: 'https://verify.atrium.example/',
    domains: lines.map((id) => ({
      name: `Line ${id}`,
      domain: `https://m${id}.atrium.example`,
      lineCheckUrl: `${DEMO_LINE_CHECK_PATH}/${id}`,
    })),
    lineDelays,
  };
}
