export { HomePage, type HomeContent, type HomeListView, type HomePageProps, type HomeRecentGames } from './HomePage';
export { HomePageSkeleton } from './HomePageSkeleton';
