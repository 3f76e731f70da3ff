/**
 * The home page's category menu choice (§2 Home page "the horizontal category menu (home, favourites, hot, then
 * vendor categories)", §4 "Current game type starts at HOME") lives in the address as `?menu=<item>` so back,
 * forward and shared links work, as in the lobbies (features/lobby/lobbyLocation.ts): a user's choice pushes, a
 * normalisation replaces. Pure functions, tested in homeMenuLocation.test.ts.
 */
import {
  HOME_MENU_CATEGORY_ORDER,
  INITIAL_HOME_MENU_ITEM,
  chooseHomeMenuItem,
  homeMenuItems,
  splitVendorLanes,
  type HomeMenuItem,
  type VendorCatalogue,
} from '@atrium/domain/games';
import type { Role } from '@atrium/domain/session';

export const HOME_MENU_PARAM = 'menu';

const MENU_ITEMS: readonly HomeMenuItem[] = ['HOME', 'FAV', 'HOT', ...HOME_MENU_CATEGORY_ORDER];
/** No vendors known yet. */
const EMPTY_LANES: VendorCatalogue = splitVendorLanes([]);

/** The item's value in the address: lower case; none for HOME (the default). */
export function homeMenuValue(item: HomeMenuItem): string | null {
  return item === INITIAL_HOME_MENU_ITEM ? null : item.toLowerCase();
}

/** The item an address names (any case), HOME without one, null when the value names no item. */
export function parseHomeMenu(search: string): HomeMenuItem | null {
  const raw = new URLSearchParams(search).get(HOME_MENU_PARAM);
  if (raw === null) return INITIAL_HOME_MENU_ITEM;
  const upper = raw.trim().toUpperCase();
  return MENU_ITEMS.find((item) => item === upper) ?? null;
}

/** The address's query with the item in it (the other parameters kept as they are). */
export function homeMenuSearch(search: string, item: HomeMenuItem): string {
  const query = new URLSearchParams(search);
  const value = homeMenuValue(item);
  if (value === null) query.delete(HOME_MENU_PARAM);
  else query.set(HOME_MENU_PARAM, value);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export type HomeMenuEffect = 'openLogin' | 'realAccountRequired';

export interface AdmittedHomeMenu {
  readonly item: HomeMenuItem;
  /** The query to replace the address with when it is not the canonical one for `item`; null when it is. */
  readonly replaceWith: string | null;
  /** What a refused item opens (once, with the replacement). */
  readonly effect: HomeMenuEffect | null;
}

export interface HomeMenuContext {
  readonly role: Role;
  /** The session is provisional (a token held, its member info on the way): the address is taken as it is. */
  readonly isSessionPending: boolean;
  /** The vendor catalogue; undefined while it loads (a category is then taken on trust). */
  readonly catalogue: VendorCatalogue | undefined;
}

/**
 * What an address arriving from outside (a shared link, back/forward, a reload) shows:
 * - an unknown value, or `menu=home`, is HOME (the address replaced by the canonical one);
 * - favourites for a guest open the login popup, for a trial user the real-account warning (§4, §5), over HOME;
 * - a vendor category the catalogue does not have (it shows only with a vendor, §2) is HOME;
 * - e-lottery is never a menu state: choosing it launches its first vendor (§4), which a link must not do, so HOME.
 */
export function admitHomeMenu(search: string, context: HomeMenuContext): AdmittedHomeMenu {
  const asked = parseHomeMenu(search);
  let item: HomeMenuItem = asked ?? INITIAL_HOME_MENU_ITEM;
  let effect: HomeMenuEffect | null = null;
  if (item === 'ELOTT') item = INITIAL_HOME_MENU_ITEM;
  if (!context.isSessionPending && item === 'FAV') {
    const choice = chooseHomeMenuItem(item, context.role, context.catalogue ?? EMPTY_LANES);
    if (choice.kind === 'openLogin' || choice.kind === 'realAccountRequired') {
      effect = choice.kind;
      item = INITIAL_HOME_MENU_ITEM;
    }
  }
  if (context.catalogue && !homeMenuItems(context.catalogue).includes(item)) item = INITIAL_HOME_MENU_ITEM;
  const raw = new URLSearchParams(search).get(HOME_MENU_PARAM);
  const canonical = homeMenuValue(item);
  return { item, replaceWith: raw === canonical ? null : homeMenuSearch(search, item), effect };
}
