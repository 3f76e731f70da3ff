import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from '../config/brands';

const BrandContext = createContext<BrandConfig | null>(null);

export function BrandProvider({ brand, children }: { readonly brand: BrandConfig; readonly children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs a BrandProvider above it');
  return brand;
}
