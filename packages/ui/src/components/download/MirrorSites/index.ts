export { MirrorSites, type MirrorLineView, type MirrorSitesProps } from './MirrorSites';
