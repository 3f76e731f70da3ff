/**
 * Semantic design tokens: the only names components use (docs/conventions.md "Theme tokens").
 * Each brand gives a value for every token in each mode; at run time the values become CSS custom properties
 * under [data-brand][data-mode], and the styled-components theme holds `var(--atrium-…)` references, so switching
 * brand or mode flips an attribute and re-renders nothing. See docs/decisions/0002-tokens-as-css-variables.md.
 */

export interface ColorTokens {
  bg: { canvas: string; surface: string; raised: string };
  text: { primary: string; secondary: string; onAccent: string; danger: string };
  accent: { base: string; hover: string; subtle: string };
  border: { subtle: string; focus: string };
  status: { warning: string; danger: string };
  /**
   * Vendor art (§3 vendor image path `{vendor}-WHITE.png`: white logos on a transparent ground) sits on `plate`,
   * which stays dark in every mode so the logos show in light mode too; `art` is the logos' colour (and the vendor
   * code's, shown when a logo is missing).
   */
  media: { plate: string; art: string };
}

/** Values that differ by mode (dark/light). */
export interface ModeTokens {
  color: ColorTokens;
  shadow: { raised: string };
}

/** Values shared by both modes of a brand. */
export interface ShapeTokens {
  radius: { sm: string; md: string; lg: string; pill: string };
  font: {
    family: string;
    sizeBody: string;
    sizeSmall: string;
    sizeTitle: string;
    sizeDisplay: string;
    weightBold: string;
    lineHeight: string;
  };
}

export type Mode = 'dark' | 'light';
export const MODES: readonly Mode[] = ['dark', 'light'];

/** Fixed scales every brand shares (phone-first breakpoints: 360, 768, 1024, 1280, 1440). */
export const fixedTokens = {
  space: { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px', 8: '64px' },
  breakpoint: { phone: '360px', tablet: '768px', laptop: '1024px', desktop: '1280px', wide: '1440px' },
  zIndex: { base: '0', header: '100', drawer: '200', dialog: '300', toast: '400' },
  motion: { fast: '120ms', base: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

export interface Brand {
  /** Stable id used in [data-brand]. */
  readonly id: string;
  /** The mode shown before the visitor chooses (and when the system has no preference). */
  readonly defaultMode: Mode;
  readonly shape: ShapeTokens;
  readonly modes: Readonly<Record<Mode, ModeTokens>>;
}

type ColorPath = {
  [G in keyof ColorTokens]: `${G & string}.${keyof ColorTokens[G] & string}`;
}[keyof ColorTokens];

/**
 * Which colour is used on which background, and the WCAG 2.2 ratio it needs: 4.5 for text (1.4.3), 3 for icons,
 * focus rings and other graphics (1.4.11). Every brand × mode must satisfy every pair (theme/contrast.test.ts).
 */
export const CONTRAST_PAIRS: readonly (readonly [ColorPath, ColorPath, number])[] = [
  ['text.primary', 'bg.canvas', 4.5],
  ['text.primary', 'bg.surface', 4.5],
  ['text.primary', 'bg.raised', 4.5],
  ['text.secondary', 'bg.canvas', 4.5],
  ['text.secondary', 'bg.surface', 4.5],
  ['text.secondary', 'bg.raised', 4.5],
  ['text.danger', 'bg.surface', 4.5],
  ['text.danger', 'bg.canvas', 4.5],
  ['text.danger', 'bg.raised', 4.5],
  ['text.onAccent', 'accent.base', 4.5],
  ['text.onAccent', 'accent.hover', 4.5],
  ['accent.subtle', 'bg.surface', 3],
  ['accent.subtle', 'bg.canvas', 3],
  ['status.warning', 'bg.surface', 3],
  ['status.danger', 'bg.surface', 3],
  ['border.focus', 'bg.canvas', 3],
  ['border.focus', 'bg.surface', 3],
  // White vendor logos and the code shown in their place (text) on their plate.
  ['media.art', 'media.plate', 4.5],
];

export function colorOf(tokens: ModeTokens, path: ColorPath): string {
  const [group, name] = path.split('.') as [keyof ColorTokens, string];
  return (tokens.color[group] as Record<string, string>)[name] ?? '';
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}-`>;
}[keyof T & string];

/** Flattens a token object to `--atrium-<path>` custom properties. */
export function toCustomProperties(tokens: object, prefix = '--atrium'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tokens)) {
    const name = `${prefix}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    if (typeof value === 'string') out[name] = value;
    else if (value && typeof value === 'object') Object.assign(out, toCustomProperties(value, name));
  }
  return out;
}

/** Replaces every leaf with its `var(--atrium-…)` reference: the theme object components read. */
function toReferences<T extends object>(tokens: T, prefix = '--atrium'): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens)) {
    const name = `${prefix}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    out[key] = typeof value === 'string' ? `var(${name})` : toReferences(value as object, name);
  }
  return out as T;
}

export type ThemeShape = ModeTokens & ShapeTokens & typeof fixedTokens;

/** Builds the references from any brand's shape (all brands have the same token names). */
export function themeReferences(brand: Brand): ThemeShape {
  return {
    ...toReferences({ ...brand.modes.dark, ...brand.shape }),
    // Fixed scales are plain values: media queries cannot read custom properties.
    ...fixedTokens,
  };
}

export type TokenPath = Leaves<ModeTokens & ShapeTokens>;

/** The CSS that defines a brand's custom properties for both modes. */
export function brandCss(brand: Brand): string {
  return (Object.keys(brand.modes) as Mode[])
    .map((mode) => {
      const props = toCustomProperties({ ...brand.modes[mode], ...brand.shape });
      const body = Object.entries(props)
        .map(([name, value]) => `  ${name}: ${value};`)
        .join('\n');
      return `[data-brand='${brand.id}'][data-mode='${mode}'] {\n  color-scheme: ${mode};\n${body}\n}`;
    })
    .join('\n');
}

// The styled-components theme is the token references (module augmentation lives here so every package that
// compiles ui's sources sees it).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends ThemeShape {}
}
