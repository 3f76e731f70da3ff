/**
 * The demo platform's game catalogue (docs/architecture.md "10,000 games over dozens of vendors"): vendors of every
 * category, 10,000 games of which most are RNG slots, classify groups per lobby, hot flags, names in several
 * scripts. Deterministic for a seed; built once per platform on first use (`platform.area('games', …)`).
 * Icons are drawn locally by the demo (`/__demo/icon/…`, see `pages/icons.ts`): no network.
 */
export {
  type DemoLane,
  DEMO_LANES,
  DEMO_IMAGE_BASE,
  DEMO_ICON_PATH,
  DEMO_GAME_PAGE_PATH,
  DEMO_GAME_COUNT,
  DEMO_FIRST_NODE_ID,
  HOT_CLASSIFY,
  type DemoVendorCard,
  type DemoGame,
  type DemoClassify,
  type GameSeed,
} from './catalogue';
export { seedGames } from './seed';
export { type GameFilter, filterGames, type GamePageSlice, pageOf } from './filter';
