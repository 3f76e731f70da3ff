import { createApiClient, getSystemStatus } from '@atrium/api';
import { findRoute } from '@atrium/domain';
import { loadBrandConfig } from '../config/brands';
import { pickUiLocale, platformLanguageOf } from '../config/locale';
import { currentPlatformLanguage, rememberedLocale, setCurrentLocale } from '../shared/currentLanguage';
import { readToken } from '../shared/session';

/**
 * The entry: as little as possible before the first platform call (docs/decisions/0006-performance-budgets.md).
 * It asks for the system status at once, then loads the app (React, the router, i18n, TanStack Query, the theme),
 * which index.html already fetches in parallel through modulepreload hints. The status query reuses this answer,
 * so on a phone the status round trip overlaps the download of the app instead of following it.
 */
/**
 * The landing page's own code, asked for now, while the app downloads, rather than once the app has run and the
 * router (or the home route) asks for it: on a phone that is a round trip and a download less before the page's
 * largest paint (docs/decisions/0006, session 6). The router's and the home route's own imports get the same module.
 * A failure here is left to them (they show the load error, with retry).
 */
function fetchLandingScreen(pathname: string) {
  const purpose = findRoute(pathname)?.purpose;
  const screen =
    purpose === 'home'
      ? import('../features/home/HomeScreen')
      : purpose === 'gameListCentre'
        ? import('../features/lobby/LobbyRoute')
        : null;
  screen?.catch(() => undefined);
}

async function boot() {
  // Dead code in an ordinary build: Vite replaces the flag, and the bundler drops the import (README "Static demo").
  if (import.meta.env.VITE_DEMO_WORKER === '1') await (await import('./demoWorker')).startDemoWorker();
  const brand = loadBrandConfig();
  // §3 "Stored: lang": the language chosen on an earlier visit, else the browser's.
  const remembered = rememberedLocale();
  const locale = pickUiLocale(remembered ? [remembered, ...navigator.languages] : navigator.languages);
  setCurrentLocale(locale);
  const platformLanguage = platformLanguageOf(locale);
  const client = createApiClient({
    baseUrl: brand.apiBaseUrl,
    merchantCode: brand.merchantCode,
    // Follows a language change (shared/language.tsx) at once.
    getLanguage: currentPlatformLanguage,
    getToken: () => readToken(),
  });
  const earlyStatus = getSystemStatus(client);
  // Handled by the status query (StartupGate); this only keeps an early failure from being reported as unhandled.
  earlyStatus.catch(() => undefined);
  fetchLandingScreen(window.location.pathname);
  const { startApp } = await import('./start');
  await startApp({ brand, locale, platformLanguage, client, earlyStatus });
}

void boot();
