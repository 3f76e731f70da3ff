import { defaultBrandConfig } from './brands/default';
import { lumenBrandConfig } from './brands/lumen';
import { regalBrandConfig } from './brands/regal';
import type { BrandConfig } from './brands/types';

export type { BrandConfig } from './brands/types';

/**
 * The brand is chosen at build time by VITE_BRAND, with the platform address and merchant code overridable by
 * VITE_API_BASE_URL and VITE_MERCHANT_CODE. One build per brand; no code change (README "Brands").
 */
const BRANDS: Readonly<Record<string, BrandConfig>> = {
  default: defaultBrandConfig,
  lumen: lumenBrandConfig,
  regal: regalBrandConfig,
};

export function loadBrandConfig(env: ImportMetaEnv = import.meta.env): BrandConfig {
  const id = env.VITE_BRAND || 'default';
  const brand = BRANDS[id];
  if (!brand) throw new Error(`Unknown brand "${id}". Known brands: ${Object.keys(BRANDS).join(', ')}.`);
  return {
    ...brand,
    apiBaseUrl: env.VITE_API_BASE_URL ?? brand.apiBaseUrl,
    merchantCode: env.VITE_MERCHANT_CODE || brand.merchantCode,
  };
}
