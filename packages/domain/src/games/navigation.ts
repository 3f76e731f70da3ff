/**
 * §2 Top navigation: "home (/), promotions (/promotions), lottery (/lott), e-lottery (/elott), live (/live), sports
 * (/sports), fish (/fish), slots (/rng), pvp (/pvp), e-sports (/esports). A category appears only if it has at least
 * one vendor. Home first, promotions last. Clicking HOME, PROMO, PVP, FISH, RNG or a category with more than one vendor
 * navigates to its page; a category with a single vendor launches it directly."
 * §2 Home page "Horizontal category menu: home, favorites, hot, then vendor categories"; §4 "Current game type starts
 * at HOME. Choosing e-lottery launches its first vendor. Favorites while logged out opens login popup."
 */
import type { Role } from '../session/roles';
import type { PrimaryGameCategory } from './categories';
import type { Vendor } from './types';
import type { VendorCatalogue } from './vendors';

/** §2 each top-navigation category and its page. */
export const TOP_NAV_PATHS = {
  HOME: '/',
  PROMO: '/promotions',
  LOTT: '/lott',
  ELOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
} as const satisfies Record<PrimaryGameCategory, string>;

/** §2 the order of the top navigation: home first, then the vendor categories, promotions last. */
export const TOP_NAV_ORDER = [
  'HOME',
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'PROMO',
] as const satisfies readonly PrimaryGameCategory[];

/** §2 the entries that always navigate to their page, whatever their vendor count. */
export const ALWAYS_NAVIGATING_CATEGORIES = [
  'HOME',
  'PROMO',
  'PVP',
  'FISH',
  'RNG',
] as const satisfies readonly PrimaryGameCategory[];

/** The entries that need no vendor to appear (they are pages, not vendor groups). */
const VENDORLESS_ENTRIES: readonly PrimaryGameCategory[] = ['HOME', 'PROMO'];

export interface TopNavEntry {
  readonly category: PrimaryGameCategory;
  readonly path: string;
  /** §2 "A vendor drop menu appears on hover": the vendors it lists. */
  readonly vendors: readonly Vendor[];
}

/** §2 the visible top-navigation entries, in order. */
export function topNavigation(catalogue: VendorCatalogue): readonly TopNavEntry[] {
  return TOP_NAV_ORDER.filter(
    (category) => VENDORLESS_ENTRIES.includes(category) || catalogue[category].vendors.length > 0,
  ).map((category) => ({ category, path: TOP_NAV_PATHS[category], vendors: catalogue[category].vendors }));
}

export type TopNavClick =
  | { readonly kind: 'navigate'; readonly path: string }
  /** Hand the vendor to the game-launch decision (launch/gameLaunch). */
  | { readonly kind: 'launch'; readonly vendor: Vendor };

/**
 * §2 top-navigation click: HOME, PROMO, PVP, FISH, RNG always navigate; any other category with exactly one vendor
 * launches it directly; with more than one (or, defensively, none) it navigates to its page.
 */
export function topNavClick(category: PrimaryGameCategory, catalogue: VendorCatalogue): TopNavClick {
  const path = TOP_NAV_PATHS[category];
  if ((ALWAYS_NAVIGATING_CATEGORIES as readonly PrimaryGameCategory[]).includes(category))
    return { kind: 'navigate', path };
  const [only, ...others] = catalogue[category].vendors;
  if (only !== undefined && others.length === 0) return { kind: 'launch', vendor: only };
  return { kind: 'navigate', path };
}

/** §2 Home page horizontal category menu entries: home, favourites, hot, then the vendor categories. */
export type HomeMenuItem = 'HOME' | 'FAV' | 'HOT' | Exclude<keyof VendorCatalogue, 'HOME' | 'PROMO'>;

/**
 * The vendor categories of the home menu, in the order of the §2 home sections (casino, live, fishing, e-lottery,
 * sports, in-house, PVP), then the categories without a home section (lottery, e-sports, cockfight).
 */
export const HOME_MENU_CATEGORY_ORDER = [
  'RNG',
  'LIVE',
  'FISH',
  'ELOTT',
  'SPORTS',
  'BGS',
  'PVP',
  'LOTT',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly HomeMenuItem[];

/** §4 the current game type starts at HOME. */
export const INITIAL_HOME_MENU_ITEM: HomeMenuItem = 'HOME';

/** §2 the home menu: home, favourites, hot, then every vendor category that has at least one vendor. */
export function homeMenuItems(catalogue: VendorCatalogue): readonly HomeMenuItem[] {
  return ['HOME', 'FAV', 'HOT', ...HOME_MENU_CATEGORY_ORDER.filter((c) => catalogue[c].vendors.length > 0)];
}

export type HomeMenuChoice =
  | { readonly kind: 'select'; readonly item: HomeMenuItem }
  | { readonly kind: 'openLogin' }
  | { readonly kind: 'realAccountRequired' }
  /** Hand the vendor to the game-launch decision (launch/gameLaunch). */
  | { readonly kind: 'launch'; readonly vendor: Vendor };

/**
 * §4 choosing an item of the home menu: favourites for a guest open the login popup (§4), for a trial user the
 * "need a real account" warning (§5 "Actions needing login (… favourites) … trial users get a 'need a true account'
 * warning"); choosing e-lottery launches its first vendor (§4); anything else becomes the current game type.
 */
export function chooseHomeMenuItem(item: HomeMenuItem, role: Role, catalogue: VendorCatalogue): HomeMenuChoice {
  if (item === 'FAV') {
    if (role === 'guest') return { kind: 'openLogin' };
    if (role === 'trial') return { kind: 'realAccountRequired' };
  }
  if (item === 'ELOTT') {
    const first = catalogue.ELOTT.vendors[0];
    if (first !== undefined) return { kind: 'launch', vendor: first };
  }
  return { kind: 'select', item };
}
