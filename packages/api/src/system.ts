import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { safeLinkTarget, type SafeLink } from '@atrium/domain/links';
import type { StartupFailure, SystemStatusFacts } from '@atrium/domain/system';
import type { ApiClient, Endpoint } from './client';
import { decodeCustomerServicePath } from './crypto/customerService';
import { isApiError, retryTransientOnce } from './errors';
import { queryKeys } from './queryKeys';

/**
 * GET /wps/system/status (spec §7 "Session and member", §4 "System status at start").
 * Field names follow docs/protocol.md "System status"; the exact type of `maintenance` and the end time are not
 * known from live sites, so the demo platform defines them (see this package's README, "Designed shapes").
 */

const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((v) => v === true || v === 1),
);

export const customerServiceEntrySchema = z.object({
  csType: z.string(),
  /** DES-obfuscated URL (docs/protocol.md); decoded by the app when the visitor asks for help. */
  path: z.string(),
});

export const systemStatusSchema = z.object({
  maintenance: flag,
  /** Epoch milliseconds; absent or null when no end is announced. */
  maintenanceEndTime: z.nullish(z.number()),
  regionRestriction: flag,
  location: z.nullish(z.object({ ip: z.string() })),
  info: z.nullish(
    z.object({
      customerService: z._default(z.array(customerServiceEntrySchema), []),
    }),
  ),
});

export type SystemStatusWire = z.infer<typeof systemStatusSchema>;

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

export const systemStatusEndpoint: Endpoint<SystemStatusWire> = {
  id: 'system.status',
  method: 'GET',
  path: '/wps/system/status',
  moduleId: 'COMM3',
  needsToken: false,
  value: systemStatusSchema,
};

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

export async function getSystemStatus(client: ApiClient, signal?: AbortSignal): Promise<SystemStatus> {
  return toSystemStatus(await client.call(systemStatusEndpoint, { signal }));
}

/** Retries a transient failure once; a malformed or refused answer is shown at once (the page offers retry). */
export function systemStatusQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: queryKeys.system.status(language),
    queryFn: ({ signal }) => getSystemStatus(client, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

/** What kind of start-up failure an error of this call is, in the domain's terms. */
export function startupFailureOf(error: unknown): StartupFailure {
  if (!isApiError(error)) return 'server';
  switch (error.kind) {
    case 'network':
    case 'aborted':
      return 'network';
    case 'timeout':
      return 'timeout';
    case 'malformed':
      return 'malformed';
    default:
      return 'server';
  }
}
