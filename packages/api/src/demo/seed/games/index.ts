/**
 * The demo platform's game catalogue (docs/architecture.md "10,000 games over dozens of vendors"): vendors of every
 * category, 10,000 games of which most are RNG slots, classify groups per lobby, hot flags, names in several
 * scripts. Deterministic for a seed; built once per platform on first use (`platform.area('games', …)`).
 * Icons are drawn locally by the demo (`/__demo/icon/…`, see `pages/icons.ts`): no network.
 */
export {
  DEMO_FIRST_NODE_ID,
  DEMO_GAME_COUNT,
  DEMO_GAME_PAGE_PATH,
  DEMO_ICON_PATH,
  DEMO_IMAGE_BASE,
  DEMO_LANES,
  type DemoClassify,
  type DemoGame,
  type DemoLane,
  type DemoVendorCard,
  type GameSeed,
  HOT_CLASSIFY,
} from './catalogue';
export { seedGames } from './seed';
export { filterGames, type GameFilter, type GamePageSlice, pageOf } from './filter';
