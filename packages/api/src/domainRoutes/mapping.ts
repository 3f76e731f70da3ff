import { safeLinkTarget, type SafeLink } from '@atrium/domain/links';
import { type DomainRouteWire } from './schemas';

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
