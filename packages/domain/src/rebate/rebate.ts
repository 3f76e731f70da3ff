/**
 * Manual rebate (spec §2 manualRebate, shown when MANPLAYREB3 is on; docs/centres.md "MCSFE_getCustomerRebateSettingByProductType;
 * per game type LIVE, RNG, CONS, SPORTS, LOTT, FISH, ELOTT, PVP; claim call unknown"). The player claims, per game
 * type, the rebate earned on valid bets not yet rebated. What may be claimed is decided here, so the page, the demo
 * platform and the tests agree on one rule.
 */

/** The game types of §3's manual rebate, in the spec's order. */
export type RebateGameType = 'LIVE' | 'RNG' | 'CONS' | 'SPORTS' | 'LOTT' | 'FISH' | 'ELOTT' | 'PVP';
export const REBATE_GAME_TYPES: readonly RebateGameType[] = [
  'LIVE',
  'RNG',
  'CONS',
  'SPORTS',
  'LOTT',
  'FISH',
  'ELOTT',
  'PVP',
];

/** A game type from the wire, whatever its case; null for anything else. */
export function parseRebateGameType(raw: unknown): RebateGameType | null {
  if (typeof raw !== 'string') return null;
  const wanted = raw.trim().toUpperCase();
  return REBATE_GAME_TYPES.find((type) => type === wanted) ?? null;
}

/** One game type's rebate as the platform states it (amounts in integer cents, the rate in basis points). */
export interface RebateSetting {
  readonly gameType: RebateGameType;
  /** Whether the platform offers a manual rebate on this game type at all. */
  readonly enabled: boolean;
  /** Valid bets not yet rebated. */
  readonly validBetCents: number;
  /** 80 = 0.8 %. */
  readonly rateBasisPoints: number;
  /** The smallest amount the platform pays out in one claim. */
  readonly minimumCents: number;
}

/** What the valid bet earns at the rate, rounded down to the cent (the platform never pays a fraction it has not earned). */
export function rebateAmountCents(validBetCents: number, rateBasisPoints: number): number {
  if (!(validBetCents > 0) || !(rateBasisPoints > 0)) return 0;
  return Math.floor((validBetCents * rateBasisPoints) / 10_000);
}

/**
 * Why a game type's rebate cannot be claimed now, or `null` when it can:
 * - `disabled`: the platform offers no manual rebate on this game type;
 * - `nothing`: no rebate has been earned (no valid bet, or a zero rate);
 * - `belowMinimum`: earned, but less than the platform's minimum for one claim (it keeps growing with more bets).
 */
export type RebateBlock = 'disabled' | 'nothing' | 'belowMinimum';

export function rebateBlock(setting: RebateSetting): RebateBlock | null {
  if (!setting.enabled) return 'disabled';
  const amount = rebateAmountCents(setting.validBetCents, setting.rateBasisPoints);
  if (amount <= 0) return 'nothing';
  if (amount < Math.max(1, setting.minimumCents)) return 'belowMinimum';
  return null;
}

export function isRebateClaimable(setting: RebateSetting): boolean {
  return rebateBlock(setting) === null;
}

/** The sum the player can claim now, over every game type (what the page's headline shows). */
export function claimableTotalCents(settings: readonly RebateSetting[]): number {
  return settings.reduce(
    (sum, setting) =>
      sum + (isRebateClaimable(setting) ? rebateAmountCents(setting.validBetCents, setting.rateBasisPoints) : 0),
    0,
  );
}

/** The settings in the spec's game-type order (the platform's order is not guaranteed). */
export function sortRebateSettings<T extends { readonly gameType: RebateGameType }>(settings: readonly T[]): T[] {
  return [...settings].sort((a, b) => REBATE_GAME_TYPES.indexOf(a.gameType) - REBATE_GAME_TYPES.indexOf(b.gameType));
}
