/**
 * Spec §4 "System status at start": 0 shows the app, 1 the maintenance page, 2 the region-blocked page;
 * maintenance wins. §3 "systemStatus (0 normal, 1 maintenance, 2 region restricted)".
 * §2 "Other screens": the maintenance page shows an optional end time, the blocked page the visitor's IP.
 */

/** The platform's status code as the spec numbers it. */
export type PlatformStatus = 0 | 1 | 2;

export const PLATFORM_STATUS = {
  normal: 0,
  maintenance: 1,
  regionRestricted: 2,
} as const satisfies Record<string, PlatformStatus>;

/** What the status call tells us, already parsed at the API boundary. */
export interface SystemStatusFacts {
  readonly isUnderMaintenance: boolean;
  /** Epoch milliseconds at which maintenance is announced to end, if the platform says. */
  readonly maintenanceEndsAt: number | null;
  readonly isRegionRestricted: boolean;
  /** The visitor's IP address as the platform saw it. */
  readonly visitorIp: string | null;
}

/** Why the status could not be learned. */
export type StartupFailure = 'network' | 'timeout' | 'server' | 'malformed';

/** The state of the start-up status fetch, independent of any data-fetching library. */
export type StartupOutcome =
  | { readonly state: 'pending' }
  | { readonly state: 'failed'; readonly reason: StartupFailure }
  | { readonly state: 'loaded'; readonly status: SystemStatusFacts };

/** What the app shows at start. */
export type StartupScreen =
  | { readonly screen: 'splash' }
  | { readonly screen: 'app' }
  | { readonly screen: 'maintenance'; readonly endsAt: number | null }
  | { readonly screen: 'blocked'; readonly visitorIp: string | null }
  | { readonly screen: 'load-error'; readonly reason: StartupFailure };

/** §4: maintenance wins over a region restriction. */
export function platformStatus(
  facts: Pick<SystemStatusFacts, 'isUnderMaintenance' | 'isRegionRestricted'>,
): PlatformStatus {
  if (facts.isUnderMaintenance) return PLATFORM_STATUS.maintenance;
  if (facts.isRegionRestricted) return PLATFORM_STATUS.regionRestricted;
  return PLATFORM_STATUS.normal;
}

/**
 * Maps the fetch outcome to the start-up screen. An announced end time that has already passed is not shown
 * (it would tell the visitor something false); the page still shows, because the platform still says maintenance.
 */
export function startupScreen(outcome: StartupOutcome, now: number): StartupScreen {
  switch (outcome.state) {
    case 'pending':
      return { screen: 'splash' };
    case 'failed':
      return { screen: 'load-error', reason: outcome.reason };
    case 'loaded': {
      const { status } = outcome;
      switch (platformStatus(status)) {
        case PLATFORM_STATUS.maintenance: {
          const endsAt = status.maintenanceEndsAt;
          return {
            screen: 'maintenance',
            endsAt: endsAt !== null && Number.isFinite(endsAt) && endsAt > now ? endsAt : null,
          };
        }
        case PLATFORM_STATUS.regionRestricted:
          return { screen: 'blocked', visitorIp: status.visitorIp };
        default:
          return { screen: 'app' };
      }
    }
  }
}
