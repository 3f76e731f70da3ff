import type { Brand } from '../tokens';
import { SCRIPT_FONTS } from '../scriptFonts';

/** "Lumen": light-first, soft and rounded, a teal accent. Shows that a brand is tokens only. */
const palette = {
  sand: { 50: '#fbfaf7', 100: '#f3f1ea', 300: '#d9d5c7', 600: '#55606a', 900: '#1d2730' },
  night: { 950: '#0b1416', 900: '#112024', 850: '#172a2f', 700: '#2b4248', 300: '#a9bfc3', 100: '#e9f2f2' },
  teal: { 300: '#5fd3c6', 400: '#3fbfb1', 700: '#0f766e', 800: '#0b5f58' },
  coral: { 300: '#ffb199', 700: '#a8361b' },
  amber: { 300: '#f7c56b', 700: '#8a5300' },
  white: '#ffffff',
  ink: '#081c1a',
} as const;

export const lumenBrand: Brand = {
  id: 'lumen',
  defaultMode: 'light',
  shape: {
    radius: { sm: '10px', md: '16px', lg: '28px', pill: '999px' },
    font: {
      family: `'Nunito Variable', ${SCRIPT_FONTS}, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif`,
      sizeBody: '1rem',
      sizeSmall: '0.875rem',
      sizeTitle: '1.625rem',
      sizeDisplay: '2.125rem',
      weightBold: '800',
      lineHeight: '1.6',
    },
  },
  modes: {
    light: {
      color: {
        bg: { canvas: palette.sand[100], surface: palette.white, raised: palette.sand[50] },
        text: {
          primary: palette.sand[900],
          secondary: palette.sand[600],
          onAccent: palette.white,
          danger: palette.coral[700],
        },
        accent: { base: palette.teal[700], hover: palette.teal[800], subtle: palette.teal[700] },
        border: { subtle: palette.sand[300], focus: palette.teal[700] },
        status: { warning: palette.amber[700], danger: palette.coral[700] },
        media: { plate: palette.night[900], art: '#ffffff' },
      },
      shadow: { raised: '0 10px 30px rgb(29 39 48 / 0.10)' },
    },
    dark: {
      color: {
        bg: { canvas: palette.night[950], surface: palette.night[900], raised: palette.night[850] },
        text: {
          primary: palette.night[100],
          secondary: palette.night[300],
          onAccent: palette.ink,
          danger: palette.coral[300],
        },
        accent: { base: palette.teal[300], hover: palette.teal[400], subtle: palette.teal[300] },
        border: { subtle: palette.night[700], focus: palette.teal[300] },
        status: { warning: palette.amber[300], danger: palette.coral[300] },
        media: { plate: palette.night[850], art: '#ffffff' },
      },
      shadow: { raised: '0 10px 30px rgb(0 0 0 / 0.5)' },
    },
  },
};
