import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtBrandConfig, loadBrandConfig } from './brands';

describe('brand configuration at build time (README "Brands and a real backend")', () => {
  it('the default brand needs no configuration and talks to its own origin', () => {
    const brand = loadBrandConfig({} as ImportMetaEnv);
    expect(brand).toMatchObject({ id: 'default', merchantCode: 'atriumdemo', apiBaseUrl: '' });
  });

  it.each(['lumen', 'regal'])('VITE_BRAND=%s picks that brand and its tokens', (id) => {
    const brand = loadBrandConfig({ VITE_BRAND: id } as ImportMetaEnv);
    expect(brand.id).toBe(id);
    expect(brand.theme.id).toBe(id);
  });

  it('the platform address and merchant code can be overridden for a real backend', () => {
    const brand = loadBrandConfig({
      VITE_BRAND: 'regal',
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_MERCHANT_CODE: 'acme',
    } as ImportMetaEnv);
    expect(brand).toMatchObject({ apiBaseUrl: 'https://api.example.com', merchantCode: 'acme', name: 'Regal Club' });
  });

  it('an unknown brand fails the build loudly rather than shipping the wrong one', () => {
    expect(() => loadBrandConfig({ VITE_BRAND: 'nope' } as ImportMetaEnv)).toThrow(/Unknown brand "nope"/);
  });
});

describe('the brand the build was made for (main.tsx)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the default brand when VITE_BRAND is not set, as in this test build', () => {
    expect(builtBrandConfig()).toMatchObject({ id: 'default', merchantCode: 'atriumdemo' });
  });

  it.each(['default', 'lumen', 'regal'])('knows every brand loadBrandConfig knows: %s', (id) => {
    vi.stubEnv('VITE_BRAND', id);
    expect(builtBrandConfig()).toEqual(loadBrandConfig({ VITE_BRAND: id } as ImportMetaEnv));
  });

  it('an unknown brand fails as loudly', () => {
    vi.stubEnv('VITE_BRAND', 'nope');
    expect(() => builtBrandConfig()).toThrow(/Unknown brand "nope"/);
  });
});
