import { createApiClient } from '@atrium/api/client';
import { getSystemStatus } from '@atrium/api/system';
import { builtBrandConfig } from '../config/brands';
import { pickUiLocale, platformLanguageOf } from '../config/locale';
import { currentPlatformLanguage, rememberedLocale, setCurrentLocale } from '../shared/currentLanguage';
import { holdUntilFirstScreenPainted } from '../shared/firstScreen';
import { readToken } from '../shared/session';

/**
 * The entry (packages/app/README.md, "Start-up"): as little as possible before the first platform call. It asks for
 * the system status at once, then loads the app (React, the router, i18n, TanStack Query, the theme), which
 * index.html already fetches in parallel through modulepreload hints. The status query reuses this answer, so on a
 * phone the status round trip overlaps the download of the app instead of following it.
 */
async function boot() {
  holdUntilFirstScreenPainted();
  // Dead code in an ordinary build: Vite replaces the flag, and the bundler drops the import (README "Static demo").
  if (import.meta.env.VITE_DEMO_WORKER === '1') await (await import('./demoWorker')).startDemoWorker();
  const brand = builtBrandConfig();
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
  const { startApp } = await import('./start');
  await startApp({ brand, locale, platformLanguage, client, earlyStatus });
}

void boot();
