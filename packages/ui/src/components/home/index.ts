// @atrium/ui/home: explicit named exports only (docs/conventions.md: no `export *` barrels).
export {
  HomePage,
  HomePageSkeleton,
  type HomeContent,
  type HomeListView,
  type HomePageProps,
  type HomeRecentGames,
} from './HomePage';
export type { HomeBannerProps } from './HomeBanner';
export type { WinnerBoardProps } from './WinnerBoard';
export type { HomeCategoryKey, HomeFailure, HomeLoadStatus } from './types';
export { useLazyComponent } from './useLazyComponent';
