import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '@atrium/api/client';
import { createI18n } from '@atrium/ui/i18n';
import { loadBrandConfig } from '../config/brands';
import enApp from '../i18n/en/app.json';
import { createQueryClient, Providers } from '../app/providers';

/** Renders app containers with the real providers, against whatever msw handlers the test installed. */
export async function renderWithProviders(ui: ReactNode, { locale = 'en' }: { locale?: string } = {}) {
  const brand = loadBrandConfig({ VITE_API_BASE_URL: 'http://127.0.0.1:4173' } as ImportMetaEnv);
  const i18n = await createI18n({ locale, resources: { en: { app: enApp } } });
  const client = createApiClient({
    baseUrl: brand.apiBaseUrl,
    merchantCode: brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: () => null,
    timeoutMs: 2_000,
  });
  const queryClient = createQueryClient();
  return render(
    <Providers brand={brand} mode="dark" i18n={i18n} client={client} queryClient={queryClient}>
      {ui}
    </Providers>,
  );
}
