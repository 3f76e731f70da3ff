import type { SystemStatusFacts } from '@atrium/domain/system';
import { type SystemStatusWire } from './schemas';

/**
 * A customer-service entry as the status gives it: its link still obfuscated. The decoder (DES) is not needed to draw
 * any first screen, so it is loaded after the status has arrived (supportLink.ts `supportLinkOf`), not before.
 */
export interface CustomerServiceEntry {
  /** The platform's channel type, e.g. LIVECHAT. */
  readonly type: string;
  /** The obfuscated link (docs/protocol.md "Responses"). */
  readonly path: string;
}

export interface SystemStatus {
  readonly facts: SystemStatusFacts;
  readonly customerService: readonly CustomerServiceEntry[];
}

export function toSystemStatus(wire: SystemStatusWire): SystemStatus {
  return {
    facts: {
      isUnderMaintenance: wire.maintenance,
      maintenanceEndsAt: wire.maintenanceEndTime ?? null,
      isRegionRestricted: wire.regionRestriction,
      visitorIp: wire.location?.ip ?? null,
    },
    customerService: (wire.info?.customerService ?? []).flatMap((entry) =>
      entry.path.trim() === '' ? [] : [{ type: entry.csType, path: entry.path }],
    ),
  };
}
