// @atrium/ui/design: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { BrandPlayground, brandSource, type BrandPlaygroundProps } from './BrandPlayground';
