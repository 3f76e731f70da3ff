import { DEFAULT_SEED, seedAnnouncements, seedGames } from '@atrium/api/demo';
import {
  homeMenuItems,
  homeSections,
  splitVendorLanes,
  winnerBoard,
  type Game,
  type HomeSection,
  type VendorLane,
  type WinnerBoardEntry,
} from '@atrium/domain/games';
import type { CarouselSlide } from '../primitives/Carousel/Carousel';
import { asGame, asVendor } from '../games/games.fixtures';
import type { HomeListView } from './HomePage/HomePage';

/**
 * Home page fixtures from the demo platform's seed, shaped by the domain exactly as the app's container does:
 * `splitVendorLanes` → `homeMenuItems`; the lists → `homeSections`; the winners → `winnerBoard`.
 */
const seed = seedGames(DEFAULT_SEED);
/** A fixed instant, so notices and their order never change between runs. */
const announcements = seedAnnouncements(DEFAULT_SEED, Date.UTC(2026, 0, 15, 12));

const lanes: VendorLane[] = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'].map((lane) => ({
  title: lane,
  vendors: seed.vendors.filter((card) => card.lane === lane).map(asVendor),
  classifies: [],
}));
export const demoCatalogue = splitVendorLanes(lanes);
export const demoMenuItems = homeMenuItems(demoCatalogue);

const gamesOf = (lane: string, count: number): readonly Game[] =>
  (seed.byLane.get(lane) ?? []).slice(0, count).map(asGame);

export const demoHotGames: readonly Game[] = seed.games
  .filter((g) => g.isHot === 1)
  .slice(0, 16)
  .map(asGame);

export const demoSections: readonly HomeSection[] = homeSections({
  hot: demoHotGames,
  games: { RNG: gamesOf('RNG', 18), LIVE: gamesOf('LIVE', 18), FISH: gamesOf('FISH', 4), PVP: gamesOf('PVP', 18) },
  catalogue: demoCatalogue,
});

const MORE_PATHS: Readonly<Record<string, string>> = {
  HOT: '/rng',
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  ELOTT: '/elott',
  SPORTS: '/sports',
  BGS: '/rng',
  PVP: '/pvp',
};

/** The sections as the page receives them: ready, with a 'more' link only when the domain says so. */
export const demoSectionViews: readonly HomeListView[] = demoSections.map((section) => ({
  category: section.id,
  status: 'ready',
  content:
    section.style === 'game' ? { style: 'game', items: section.items } : { style: 'vendor', items: section.items },
  moreHref: section.hasMore ? (MORE_PATHS[section.id] ?? null) : null,
}));

export const demoLoadingSectionViews: readonly HomeListView[] = demoSectionViews.map((view) => ({
  ...view,
  status: 'loading',
  content: view.content.style === 'game' ? { style: 'game', items: [] } : { style: 'vendor', items: [] },
  moreHref: null,
}));

export const demoBannerSlides: readonly CarouselSlide[] = announcements.banners
  .filter((b) => b.groupName === 'w_home')
  .map((b) => ({
    id: b.bannerId,
    title: b.title,
    imageUrl: b.url,
    href: b.linkageType === 'INTERNAL' ? b.redirect : null,
  }));

export const demoNoticeTitles: readonly string[] = announcements.notices.slice(0, 5).map((n) => n.title);

export const demoRecentGames: readonly Game[] = gamesOf('LIVE', 6);

/** Twenty winners (demo games, masked names, amounts out of order: the domain sorts them). */
export const demoWinners: readonly WinnerBoardEntry[] = winnerBoard(
  seed.games.slice(0, 24).map((game, i) => ({
    customerName: `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(98 + ((i * 7) % 24))}***${10 + i}`,
    winAmount: ((i * 7919) % 5000) * 13.37 + 100,
    gameName: game.name,
    nodeId: game.nodeId,
    gameType: game.gameType,
    vendorCode: game.vendorCode,
    iconUrl: game.iconUrl,
  })),
);
