export { HomeSection, type HomeSectionItems, type HomeSectionProps } from './HomeSection';
