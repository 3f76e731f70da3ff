import { defaultBrandConfig } from './brands/default';
import { lumenBrandConfig } from './brands/lumen';
import { regalBrandConfig } from './brands/regal';
import type { BrandConfig } from './brands/types';

export type { BrandConfig } from './brands/types';

/**
 * The brand is chosen at build time by VITE_BRAND, with the platform address and merchant code overridable by
 * VITE_API_BASE_URL and VITE_MERCHANT_CODE. One build per brand; no code change (README "Brands").
 */
const KNOWN_BRANDS = ['default', 'lumen', 'regal'] as const;

const BRANDS: Readonly<Record<(typeof KNOWN_BRANDS)[number], BrandConfig>> = {
  default: defaultBrandConfig,
  lumen: lumenBrandConfig,
  regal: regalBrandConfig,
};

export function loadBrandConfig(env: ImportMetaEnv): BrandConfig {
  const id = env.VITE_BRAND || 'default';
  return withOverrides(BRANDS[id as keyof typeof BRANDS], id, env);
}

/**
 * The brand this build was made for. The comparisons use the build-time value itself, so the bundler folds them and
 * a build ships only its own brand's theme (`loadBrandConfig` keeps every brand, for tests).
 */
export function builtBrandConfig(): BrandConfig {
  const id = import.meta.env.VITE_BRAND || 'default';
  const brand =
    id === 'default'
      ? defaultBrandConfig
      : id === 'lumen'
        ? lumenBrandConfig
        : id === 'regal'
          ? regalBrandConfig
          : undefined;
  return withOverrides(brand, id, import.meta.env);
}

function withOverrides(brand: BrandConfig | undefined, id: string, env: ImportMetaEnv): BrandConfig {
  if (!brand) throw new Error(`Unknown brand "${id}". Known brands: ${KNOWN_BRANDS.join(', ')}.`);
  return {
    ...brand,
    apiBaseUrl: env.VITE_API_BASE_URL ?? brand.apiBaseUrl,
    merchantCode: env.VITE_MERCHANT_CODE || brand.merchantCode,
  };
}
