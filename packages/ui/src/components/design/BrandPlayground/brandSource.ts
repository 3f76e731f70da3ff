import type { Brand, ColorTokens, Mode } from '../../../theme/tokens';

/** The TypeScript source of a brand file, as packages/ui/src/theme/brands/<id>.ts holds it. */
export function brandSource(brand: Brand): string {
  const constName = `${brand.id.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}Brand`;
  const json = JSON.stringify(
    { id: brand.id, defaultMode: brand.defaultMode, shape: brand.shape, modes: brand.modes },
    null,
    2,
  ).replace(/"([a-zA-Z_][a-zA-Z0-9_]*)":/g, '$1:');
  return `import type { Brand } from '../tokens';\n\nexport const ${constName}: Brand = ${json};\n`;
}

/** A copy of the brand with one colour changed. */
export function withColor(brand: Brand, mode: Mode, group: keyof ColorTokens, name: string, value: string): Brand {
  const tokens = brand.modes[mode];
  return {
    ...brand,
    modes: {
      ...brand.modes,
      [mode]: { ...tokens, color: { ...tokens.color, [group]: { ...tokens.color[group], [name]: value } } },
    },
  };
}
