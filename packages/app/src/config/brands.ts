import { defaultBrand, type Brand } from '@atrium/ui/theme';

/**
 * A brand's configuration (ARCHITECTURE.md "White-label brands"): chosen at build time by VITE_BRAND, with the
 * platform address and merchant code overridable by VITE_API_BASE_URL and VITE_MERCHANT_CODE. One build per
 * brand; no code change. See the README, "Brands and a real backend".
 */
export interface BrandConfig {
  readonly id: string;
  readonly name: string;
  readonly merchantCode: string;
  readonly apiBaseUrl: string;
  readonly theme: Brand;
}

const BRANDS: Readonly<Record<string, Omit<BrandConfig, 'apiBaseUrl'> & { apiBaseUrl?: string }>> = {
  default: { id: 'default', name: 'Atrium Demo', merchantCode: 'atriumdemo', theme: defaultBrand },
};

export function loadBrandConfig(env: ImportMetaEnv = import.meta.env): BrandConfig {
  const id = env.VITE_BRAND ?? 'default';
  const brand = BRANDS[id];
  if (!brand) throw new Error(`Unknown brand "${id}". Known brands: ${Object.keys(BRANDS).join(', ')}.`);
  return {
    ...brand,
    apiBaseUrl: env.VITE_API_BASE_URL ?? brand.apiBaseUrl ?? '',
    merchantCode: env.VITE_MERCHANT_CODE ?? brand.merchantCode,
  };
}
