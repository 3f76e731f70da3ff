import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { safeLinkTarget, type SafeLink } from '@atrium/domain/links';
import type { ApiClient, Endpoint } from './client';
import { retryTransientOnce } from './errors';
import { queryKeys } from './queryKeys';

/**
 * The mirror domains of spec §2 "mirror-site list with line detection" (designed shape). A module of its own: only
 * the mirror-site page reads it, so its schema stays out of the start-up code that the other settings are part of.
 */

// ─── Mirror domains (designed) ──────────────────────────────────────────────────────────────────────────────

/**
 * GET /wps/system/domainRoute (spec §7; §2 "mirror-site list with line detection … with a verification link").
 * Designed: `{ mainDomain, verifyUrl, domains[] {name, domain, lineCheckUrl} }`. A line check is a plain GET that
 * answers quickly when the line is up; the app times it.
 */
export const domainRouteSchema = z.object({
  mainDomain: z.nullish(z.string()),
  verifyUrl: z.nullish(z.string()),
  domains: z._default(
    z.array(
      z.object({
        name: z.nullish(z.string()),
        domain: z.string(),
        lineCheckUrl: z.nullish(z.string()),
      }),
    ),
    [],
  ),
});

export type DomainRouteWire = z.infer<typeof domainRouteSchema>;

export interface MirrorDomain {
  /** The server's label, or null (the app then numbers the lines). */
  readonly name: string | null;
  readonly link: SafeLink;
  /** What to time for line detection; null when the server gave none (or an unsafe one). */
  readonly lineCheck: SafeLink | null;
}

export interface DomainRoutes {
  readonly mainDomain: SafeLink | null;
  readonly verification: SafeLink | null;
  /** Mirrors whose address is not a safe link are left out. */
  readonly mirrors: readonly MirrorDomain[];
}

export const domainRouteEndpoint: Endpoint<DomainRouteWire> = {
  id: 'settings.domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  moduleId: 'COMM3',
  needsToken: false,
  value: domainRouteSchema,
};

export function toDomainRoutes(wire: DomainRouteWire): DomainRoutes {
  return {
    mainDomain: safeLinkTarget(wire.mainDomain),
    verification: safeLinkTarget(wire.verifyUrl),
    mirrors: wire.domains.flatMap((entry) => {
      const link = safeLinkTarget(entry.domain);
      return link ? [{ name: entry.name ?? null, link, lineCheck: safeLinkTarget(entry.lineCheckUrl) }] : [];
    }),
  };
}

export async function getDomainRoutes(client: ApiClient, signal?: AbortSignal): Promise<DomainRoutes> {
  return toDomainRoutes(await client.call(domainRouteEndpoint, { signal }));
}

export function domainRoutesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.settings.domainRoutes(),
    queryFn: ({ signal }) => getDomainRoutes(client, signal),
    retry: retryTransientOnce,
    staleTime: 10 * 60_000,
  });
}
