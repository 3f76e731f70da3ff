import type { Brand } from '../tokens';
import { SCRIPT_FONTS } from '../scriptFonts';

/**
 * The default brand: dark-first, one accent colour (violet). Text colours were chosen for WCAG AA on the
 * backgrounds they are used on; the axe sweep over every story checks them in real Chromium in both modes.
 */
const palette = {
  ink: {
    950: '#0b0d12',
    900: '#12151c',
    850: '#191d26',
    700: '#2a303d',
    400: '#a3acbd',
    100: '#eef1f6',
    50: '#f7f8fb',
  },
  white: '#ffffff',
  violet: { 300: '#b9a6ff', 400: '#9d85ff', 600: '#5b3df5', 700: '#4a2ed9', 100: '#ece7ff' },
  amber: { 300: '#ffcf66', 700: '#8a5a00' },
  red: { 300: '#ff9b9b', 700: '#b3261e' },
  slate: { 600: '#4a5263' },
} as const;

export const defaultBrand: Brand = {
  id: 'default',
  defaultMode: 'dark',
  shape: {
    radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
    font: {
      family: `'Inter Variable', ${SCRIPT_FONTS}, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif`,
      sizeBody: '1rem',
      sizeSmall: '0.875rem',
      sizeTitle: '1.5rem',
      sizeDisplay: '2rem',
      weightBold: '700',
      lineHeight: '1.5',
    },
  },
  modes: {
    dark: {
      color: {
        bg: { canvas: palette.ink[950], surface: palette.ink[900], raised: palette.ink[850] },
        text: {
          primary: palette.ink[100],
          secondary: palette.ink[400],
          onAccent: palette.white,
          danger: palette.red[300],
        },
        accent: { base: palette.violet[600], hover: palette.violet[700], subtle: palette.violet[300] },
        border: { subtle: palette.ink[700], focus: palette.violet[300] },
        status: { warning: palette.amber[300], danger: palette.red[300] },
        media: { plate: palette.ink[850], art: '#ffffff' },
      },
      shadow: { raised: '0 8px 24px rgb(0 0 0 / 0.45)' },
    },
    light: {
      color: {
        bg: { canvas: palette.ink[50], surface: palette.white, raised: palette.white },
        text: {
          primary: palette.ink[950],
          secondary: palette.slate[600],
          onAccent: palette.white,
          danger: palette.red[700],
        },
        accent: { base: palette.violet[600], hover: palette.violet[700], subtle: palette.violet[700] },
        border: { subtle: '#d5dae3', focus: palette.violet[600] },
        status: { warning: palette.amber[700], danger: palette.red[700] },
        media: { plate: palette.ink[900], art: '#ffffff' },
      },
      shadow: { raised: '0 8px 24px rgb(18 21 28 / 0.12)' },
    },
  },
};
