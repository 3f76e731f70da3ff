/**
 * VIP level and progress (spec §6 "VIP levels have rank benefits"; docs/centres.md MCSFE_getPlayerRankProgress, shape
 * designed): each requirement towards the next level is a current amount against a required one.
 */

/** Whole percent reached, 0 to 100: a requirement of zero or less counts as met; nothing negative, nothing over. */
export function progressPercent(current: number, required: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(required)) return 0;
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((current / required) * 100)));
}

/** What is still missing (never negative). */
export function remainingTowards(current: number, required: number): number {
  return Math.max(0, required - Math.max(0, current));
}
