/**
 * §2 Home page "A game card shows a hot badge when isHot equals 1 … style variant is node id modulo 4 plus 1";
 * §3 "Vendor image path pattern /TCG_PROD_IMAGES/RNG_LIST_VENDOR/{vendor}-WHITE.png; image base from login state";
 * §9 "Vendor list over 10 uses a large layout", "winner board limit 20 sorted by amount descending".
 */
import type { Game, WinnerBoardEntry } from './types';

export type GameCardVariant = 1 | 2 | 3 | 4;

/** §2 style variant: node id modulo 4 plus 1 (a negative or fractional id is brought into 1–4 the same way). */
export function gameCardVariant(nodeId: number): GameCardVariant {
  if (!Number.isFinite(nodeId)) return 1;
  return ((((Math.trunc(nodeId) % 4) + 4) % 4) + 1) as GameCardVariant;
}

/** §2 the hot badge shows when isHot equals 1 (and only then). */
export function showsHotBadge(game: Pick<Game, 'isHot'>): boolean {
  return game.isHot === 1;
}

/** §3 the vendor image path pattern. */
export function vendorImagePath(vendorCode: string): string {
  return `/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${encodeURIComponent(vendorCode)}-WHITE.png`;
}

/** §3 the vendor image joined to the image base from the login state, with exactly one slash between them. */
export function vendorImageUrl(imageBase: string, vendorCode: string): string {
  return `${imageBase.replace(/\/+$/, '')}${vendorImagePath(vendorCode)}`;
}

/** §9 a vendor list uses the large layout when it has more than this many vendors. */
export const LARGE_VENDOR_LAYOUT_THRESHOLD = 10;

/** §9 "Vendor list over 10 uses a large layout". */
export function usesLargeVendorLayout(vendorCount: number): boolean {
  return vendorCount > LARGE_VENDOR_LAYOUT_THRESHOLD;
}

/** §7 / §9 winner board limitNum 20. */
export const WINNER_BOARD_LIMIT = 20;

/**
 * §9 the winner board: at most 20 entries, by amount, highest first. Ties keep the platform's order; an entry whose
 * amount is not a finite number is dropped (it cannot be placed).
 */
export function winnerBoard(
  entries: readonly WinnerBoardEntry[],
  limit: number = WINNER_BOARD_LIMIT,
): readonly WinnerBoardEntry[] {
  return entries
    .filter((e) => Number.isFinite(e.winAmount))
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.winAmount - a.entry.winAmount || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ entry }) => entry);
}
