/**
 * §3 "Game categories: HOME, PROMO, ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS"; §4 "Vendor data: SPORTS
 * split into sports, e-sports, cockfight …; BGS split out of RNG" (BGS and COCKFIGHT are groups derived on the
 * client); §2 Home page "Vendor-style types (sports, e-sports, cockfight, e-lottery) list vendor cards; others list
 * game cards".
 */

/** §3 the categories the platform names. */
export type PrimaryGameCategory =
  'HOME' | 'PROMO' | 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS';

/** §4 groups split out on the client: in-house games out of RNG, cockfighting out of SPORTS. */
export type DerivedGameGroup = 'BGS' | 'COCKFIGHT';

export type GameCategory = PrimaryGameCategory | DerivedGameGroup;

export const PRIMARY_GAME_CATEGORIES = [
  'HOME',
  'PROMO',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
] as const satisfies readonly PrimaryGameCategory[];

export const DERIVED_GAME_GROUPS = ['BGS', 'COCKFIGHT'] as const satisfies readonly DerivedGameGroup[];

export const GAME_CATEGORIES: readonly GameCategory[] = [...PRIMARY_GAME_CATEGORIES, ...DERIVED_GAME_GROUPS];

/** Categories that hold vendors (HOME and PROMO are navigation entries only). */
export const VENDOR_CATEGORIES = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'FISH',
  'RNG',
  'BGS',
  'PVP',
] as const satisfies readonly GameCategory[];

export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export function isGameCategory(value: string): value is GameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(value);
}

/** §2 Home page: the vendor-style types. */
export const VENDOR_STYLE_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
] as const satisfies readonly GameCategory[];

export type GameCardStyle = 'vendor' | 'game';

/** §2 Home page: vendor-style types list vendor cards; others list game cards. */
export function cardStyleOfCategory(category: GameCategory): GameCardStyle {
  return (VENDOR_STYLE_CATEGORIES as readonly GameCategory[]).includes(category) ? 'vendor' : 'game';
}
