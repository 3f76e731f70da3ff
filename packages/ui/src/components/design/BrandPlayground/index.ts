export { BrandPlayground, type BrandPlaygroundProps } from './BrandPlayground';
export { brandSource, withColor } from './brandSource';
