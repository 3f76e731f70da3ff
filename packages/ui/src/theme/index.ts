export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
export { defaultBrand } from './brands/default';
export {
  MODES,
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
