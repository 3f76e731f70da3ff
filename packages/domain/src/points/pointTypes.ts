/**
 * Spec §3 "Points: … Point types: live, lottery, pvp, rng, sports, redeem, deposit. Never expire."
 * docs/glossary.md "points mall: points earned by play type (live, lottery, pvp, rng, sports) and deposits, redeemed for
 * rewards". Points never expire (§3, §9), so no type, record or function here carries an expiry.
 */
import { labelKey } from './wire';

export type PointType = 'live' | 'lottery' | 'pvp' | 'rng' | 'sports' | 'redeem' | 'deposit';

export const POINT_TYPES: readonly PointType[] = ['live', 'lottery', 'pvp', 'rng', 'sports', 'redeem', 'deposit'];

/** Reads a point type from the wire, ignoring case and surrounding space ("LIVE", " Rng "); null when unknown. */
export function parsePointType(raw: unknown): PointType | null {
  const key = labelKey(raw);
  return POINT_TYPES.find((type) => type === key) ?? null;
}
