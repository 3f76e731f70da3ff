import { encodeCustomerServicePath } from '../../crypto/customerService';
import { randomAlphanumeric, seededRandom } from './random';

export interface SystemSeed {
  /** The visitor address the platform reports (TEST-NET-3, never a real one). */
  readonly visitorIp: string;
  /** How long after "now" a maintenance is announced to end. */
  readonly maintenanceDurationMs: number;
  /** Customer-service entries as the platform sends them: the path obfuscated (docs/protocol.md). */
  readonly customerService: readonly { readonly csType: string; readonly path: string }[];
}

/** Where the demo platform's own customer-service page lives (served by the demo server). */
export const DEMO_SUPPORT_PATH = '/__demo/support';

export function seedSystem(seed: number): SystemSeed {
  const random = seededRandom(seed ^ 0x5157);
  return {
    visitorIp: `203.0.113.${1 + Math.floor(random() * 254)}`,
    maintenanceDurationMs: (1 + Math.floor(random() * 4)) * 3_600_000,
    customerService: [
      { csType: 'LIVECHAT', path: encodeCustomerServicePath(DEMO_SUPPORT_PATH, randomAlphanumeric(random, 8)) },
    ],
  };
}
