/**
 * §4 "Vendor data: SPORTS split into sports, e-sports, cockfight by vendor lists; BGS split out of RNG. Prize mode is
 * e-lottery mode if vendor data contains TCG_LOTTO_VN or LOTT under ELOTT, else lottery mode." §3 "Prize modes: LOTT,
 * ZY, ELOTT, SEA".
 */
import { isGameCategory, type GameCategory } from './categories';
import type { GameClassify, Vendor, VendorLane } from './types';

/** The vendor lists that move vendors out of SPORTS and RNG into their own groups. */
export interface VendorSplitLists {
  /** SPORTS vendors that are e-sports. */
  readonly esports: readonly string[];
  /** SPORTS vendors that are cockfighting. */
  readonly cockfight: readonly string[];
  /** RNG vendors that are in-house games (BGS). */
  readonly inHouse: readonly string[];
}

/**
 * Defaults: the lists a deployed brand of this platform used (e-sports IMES, TF, IA; cockfight SV3; in-house SPB, SS),
 * plus BGS itself, which the spec names as the in-house vendor (§2 Footer vendor logos). A brand overrides them.
 */
export const DEFAULT_VENDOR_SPLIT_LISTS: VendorSplitLists = {
  esports: ['IMES', 'TF', 'IA'],
  cockfight: ['SV3'],
  inHouse: ['BGS', 'SPB', 'SS'],
};

/** The vendors (and classify tabs) of one category after splitting. */
export interface CategoryVendors {
  readonly category: GameCategory;
  readonly vendors: readonly Vendor[];
  readonly classifies: readonly GameClassify[];
}

/** Every category's vendors after the split; categories the platform did not send are empty. */
export type VendorCatalogue = Readonly<Record<GameCategory, CategoryVendors>>;

function emptyCatalogue(): Record<GameCategory, { vendors: Vendor[]; classifies: GameClassify[] }> {
  const empty = () => ({ vendors: [] as Vendor[], classifies: [] as GameClassify[] });
  return {
    HOME: empty(),
    PROMO: empty(),
    ELOTT: empty(),
    LOTT: empty(),
    LIVE: empty(),
    SPORTS: empty(),
    FISH: empty(),
    RNG: empty(),
    PVP: empty(),
    ESPORTS: empty(),
    BGS: empty(),
    COCKFIGHT: empty(),
  };
}

const upper = (codes: readonly string[]): ReadonlySet<string> => new Set(codes.map((c) => c.trim().toUpperCase()));

/** Where a vendor of a lane belongs once the lists are applied. */
function destinationOf(lane: GameCategory, vendorCode: string, lists: SplitSets): GameCategory {
  const code = vendorCode.trim().toUpperCase();
  if (lane === 'SPORTS') {
    if (lists.esports.has(code)) return 'ESPORTS';
    if (lists.cockfight.has(code)) return 'COCKFIGHT';
  }
  if (lane === 'RNG' && lists.inHouse.has(code)) return 'BGS';
  return lane;
}

interface SplitSets {
  readonly esports: ReadonlySet<string>;
  readonly cockfight: ReadonlySet<string>;
  readonly inHouse: ReadonlySet<string>;
}

/**
 * §4 vendor splitting. Lane titles are matched case-insensitively; lanes with an unknown title are dropped (nothing
 * in the app can show them); a vendor listed twice in a category is kept once (first wins). A classify tab follows
 * the vendors it covers: it goes to every group holding one of its vendors; a classify without a vendor set stays
 * with the lane it came in.
 */
export function splitVendorLanes(
  lanes: readonly VendorLane[],
  lists: VendorSplitLists = DEFAULT_VENDOR_SPLIT_LISTS,
): VendorCatalogue {
  const sets: SplitSets = {
    esports: upper(lists.esports),
    cockfight: upper(lists.cockfight),
    inHouse: upper(lists.inHouse),
  };
  const out = emptyCatalogue();
  for (const lane of lanes) {
    const title = lane.title.trim().toUpperCase();
    if (!isGameCategory(title)) continue;
    for (const vendor of lane.vendors) {
      const target = out[destinationOf(title, vendor.vendorCode, sets)];
      if (!target.vendors.some((v) => v.vendorCode === vendor.vendorCode)) target.vendors.push(vendor);
    }
    for (const classify of lane.classifies) {
      const groups =
        classify.vendorCodes === null
          ? [title]
          : [...new Set(classify.vendorCodes.map((code) => destinationOf(title, code, sets)))];
      for (const group of groups) {
        const target = out[group];
        if (!target.classifies.some((c) => c.key === classify.key)) target.classifies.push(classify);
      }
    }
  }
  const result = {} as Record<GameCategory, CategoryVendors>;
  for (const [category, value] of Object.entries(out) as [GameCategory, (typeof out)[GameCategory]][]) {
    result[category] = { category, vendors: value.vendors, classifies: value.classifies };
  }
  return result;
}

/** §3 Prize modes. */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const satisfies readonly PrizeMode[];

/** §4 the vendors whose presence under ELOTT switches the lottery to e-lottery mode. */
export const ELOTTERY_MODE_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/** §4 prize mode: e-lottery mode if the ELOTT vendors include TCG_LOTTO_VN or LOTT, else lottery mode. */
export function prizeModeOf(catalogue: Pick<VendorCatalogue, 'ELOTT'>): Extract<PrizeMode, 'LOTT' | 'ELOTT'> {
  return catalogue.ELOTT.vendors.some((v) => ELOTTERY_MODE_VENDORS.includes(v.vendorCode)) ? 'ELOTT' : 'LOTT';
}
