import { isApiError } from '@atrium/api/errors';
import type { Banner } from '@atrium/api/announcements';
import {
  TOP_NAV_PATHS,
  vendorImageUrl,
  type Game,
  type HomeMenuItem,
  type HomeSectionId,
  type Vendor,
} from '@atrium/domain/games';
import type { HomeFailure, HomeLoadStatus } from '@atrium/ui/home';

// The home screen's plain pieces: what each section asks for, where its 'more' link leads, and how a query and a
// banner become the page's props.

/** The game-card sections fetched by game type (hot has its own call; e-lottery and sports list vendors). */
export const SECTION_GAME_TYPES = { RNG: 'RNG', LIVE: 'LIVE', FISH: 'FISH', PVP: 'PVP' } as const;
/** A section previews 6 (§9); asking for 6 tells whether it has 6 or more, the 'more' rule (§2). */
export const SECTION_FETCH_SIZE = 6;

/** Where a section's 'more' link leads: its lobby or game centre (§2 Top navigation paths). */
export const MORE_PATHS: Readonly<Record<HomeSectionId, string>> = {
  HOT: TOP_NAV_PATHS.RNG,
  RNG: TOP_NAV_PATHS.RNG,
  LIVE: TOP_NAV_PATHS.LIVE,
  FISH: TOP_NAV_PATHS.FISH,
  ELOTT: TOP_NAV_PATHS.ELOTT,
  SPORTS: TOP_NAV_PATHS.SPORTS,
  BGS: TOP_NAV_PATHS.RNG,
  PVP: TOP_NAV_PATHS.PVP,
};

/** A menu item's page, for its 'more' link (favourites and hot have their own). */
export function pathOfItem(item: HomeMenuItem): string | null {
  if (item === 'FAV') return '/favorite';
  if (item === 'HOT' || item === 'BGS') return TOP_NAV_PATHS.RNG;
  if (item === 'COCKFIGHT') return TOP_NAV_PATHS.SPORTS;
  if (item === 'HOME') return null;
  return TOP_NAV_PATHS[item];
}

/** What the page needs of a query: its data, whether it failed, and a way to try again. */
export interface QueryLike {
  readonly data: unknown;
  readonly error: unknown;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => Promise<unknown>;
}

export function statusOf(query: QueryLike): HomeLoadStatus {
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'error' : 'loading';
}

export function failureOf(query: QueryLike): HomeFailure {
  return {
    errorKey: isApiError(query.error) ? query.error.messageKey : 'errors:unknown',
    onRetry: () => void query.refetch(),
    isRetrying: query.isFetching,
  };
}

/** A banner's link as the Carousel takes it: checked internal path or external URL (the api checked it). */
export function bannerHref(banner: Banner): string | null {
  if (banner.link.kind !== 'link') return null;
  return banner.link.target.kind === 'internal' ? banner.link.target.path : banner.link.target.url;
}

/** A banner that opens a game, as the launch decision takes it (the banner's title names it). */
export function bannerGame(banner: Banner): Game | null {
  if (banner.link.kind !== 'game') return null;
  const { game } = banner.link;
  return {
    nodeId: game.nodeId ?? 0,
    gameId: null,
    gameCode: game.gameCode,
    gameType: game.gameType,
    vendorCode: game.vendorCode,
    name: banner.title,
    vendorDisplayName: null,
    iconUrl: null,
    classify: null,
    isHot: null,
    opensGameList: false,
  };
}

/**
 * The vendor image (§3): the platform's own small icon when it sends one, else the §3 path under the site (the
 * login state's image address is not carried by the api yet).
 */
export const imageUrlOfVendor = (vendor: Vendor): string => vendor.smallIcon ?? vendorImageUrl('', vendor.vendorCode);

export const NO_BANNERS: readonly Banner[] = [];
