import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import './fonts';
import { brandCss, themeReferences, type Brand, type Mode } from './tokens';

const BrandVariables = createGlobalStyle<{ $css: string }>`
  ${(p) => p.$css}
`;

const BaseStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; min-height: 100%; }
  body {
    background: ${(p) => p.theme.color.bg.canvas};
    color: ${(p) => p.theme.color.text.primary};
    font-family: ${(p) => p.theme.font.family};
    font-size: ${(p) => p.theme.font.sizeBody};
    line-height: ${(p) => p.theme.font.lineHeight};
    -webkit-font-smoothing: antialiased;
  }
  :focus-visible { outline: 3px solid ${(p) => p.theme.color.border.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

export interface ThemeRootProps {
  readonly brand: Brand;
  readonly mode: Mode;
  readonly children: ReactNode;
}

/**
 * Provides the theme (token references) and puts the brand's custom properties on the page; the active brand
 * and mode are attributes of the root element, so switching them restyles without re-rendering components.
 */
export function ThemeRoot({ brand, mode, children }: ThemeRootProps) {
  const theme = useMemo(() => themeReferences(brand), [brand]);
  const css = useMemo(() => brandCss(brand), [brand]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.brand = brand.id;
    root.dataset.mode = mode;
  }, [brand.id, mode]);
  return (
    <ThemeProvider theme={theme}>
      <BrandVariables $css={css} />
      <BaseStyles />
      {children}
    </ThemeProvider>
  );
}
