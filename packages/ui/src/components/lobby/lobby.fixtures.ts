import { DEFAULT_SEED, seedGames } from '@atrium/api/demo';
import { DEFAULT_VENDOR_SPLIT_LISTS, type Game, type GameClassify, type Vendor } from '@atrium/domain/games';
import { asGame, asVendor } from '../games/games.fixtures';

/** Lobby story fixtures from the demo platform's seed (docs/conventions.md), in the domain shapes the api produces. */
const seed = seedGames(DEFAULT_SEED);
const inHouse = new Set(DEFAULT_VENDOR_SPLIT_LISTS.inHouse);

/** The /rng lobby: its vendors (BGS split out, §4), classify tabs and the first pages of slots. */
export const demoRngVendors: readonly Vendor[] = seed.vendors
  .filter((card) => card.lane === 'RNG' && !inHouse.has(card.code))
  .map(asVendor);

export const demoRngClassifies: readonly GameClassify[] = seed.classifies
  .filter((c) => c.lane === 'RNG')
  .map((c) => ({ key: c.key, displayName: c.displayName, vendorCodes: c.vendorCodes, gameCount: c.gameCount }));

const rngGames = (seed.byLane.get('RNG') ?? []).filter((g) => !inHouse.has(g.vendorCode)).map(asGame);

/** One lobby page (§9 page size 18). */
export const demoRngPage = (page: number): readonly Game[] => rngGames.slice((page - 1) * 18, page * 18);
export const demoRngTotalPages = Math.ceil(rngGames.length / 18);

/** A few favourites among the first page. */
export const demoFavouriteIds: ReadonlySet<number> = new Set(
  demoRngPage(1)
    .filter((_, i) => i % 4 === 1)
    .map((g) => g.nodeId),
);

export const demoBgsGames: readonly Game[] = (seed.byLaneVendor.get('RNG|BGS') ?? []).slice(0, 18).map(asGame);
