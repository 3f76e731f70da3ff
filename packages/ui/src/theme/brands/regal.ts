import type { Brand } from '../tokens';
import { SCRIPT_FONTS } from '../scriptFonts';

/** "Regal": sharp edges, black and gold. Dark-first, with a light mode on warm paper. */
const palette = {
  onyx: { 950: '#09090b', 900: '#121214', 850: '#1b1b1f', 700: '#34343b', 300: '#b8b2a4', 100: '#f4efe2' },
  paper: { 50: '#fdfbf6', 100: '#f6f1e4', 300: '#d8cfb8', 600: '#5b5446', 900: '#1f1b12' },
  gold: { 300: '#e6c869', 400: '#d4af37', 600: '#b08d2a', 700: '#8a6d1f', 800: '#6e5618' },
  ruby: { 300: '#ff9e9e', 700: '#a3182b' },
  ink: '#15110a',
} as const;

export const regalBrand: Brand = {
  id: 'regal',
  defaultMode: 'dark',
  shape: {
    radius: { sm: '0', md: '2px', lg: '2px', pill: '2px' },
    font: {
      family: `'Noto Serif Variable', Georgia, ${SCRIPT_FONTS}, 'Times New Roman', serif`,
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
        bg: { canvas: palette.onyx[950], surface: palette.onyx[900], raised: palette.onyx[850] },
        text: {
          primary: palette.onyx[100],
          secondary: palette.onyx[300],
          onAccent: palette.ink,
          danger: palette.ruby[300],
        },
        accent: { base: palette.gold[400], hover: palette.gold[300], subtle: palette.gold[400] },
        border: { subtle: palette.onyx[700], focus: palette.gold[300] },
        status: { warning: palette.gold[300], danger: palette.ruby[300] },
        media: { plate: palette.onyx[850], art: '#ffffff' },
      },
      shadow: { raised: '0 0 0 1px rgb(212 175 55 / 0.25)' },
    },
    light: {
      color: {
        bg: { canvas: palette.paper[100], surface: palette.paper[50], raised: palette.paper[50] },
        text: {
          primary: palette.paper[900],
          secondary: palette.paper[600],
          onAccent: palette.ink,
          danger: palette.ruby[700],
        },
        accent: { base: palette.gold[600], hover: palette.gold[400], subtle: palette.gold[800] },
        border: { subtle: palette.paper[300], focus: palette.gold[800] },
        status: { warning: palette.gold[800], danger: palette.ruby[700] },
        media: { plate: palette.onyx[900], art: '#ffffff' },
      },
      shadow: { raised: '0 0 0 1px rgb(110 86 24 / 0.35)' },
    },
  },
};
