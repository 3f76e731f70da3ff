import { createApiClient, type ApiClient } from '@atrium/api/client';
import { getSystemStatus } from '@atrium/api/system';
import { getAnnouncements } from '@atrium/api/announcements';
import { findRoute } from '@atrium/domain/routes';
import { builtBrandConfig } from '../config/brands';
import { pickUiLocale, platformLanguageOf } from '../config/locale';
import { currentPlatformLanguage, rememberedLocale, setCurrentLocale } from '../shared/currentLanguage';
import { holdUntilFirstScreenPainted } from '../shared/firstScreen';
import { readToken } from '../shared/session';
import { preloadLocaleCatalog } from '@atrium/ui/i18n/preload';
import { captureInstallPrompt } from '../shared/pwa/installPromptCapture';
import type { EarlyAnnouncements } from './start';

/**
 * The entry: as little as possible before the first platform call (packages/app/README.md, "Start-up").
 * It asks for the system status at once, then loads the app (React, the router, i18n, TanStack Query, the theme),
 * which index.html already fetches in parallel through modulepreload hints. The status query reuses this answer,
 * so on a phone the status round trip overlaps the download of the app instead of following it.
 */
/**
 * A lobby's own code, asked for now, while the app downloads, rather than once the app has run and the router asks
 * for it: on a phone that is a round trip and a download less before the page's largest paint (docs/decisions/0006).
 * The router's own import gets the same module; a failure here is left to it (the load error, with retry). The home page's first screen is its skeleton and first banner, in the start-up chunk: the home screen's
 * code waits for that screen to paint (HomeRoute).
 */
function fetchLandingScreen(pathname: string) {
  const purpose = findRoute(pathname)?.purpose;
  const screen = purpose === 'gameListCentre' ? import('../features/lobby/LobbyRoute') : null;
  screen?.catch(() => undefined);
}

/**
 * The announcements of a page with the header (the home page's banners and marquee, the entry popup), asked for
 * beside the status rather than once the app has arrived: on a phone the app's download is the longest
 * wait before the first screen, and the answer (and, on the home page, the first banner's image, fetched as soon as
 * the answer names it) now comes during it. The audience is the one start.tsx asks for: a stored token means a member.
 */
function fetchLandingAnnouncements(client: ApiClient, pathname: string): EarlyAnnouncements | null {
  const route = findRoute(pathname);
  if (!route?.layout.header) return null;
  const facts = { isLoggedIn: readToken() !== null, isFirstLogin: false };
  const answer = getAnnouncements(client, facts);
  // Handled by the announcements query; this only keeps an early failure from being reported as unhandled.
  answer.catch(() => undefined);
  if (route.purpose === 'home') {
    void answer.then(
      (data) => {
        const url = data.banners.w_home[0]?.imageUrl;
        if (url) new Image().src = url;
      },
      () => undefined,
    );
  }
  return { facts, answer };
}

async function boot() {
  holdUntilFirstScreenPainted();
  // Chromium offers the lite app's install prompt once, early: kept for the download page's button.
  captureInstallPrompt();
  // Dead code in an ordinary build: Vite replaces the flag, and the bundler drops the import (README "Static demo").
  if (import.meta.env.VITE_DEMO_WORKER === '1') await (await import('./demoWorker')).startDemoWorker();
  const brand = builtBrandConfig();
  // §3 "Stored: lang": the language chosen on an earlier visit, else the browser's.
  const remembered = rememberedLocale();
  const locale = pickUiLocale(remembered ? [remembered, ...navigator.languages] : navigator.languages);
  setCurrentLocale(locale);
  // Another language's text starts loading now, beside the app's code, not after it.
  preloadLocaleCatalog(locale);
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
  const earlyAnnouncements = fetchLandingAnnouncements(client, window.location.pathname);
  fetchLandingScreen(window.location.pathname);
  const { startApp } = await import('./start');
  await startApp({ brand, locale, platformLanguage, client, earlyStatus, earlyAnnouncements });
}

void boot();
