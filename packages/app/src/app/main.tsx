import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApiClient } from '@atrium/api';
import { createI18n, localeDirection } from '@atrium/ui/i18n';
import { loadBrandConfig } from '../config/brands';
import { pickUiLocale, platformLanguageOf } from '../config/locale';
import { StartupGate } from '../features/system/StartupGate';
import enApp from '../i18n/en/app.json';
import { readToken } from '../shared/session';
import { createQueryClient, Providers } from './providers';
import { createRouter, RouterLink } from './router';

async function start() {
  // Dead code in an ordinary build: Vite replaces the flag, and the bundler drops the import (README "Static demo").
  if (import.meta.env.VITE_DEMO_WORKER === '1') await (await import('./demoWorker')).startDemoWorker();
  const brand = loadBrandConfig();
  const locale = pickUiLocale(navigator.languages);
  const direction = localeDirection(locale);
  const platformLanguage = platformLanguageOf(locale);
  const i18n = await createI18n({ locale, resources: { en: { app: enApp } } });
  const root = document.documentElement;
  root.lang = locale;
  root.dir = direction;
  // Dark-first; a light system preference is honoured (the remembered switch arrives with the side menu, issue 5).
  const prefers = (scheme: string) => window.matchMedia?.(`(prefers-color-scheme: ${scheme})`).matches;
  const mode = prefers('light') ? 'light' : prefers('dark') ? 'dark' : brand.theme.defaultMode;

  const client = createApiClient({
    baseUrl: brand.apiBaseUrl,
    merchantCode: brand.merchantCode,
    getLanguage: () => platformLanguage,
    getToken: () => readToken(),
  });
  const router = createRouter();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <Providers
        brand={brand}
        mode={mode}
        i18n={i18n}
        direction={direction}
        client={client}
        queryClient={createQueryClient()}
        linkComponent={RouterLink}
      >
        <StartupGate platformLanguage={platformLanguage}>
          <RouterProvider router={router} />
        </StartupGate>
      </Providers>
    </StrictMode>,
  );
}

void start();
