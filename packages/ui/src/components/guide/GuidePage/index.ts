export { GuidePage, type GuidePageProps } from './GuidePage';
