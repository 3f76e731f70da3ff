import type { LiteInstallState } from '@atrium/ui/download';

/**
 * The brand's lite link as an absolute address. The lite app is this site installed, so a brand writes
 * it as a path (`/download?install=lite`) and each host it is served from encodes its own origin; an absolute
 * link (a lite app elsewhere) is kept as it is.
 */
export function liteLink(configured: string | undefined, origin: string): string | undefined {
  if (!configured) return undefined;
  try {
    return new URL(configured, origin).toString();
  } catch {
    return undefined;
  }
}

/** Whether the link is this site's own install address, so the page runs the install flow rather than linking. */
export function isOwnInstallLink(link: string | null, origin: string): boolean {
  if (!link) return false;
  const url = new URL(link);
  return url.origin === origin && url.searchParams.get('install') === 'lite';
}

/**
 * Which "Add to Home Screen" steps to show: iOS has no install prompt and hides the entry in Safari's Share sheet;
 * every other browser offers it in its menu. iPadOS reports itself as a Mac, told apart by its touch points.
 */
export function installPlatform(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): LiteInstallState['platform'] {
  const isIos = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  return isIos ? 'ios' : 'other';
}
