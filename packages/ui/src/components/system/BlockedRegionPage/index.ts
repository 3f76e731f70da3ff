export { BlockedRegionPage, type BlockedRegionPageProps } from './BlockedRegionPage';
