import { safeLinkTarget, type SafeLink } from '@atrium/domain/links';
import type { SystemStatusFacts } from '@atrium/domain/system';
import { decodeCustomerServicePath } from '../crypto/customerService';
import { type SystemStatusWire } from './schemas';

export interface CustomerServiceEntry {
  /** The platform's channel type, e.g. LIVECHAT. */
  readonly type: string;
  /** Where the entry leads, decoded and checked: entries that fail either are left out. */
  readonly link: SafeLink;
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
    customerService: (wire.info?.customerService ?? []).flatMap((entry) => {
      const link = safeLinkTarget(decodeCustomerServicePath(entry.path));
      return link ? [{ type: entry.csType, link }] : [];
    }),
  };
}
