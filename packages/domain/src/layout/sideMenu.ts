/**
 * §2 Side menu: "home; reward (rewardCenter); VIP (securityCenter); manual rebate (if MANPLAYREB3); live show; refer a
 * friend (if referral available); chat room (if CBS3); task (if task resource exists); promotions (first 6 plus a
 * see-more link); download group with iOS and Android QR codes …; customer service; language selector."
 * §9 "Side menu promotions up to 6".
 *
 * Which entries show is decided here; the groups after the entries (promotions, download, customer service, language,
 * theme) are always part of the menu.
 */
import type { Switches } from '../session/switches';
import { findRoute } from '../routes/routes';
import { readUrlQuery, type UrlQueryParams } from '../lobby/queryString';

/** The side menu's own entries, in the §2 order. */
export const SIDE_MENU_ITEM_ORDER = [
  'home',
  'rewardCenter',
  'securityCenter',
  'manualRebate',
  'liveShow',
  'referral',
  'chatRoom',
  'task',
] as const;

export type SideMenuItemId = (typeof SIDE_MENU_ITEM_ORDER)[number];

/**
 * The entries that open a page. The chat room is not among them: it opens the address the platform returns from
 * CBS_launchChat (§7), so the app launches it on demand.
 */
export type SideMenuLinkId = Exclude<SideMenuItemId, 'chatRoom'>;

/**
 * Where each page entry goes. Decision: the reward centre, VIP (security centre), manual rebate and referral are
 * panels of the member centre (/member), chosen by its `tab` query; live show is /streamView and task /task (§2
 * Routes).
 */
export const SIDE_MENU_PATHS: Readonly<Record<SideMenuLinkId, string>> = {
  home: '/',
  rewardCenter: '/member?tab=rewardCenter',
  securityCenter: '/member?tab=securityCenter',
  manualRebate: '/member?tab=manualRebate',
  liveShow: '/streamView',
  referral: '/member?tab=referral',
  task: '/task',
};

/** §9 "Side menu promotions up to 6". */
export const SIDE_MENU_PROMOTION_LIMIT = 6;

/** §2 the page listing every promotion, the target of the promotions group's see-more link. */
export const SIDE_MENU_PROMOTIONS_PATH = '/promotions';

export interface SideMenuContext {
  /** §2 "manual rebate (if MANPLAYREB3)", "chat room (if CBS3)". */
  readonly switches: Pick<Switches, 'MANPLAYREB3' | 'CBS3'>;
  /** §2 "refer a friend (if referral available)": the member's availablePromo REFERRAL is enabled (§3). */
  readonly isReferralAvailable: boolean;
  /** §2 "task (if task resource exists)". */
  readonly hasTaskResource: boolean;
}

/** §2 the side menu entries shown, in order. */
export function sideMenuItems(context: SideMenuContext): readonly SideMenuItemId[] {
  const shows: Readonly<Record<SideMenuItemId, boolean>> = {
    home: true,
    rewardCenter: true,
    securityCenter: true,
    manualRebate: context.switches.MANPLAYREB3,
    liveShow: true,
    referral: context.isReferralAvailable,
    chatRoom: context.switches.CBS3,
    task: context.hasTaskResource,
  };
  return SIDE_MENU_ITEM_ORDER.filter((id) => shows[id]);
}

export interface SideMenuPromotions<T> {
  /** The first six, in the order given. */
  readonly shown: readonly T[];
  /**
   * Whether the see-more link to the promotions page shows. Decision: whenever there is any promotion (§2 "first 6
   * plus a see-more link"); with none, the group is left out altogether.
   */
  readonly hasSeeMore: boolean;
}

/** §2 / §9 the promotions group: the first 6 plus a see-more link. */
export function sideMenuPromotions<T>(promotions: readonly T[]): SideMenuPromotions<T> {
  return { shown: promotions.slice(0, SIDE_MENU_PROMOTION_LIMIT), hasSeeMore: promotions.length > 0 };
}

/**
 * The page entry to mark as the current page for an address, or null. Paths compare as the route table does
 * (aliases included, case-insensitive, trailing slash ignored); a member-centre panel matches on its `tab` query.
 */
export function activeSideMenuItem(path: string, query: string | UrlQueryParams = ''): SideMenuLinkId | null {
  const route = findRoute(path);
  if (route === null) return null;
  const tab = readUrlQuery(query).get('tab');
  const ids = Object.keys(SIDE_MENU_PATHS) as SideMenuLinkId[];
  return (
    ids.find((id) => {
      const [target = '', targetQuery = ''] = SIDE_MENU_PATHS[id].split('?');
      if (findRoute(target) !== route) return false;
      return targetQuery === '' ? tab === undefined : readUrlQuery(targetQuery).get('tab') === tab;
    }) ?? null
  );
}
