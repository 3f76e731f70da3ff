import { describe, expect, it } from 'vitest';
import { defaultBrand } from './brands/default';
import { brandCss, themeReferences, toCustomProperties } from './tokens';

describe('theme tokens as CSS custom properties (docs/conventions.md "Theme tokens")', () => {
  it('every mode of a brand defines the same custom properties', () => {
    const dark = Object.keys(toCustomProperties({ ...defaultBrand.modes.dark, ...defaultBrand.shape })).sort();
    const light = Object.keys(toCustomProperties({ ...defaultBrand.modes.light, ...defaultBrand.shape })).sort();
    expect(light).toEqual(dark);
    expect(dark).toContain('--atrium-color-text-primary');
  });

  it('the theme object components read holds references, never raw colours', () => {
    const theme = themeReferences(defaultBrand);
    expect(theme.color.text.primary).toBe('var(--atrium-color-text-primary)');
    expect(theme.font.sizeBody).toBe('var(--atrium-font-size-body)');
    expect(JSON.stringify({ color: theme.color, radius: theme.radius })).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(/i);
  });

  it('scopes each mode under [data-brand][data-mode], so switching is an attribute flip', () => {
    const css = brandCss(defaultBrand);
    expect(css).toContain("[data-brand='default'][data-mode='dark']");
    expect(css).toContain("[data-brand='default'][data-mode='light']");
    expect(css).toContain(`--atrium-color-bg-canvas: ${defaultBrand.modes.light.color.bg.canvas};`);
  });
});
