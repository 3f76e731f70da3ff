import {
  DEFAULT_SEED,
  DEMO_LANES,
  seedGames,
  type DemoGame,
  type DemoLane,
  type DemoVendorCard,
} from '@atrium/api/demo';
import {
  splitVendorLanes,
  topNavigation,
  vendorImageUrl,
  type Game,
  type TopNavEntry,
  type Vendor,
  type VendorLane,
} from '@atrium/domain/games';

/**
 * Story fixtures from the demo platform's seed (docs/conventions.md: fixtures from `@atrium/api/demo`), in the domain
 * shapes the api's schemas produce (Game, Vendor), so a card renders here exactly as it does in the app.
 */
const seed = seedGames(DEFAULT_SEED);

export const asGame = (game: DemoGame): Game => ({
  nodeId: game.nodeId,
  gameId: game.gameId,
  gameCode: game.gameCode,
  gameType: game.gameType,
  vendorCode: game.vendorCode,
  name: game.name,
  vendorDisplayName: game.vendorDisplayName,
  iconUrl: game.iconUrl,
  classify: game.classify,
  isHot: game.isHot,
  opensGameList: false,
});

export const asVendor = (card: DemoVendorCard): Vendor => ({
  vendorCode: card.code,
  displayName: card.displayName,
  gameType: card.lane,
  largeIcon: card.largeIcon,
  smallIcon: card.smallIcon,
  opensGameList: card.isGame === 'VASSALAGE',
  gameCode: card.gameCode,
});

/**
 * The top navigation's entries: the demo vendor cards of these lanes (all by default), split and ordered by the domain
 * exactly as the app does with the vendor call's answer (`splitVendorLanes`, then `topNavigation`).
 */
export const demoTopNavEntries = (lanes: readonly DemoLane[] = DEMO_LANES): readonly TopNavEntry[] =>
  topNavigation(
    splitVendorLanes(
      lanes.map((lane): VendorLane => ({
        title: lane,
        vendors: demoVendorsOf(lane),
        classifies: [],
      })),
    ),
  );

/** The demo platform's image base (the login state's image address in the app). */
export const DEMO_IMAGE_BASE_URL = '/__demo/images';

export const imageUrlOfVendor = (vendor: Vendor): string => vendorImageUrl(DEMO_IMAGE_BASE_URL, vendor.vendorCode);

/** Slots of the demo seed, in lobby order (hot first). */
const slots = seed.byLane.get('RNG') ?? [];
export const demoSlotGames: readonly Game[] = slots.slice(0, 24).map(asGame);
export const demoHotGame: Game = asGame(slots.find((g) => g.isHot === 1) ?? slots[0]!);
export const demoPlainGame: Game = asGame(slots.find((g) => g.isHot !== 1) ?? slots[1]!);
export const demoLongNameGame: Game = {
  ...demoPlainGame,
  nodeId: demoPlainGame.nodeId + 1,
  name: 'Mega Fortune Dragon Dynasty Deluxe Jackpot Edition with Extra Spins',
  vendorDisplayName: 'Extremely Long Vendor Display Name Studios',
};
export const demoBrokenImageGame: Game = { ...demoPlainGame, iconUrl: '/__demo/missing/image.png' };

export const demoVendorsOf = (lane: DemoLane): readonly Vendor[] =>
  seed.vendors.filter((card) => card.lane === lane).map(asVendor);

/** Every vendor of the seed (more than 10: the large layout). */
export const demoAllVendors: readonly Vendor[] = seed.vendors.map(asVendor);
