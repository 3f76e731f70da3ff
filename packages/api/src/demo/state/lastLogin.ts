import type { DemoPlatform } from './platform';

/**
 * When each account last signed in on this platform instance (the demo clock's time), for the team management
 * list's "last login". An account that has not signed in since the platform started has none: the list says never
 * rather than inventing a time.
 */
function lastLogins(platform: DemoPlatform): Map<string, number> {
  return platform.area<Map<string, number>>('lastLogin', () => new Map());
}

export function recordDemoLogin(platform: DemoPlatform, accountId: string): void {
  lastLogins(platform).set(accountId, platform.now());
}

export function demoLastLoginOf(platform: DemoPlatform, accountId: string): number | null {
  return lastLogins(platform).get(accountId) ?? null;
}
