/**
 * §2 Other screens: "mirror-site list with line detection". Each mirror's line is timed in the browser; the list
 * shows the fastest line first so a player whose main site fails picks the quickest mirror, lines still being timed
 * next (their time is not known yet), and lines that did not answer last.
 */
export type LineCheck =
  | { readonly kind: 'checking' }
  | { readonly kind: 'reachable'; readonly ms: number }
  | { readonly kind: 'unreachable' };

/** How long a line may take before it counts as unreachable (designed: a mirror slower than this is no help). */
export const LINE_CHECK_TIMEOUT_MS = 5000;

const rank = (check: LineCheck): number =>
  check.kind === 'reachable' ? check.ms : check.kind === 'checking' ? Number.MAX_SAFE_INTEGER : Infinity;

/** The lines in the order to show: fastest first; equal times keep the server's order (the sort is stable). */
export function rankMirrorLines<T extends { readonly check: LineCheck }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => rank(a.check) - rank(b.check));
}
