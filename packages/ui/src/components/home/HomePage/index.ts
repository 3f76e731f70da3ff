export { HomePage, type HomeContent, type HomeListView, type HomePageProps, type HomeRecentGames } from './HomePage';
export { HomePageSkeleton, type HomePageSkeletonProps } from './HomePageSkeleton';
