import { type DemoGame, type GameSeed, HOT_CLASSIFY } from './catalogue';

/** What the game list can be filtered by (spec §4 lobby: type, vendor, classify, name search, HOT). */
export interface GameFilter {
  readonly gameType?: string | null;
  readonly vendorCode?: string | null;
  /** A classify key, or `HOT` for the hot filter. */
  readonly classify?: string | null;
  readonly search?: string | null;
}

const isAll = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '' || value.toUpperCase() === 'ALL';

/**
 * The pure filter behind GCSGAME_gameList: the games matching every given criterion, in the stable lobby order.
 * `ALL` or an empty value means no filter; the search is trimmed and matched case-insensitively in the name.
 */
export function filterGames(seed: GameSeed, filter: GameFilter): readonly DemoGame[] {
  const type = isAll(filter.gameType) ? null : filter.gameType.toUpperCase();
  const vendor = isAll(filter.vendorCode) ? null : filter.vendorCode.toUpperCase();
  let base: readonly DemoGame[];
  if (type && vendor) base = seed.byLaneVendor.get(`${type}|${vendor}`) ?? [];
  else if (type) base = seed.byLane.get(type) ?? [];
  else base = seed.games;
  const classify = isAll(filter.classify) ? null : filter.classify.toUpperCase();
  const search = (filter.search ?? '').normalize('NFKC').trim().toLowerCase();
  if (!vendor && !classify && !search) return base;
  return base.filter(
    (g) =>
      (!vendor || g.vendorCode === vendor) &&
      (!classify || (classify === HOT_CLASSIFY ? g.isHot === 1 : g.classify === classify)) &&
      (!search || g.searchName.includes(search)),
  );
}

export interface GamePageSlice {
  readonly items: readonly DemoGame[];
  readonly totalPages: number;
  readonly totalCount: number;
}

/** One page of a list (1-based); a page beyond the last is empty, with the true totals. */
export function pageOf(list: readonly DemoGame[], pageNo: number, pageSize: number): GamePageSlice {
  const start = (pageNo - 1) * pageSize;
  return {
    items: list.slice(start, start + pageSize),
    totalPages: Math.ceil(list.length / pageSize),
    totalCount: list.length,
  };
}
