import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands/index';
import { contrastRatio } from './contrast';
import { colorOf, CONTRAST_PAIRS, MODES, toCustomProperties } from './tokens';

describe('WCAG AA contrast of every text and background pair, in every brand × mode', () => {
  it('the ratio is computed as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const brand of Object.values(BRANDS)) {
    for (const mode of MODES) {
      it.each(CONTRAST_PAIRS.map(([fg, bg, min]) => [fg, bg, min]))(
        `${brand.id} ${mode}: %s on %s ≥ %s`,
        (fg, bg, min) => {
          const tokens = brand.modes[mode];
          expect(contrastRatio(colorOf(tokens, fg), colorOf(tokens, bg))).toBeGreaterThanOrEqual(min);
        },
      );
    }
  }

  it('every brand defines exactly the same tokens as the default in both modes', () => {
    const names = (b: (typeof BRANDS)[string], m: (typeof MODES)[number]) =>
      Object.keys(toCustomProperties({ ...b.modes[m], ...b.shape })).sort();
    const reference = names(BRANDS.default!, 'dark');
    for (const brand of Object.values(BRANDS)) for (const mode of MODES) expect(names(brand, mode)).toEqual(reference);
  });

  it('the three brands look clearly different (accent and corner radius differ)', () => {
    const accents = new Set(Object.values(BRANDS).map((b) => b.modes.dark.color.accent.base));
    const radii = new Set(Object.values(BRANDS).map((b) => b.shape.radius.md));
    expect(accents.size).toBe(3);
    expect(radii.size).toBe(3);
  });
});
