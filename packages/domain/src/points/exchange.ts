/**
 * Spec §3 "Points: current points, balance, changed points, ratio, amount requirement, points requirement"; docs/centres.md
 * "Exchange: units, ratio, redeem amount, points earned". The arithmetic the points mall shows before it sends a
 * conversion or a redemption, so the member sees what they get (and why not) before the platform is asked.
 */

/** The conversion terms the platform gives (getPointConfig). */
export interface ConversionTerms {
  /** Points that make one unit of currency. */
  readonly ratio: number;
  /** The fewest points one conversion takes. */
  readonly pointsRequirement: number;
}

export type ConversionError = 'pointsRequired' | 'pointsInvalid' | 'belowMinimum' | 'notEnoughPoints';

export type ConversionPreview =
  | { readonly ok: true; readonly points: number; readonly cents: number }
  | { readonly ok: false; readonly error: ConversionError };

/** Whole points as typed: digits only (spaces and group separators ignored); null when not a whole number. */
export function parsePoints(raw: string): number | null {
  const text = raw.replace(/[\s,]/g, '');
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The currency a number of points converts to, in cents, rounded down: the platform never pays a fraction of a cent,
 * so the preview must not promise one. Zero for a ratio that is not positive (a broken configuration pays nothing).
 */
export function pointsToCents(points: number, ratio: number): number {
  if (!(ratio > 0) || !(points > 0)) return 0;
  return Math.floor((points * 100) / ratio + 1e-9);
}

/** What converting the typed points gives, or why they cannot be converted. */
export function previewConversion(raw: string, terms: ConversionTerms, currentPoints: number): ConversionPreview {
  if (raw.trim() === '') return { ok: false, error: 'pointsRequired' };
  const points = parsePoints(raw);
  if (points === null || points === 0) return { ok: false, error: 'pointsInvalid' };
  if (points < terms.pointsRequirement) return { ok: false, error: 'belowMinimum' };
  if (points > currentPoints) return { ok: false, error: 'notEnoughPoints' };
  return { ok: true, points, cents: pointsToCents(points, terms.ratio) };
}

/** The most points one conversion can take now: all of them, or none when they are below the minimum. */
export function maxConvertiblePoints(terms: ConversionTerms, currentPoints: number): number {
  return currentPoints >= terms.pointsRequirement && currentPoints > 0 ? currentPoints : 0;
}

/** A good of the mall as far as the rules care. */
export interface RedeemableGood {
  readonly pointsRequirement: number;
  /** Units left; null when unlimited. */
  readonly stock: number | null;
}

export type RedeemBlock = 'outOfStock' | 'notEnoughPoints';

/** Why a good cannot be redeemed now (one unit), or null when it can. */
export function redeemBlock(good: RedeemableGood, currentPoints: number): RedeemBlock | null {
  if (good.stock !== null && good.stock < 1) return 'outOfStock';
  if (currentPoints < good.pointsRequirement) return 'notEnoughPoints';
  return null;
}

export type QuantityError = 'quantityInvalid' | 'quantityAboveStock' | 'notEnoughPoints';

/** The points a redemption of `quantity` units costs, or why that quantity cannot be redeemed. */
export function redeemCost(
  good: RedeemableGood,
  quantity: number,
  currentPoints: number,
): { readonly ok: true; readonly points: number } | { readonly ok: false; readonly error: QuantityError } {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return { ok: false, error: 'quantityInvalid' };
  if (good.stock !== null && quantity > good.stock) return { ok: false, error: 'quantityAboveStock' };
  const points = good.pointsRequirement * quantity;
  if (points > currentPoints) return { ok: false, error: 'notEnoughPoints' };
  return { ok: true, points };
}
