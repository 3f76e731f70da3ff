export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
export { BRANDS, defaultBrand, lumenBrand, regalBrand } from './brands/index';
export { contrastRatio, luminance } from './contrast';
export {
  CONTRAST_PAIRS,
  MODES,
  colorOf,
  brandCss,
  fixedTokens,
  themeReferences,
  toCustomProperties,
  type Brand,
  type ColorTokens,
  type Mode,
  type ModeTokens,
  type ShapeTokens,
  type ThemeShape,
} from './tokens';
