import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { type ApiClient } from '@atrium/api/client';
import { getSystemStatus, systemStatusQueryOptions, type SystemStatus } from '@atrium/api/system';
import { announcementsQueryOptions } from '@atrium/api/announcements';
import { isAnnouncementPopupClosed } from '@atrium/domain/announcements';
import { findRoute } from '@atrium/domain/routes';
import { createI18n, localeDirection, type UiLocale } from '@atrium/ui/i18n';
import type { BrandConfig } from '../config/brands';
import { readAnnouncementMarker } from '../features/announcements/useEntryPopup';
import { StartupGate } from '../features/system/StartupGate';
import enApp from '../i18n/en/app.json';
import { isChunkLoadError } from './chunkTimeout';
import { createQueryClient, Providers } from './providers';
import { AppRoutes, preloadPagesFor, RouterLink } from './router';
import { startingColourMode } from '../shared/colourMode';
import { readToken } from '../shared/session';
import { firstAnswerFrom } from '../shared/firstAnswer';
import { afterFirstScreenPainted, firstScreenReady, markFirstScreenPainted } from '../shared/firstScreen';

// When the app's code has run (a user-timing mark: the start-up journey checks what the entry asked for before it).
performance.mark('atrium:app-evaluated');

export interface StartAppOptions {
  readonly brand: BrandConfig;
  readonly locale: UiLocale;
  readonly platformLanguage: string;
  readonly client: ApiClient;
  /** The status call main.tsx started before this module loaded. */
  readonly earlyStatus: Promise<SystemStatus>;
}

/**
 * How long the first screen waits, once the status has answered, for the page's code and the home page's first
 * banner image: on a slow connection the frame paints after this with the page (or the banner's box) pending.
 */
const FIRST_SCREEN_WAIT_MS = 1000;

/** Fetches and decodes an image (nothing when there is none); a failure is the page's to show, not this wait's. */
function loadImage(url: string | undefined): Promise<void> {
  if (!url) return Promise.resolve();
  const image = new Image();
  image.src = url;
  return image.decode();
}

/** Tells shared/firstScreen once the first screen has been committed (an effect runs after the commit). */
function FirstScreenSignal({ largestImageUrl }: { readonly largestImageUrl?: string }) {
  useEffect(() => markFirstScreenPainted(largestImageUrl), [largestImageUrl]);
  return null;
}

/**
 * Renders the app, once (packages/app/README.md, "Start-up"): after the status, and once the landing page's code
 * and, on the home page, its first banner image (the largest paint) are in, FIRST_SCREEN_WAIT_MS more at most. What
 * that screen does not show (the navigation, footer and side menu, the entry popup's dialogs, the home screen below
 * its banner) is fetched after it has painted (shared/firstScreen.ts), so a phone's bandwidth goes to it first.
 */
export async function startApp({ brand, locale, platformLanguage, client, earlyStatus }: StartAppOptions) {
  const queryClient = createQueryClient();
  // The status query's first answer is the entry's call; a retry or a later refetch asks the platform again.
  void queryClient.prefetchQuery({
    ...systemStatusQueryOptions(client, platformLanguage),
    queryFn: firstAnswerFrom(earlyStatus, (signal) => getSystemStatus(client, signal)),
  });
  const wanted: Promise<unknown>[] = [...preloadPagesFor(window.location.pathname)];
  let firstBannerUrl: string | undefined;
  const route = findRoute(window.location.pathname);
  if (route?.layout.header) {
    // The announcements (the home page's banners and marquee, the entry popup) with the page's own audience facts
    // at start: a stored token means a member; a first login only ever starts in this visit.
    const isLoggedIn = readToken() !== null;
    const announcements = announcementsQueryOptions(client, platformLanguage, { isLoggedIn, isFirstLogin: false });
    const answered = queryClient
      .prefetchQuery(announcements)
      .then(() => queryClient.getQueryData(announcements.queryKey));
    // The entry popup's code, after the first paint, while this audience's popup may still open this session.
    if (!isAnnouncementPopupClosed(readAnnouncementMarker(), isLoggedIn)) {
      void afterFirstScreenPainted().then(() =>
        import('../features/announcements/AnnouncementDialogs').catch(() => undefined),
      );
    }
    if (route.purpose === 'home') {
      wanted.push(
        answered.then((data) => {
          firstBannerUrl = data?.banners.w_home[0]?.imageUrl;
          return loadImage(firstBannerUrl);
        }),
      );
    }
  }
  const i18n = await createI18n({ locale, resources: { en: { app: enApp } } });
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
  // The remembered choice of the side menu's theme switch, else the system preference, else the brand's default.
  const mode = startingColourMode(brand.theme.defaultMode);

  await firstScreenReady([earlyStatus], wanted, FIRST_SCREEN_WAIT_MS);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const reactRoot = createRoot(container, {
    // An error a boundary caught is on screen (the route's load error with retry, RouteErrorBoundary). A part of the
    // app that could not be fetched is the network's doing, and the browser has logged the failed request: a warning.
    // Anything else is a defect, logged as an error as React does by default.
    onCaughtError: (error, info) => {
      if (isChunkLoadError(error)) console.warn(error);
      else console.error(error, info.componentStack);
    },
  });
  // A transition, so React renders in slices of a few milliseconds instead of one long task; the static shell of
  // index.html stays on screen until the first commit.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Providers
          brand={brand}
          mode={mode}
          i18n={i18n}
          client={client}
          queryClient={queryClient}
          linkComponent={RouterLink}
        >
          <FirstScreenSignal largestImageUrl={firstBannerUrl} />
          <StartupGate platformLanguage={platformLanguage}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </StartupGate>
        </Providers>
      </StrictMode>,
    ),
  );
}
