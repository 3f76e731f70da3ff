/**
 * §2 Home page "Under home: sections hot, casino (RNG), live, fishing, e-lottery, sports, in-house (BGS), PVP. Each
 * section has a 'more' link only when the list has 6 or more entries. Recent games show only when logged in and
 * non-empty. Vendor-style types (sports, e-sports, cockfight, e-lottery) list vendor cards; others list game cards."
 * §9 "home section preview 6 (hot shows first 6 if more than 12); recent on home 6 per page".
 */
import type { Role } from '../session/roles';
import type { Game, Vendor } from './types';
import type { VendorCatalogue } from './vendors';

/** §2 the home sections, in order. */
export const HOME_SECTION_ORDER = ['HOT', 'RNG', 'LIVE', 'FISH', 'ELOTT', 'SPORTS', 'BGS', 'PVP'] as const;

export type HomeSectionId = (typeof HOME_SECTION_ORDER)[number];

/** The home sections that list vendor cards (§2 vendor-style types among the home sections). */
export type VendorHomeSectionId = Extract<HomeSectionId, 'ELOTT' | 'SPORTS'>;
export type GameHomeSectionId = Exclude<HomeSectionId, VendorHomeSectionId>;

/** §9 home section preview. */
export const HOME_SECTION_PREVIEW = 6;
/** §2 a section has a 'more' link only when its list has at least this many entries. */
export const HOME_SECTION_MORE_THRESHOLD = 6;
/** §9 hot shows the first 6 only when it has more than this many. */
export const HOME_HOT_FULL_LIMIT = 12;
/** §9 recent on home: 6 per page. */
export const HOME_RECENT_PAGE_SIZE = 6;

export type HomeSection =
  | {
      readonly id: GameHomeSectionId;
      readonly style: 'game';
      readonly items: readonly Game[];
      readonly total: number;
      readonly hasMore: boolean;
    }
  | {
      readonly id: VendorHomeSectionId;
      readonly style: 'vendor';
      readonly items: readonly Vendor[];
      readonly total: number;
      readonly hasMore: boolean;
    };

/** §2 'more' link only when the list has 6 or more entries. */
export function homeSectionHasMore(listLength: number): boolean {
  return listLength >= HOME_SECTION_MORE_THRESHOLD;
}

/**
 * §9 how many entries a section previews. Every section shows its first 6; hot shows the first 6 when it has more
 * than 12, and otherwise (12 or fewer) all of them — the reading of "hot shows first 6 if more than 12" that gives
 * that clause a meaning.
 */
export function homePreviewCount(section: HomeSectionId, listLength: number): number {
  const length = Math.max(0, listLength);
  if (section === 'HOT' && length <= HOME_HOT_FULL_LIMIT) return length;
  return Math.min(length, HOME_SECTION_PREVIEW);
}

export interface HomeSectionsInput {
  readonly hot: readonly Game[];
  /** The games of the game-card sections (hot excluded), as loaded. */
  readonly games: Readonly<Partial<Record<Exclude<GameHomeSectionId, 'HOT'>, readonly Game[]>>>;
  /** The split vendor data: e-lottery and sports sections list its vendors. */
  readonly catalogue: Pick<VendorCatalogue, VendorHomeSectionId>;
}

function section<T extends Game | Vendor>(id: HomeSectionId, list: readonly T[]) {
  return {
    id,
    items: list.slice(0, homePreviewCount(id, list.length)),
    total: list.length,
    hasMore: homeSectionHasMore(list.length),
  };
}

/** §2 the home sections in order; a section with nothing to show is left out (decision: no empty headings). */
export function homeSections(input: HomeSectionsInput): readonly HomeSection[] {
  const sections: HomeSection[] = [];
  for (const id of HOME_SECTION_ORDER) {
    if (id === 'ELOTT' || id === 'SPORTS') {
      const list = input.catalogue[id].vendors;
      if (list.length > 0) sections.push({ ...section(id, list), id, style: 'vendor' });
    } else {
      const list = id === 'HOT' ? input.hot : (input.games[id] ?? []);
      if (list.length > 0) sections.push({ ...section(id, list), id, style: 'game' });
    }
  }
  return sections;
}

/** §2 recent games show on home only when logged in (any role but guest) and the list is non-empty. */
export function showsRecentOnHome(role: Role, recentCount: number): boolean {
  return role !== 'guest' && recentCount > 0;
}
