export { HomeBanner, type HomeBannerProps } from './HomeBanner';
