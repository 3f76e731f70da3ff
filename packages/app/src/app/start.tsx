import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { type ApiClient } from '@atrium/api/client';
import { getSystemStatus, systemStatusQueryOptions, type SystemStatus } from '@atrium/api/system';
import { announcementsQueryOptions, getAnnouncements, type Announcements } from '@atrium/api/announcements';
import { isAnnouncementPopupClosed, type AnnouncementAudienceFacts } from '@atrium/domain/announcements';
import { findRoute } from '@atrium/domain/routes';
import { createI18n, localeDirection, PSEUDO_LOCALE, type UiLocale } from '@atrium/ui/i18n';
import type { BrandConfig } from '../config/brands';
import { readAnnouncementMarker } from '../features/announcements/useEntryPopup';
import { StartupGate } from '../features/system/StartupGate';
import enApp from '../i18n/en/app.json';
import { isChunkLoadError } from '../shared/lazy/chunkTimeout';
import { createQueryClient, Providers } from './providers';
import { AppRoutes, preloadPagesFor, RouterLink } from './router';
import { startingColourMode } from '../shared/colourMode';
import { readToken } from '../shared/session';
import { firstAnswerFrom } from '../shared/firstAnswer';
import { afterFirstScreenPainted, firstScreenReady, markFirstScreenPainted } from '../shared/firstScreen';

// When the app's code has run (a user-timing mark: the start-up journey checks what the entry asked for before it).
performance.mark('atrium:app-evaluated');

/** The announcements call main.tsx started before the app loaded, with the audience it asked for. */
export interface EarlyAnnouncements {
  readonly facts: AnnouncementAudienceFacts;
  readonly answer: Promise<Announcements>;
}

export interface StartAppOptions {
  readonly brand: BrandConfig;
  readonly locale: UiLocale;
  readonly platformLanguage: string;
  readonly client: ApiClient;
  /** The status call main.tsx started before this module loaded. */
  readonly earlyStatus: Promise<SystemStatus>;
  /** The announcements call main.tsx started beside it, on a page with the header. */
  readonly earlyAnnouncements?: EarlyAnnouncements | null;
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
 * The text's language: the chosen one, or in a development build the pseudo-locale when the address has `?pseudo`
 * (docs/conventions.md "i18n"), to see untranslated, cut and overflowing text in the running app.
 */
function textLocale(locale: UiLocale): string {
  return import.meta.env.DEV && new URLSearchParams(window.location.search).has('pseudo') ? PSEUDO_LOCALE : locale;
}

/** Renders the app (loaded by main.tsx once the status call is under way). */
export async function startApp({
  brand,
  locale,
  platformLanguage,
  client,
  earlyStatus,
  earlyAnnouncements = null,
}: StartAppOptions) {
  const queryClient = createQueryClient();
  // The lite app (docs/decisions/0013-lite-app.md): with no connection the last known public pages show at once;
  // otherwise its part (the service worker, the update notice) is fetched after the first screen, off its path.
  const liteApp = () => import('../shared/pwa/liteApp');
  if (!navigator.onLine)
    await liteApp().then(
      (lite) => lite.startOffline(queryClient),
      () => null,
    );
  // The status query's first answer is the early call; a retry or a later refetch asks the platform again.
  void queryClient.prefetchQuery({
    ...systemStatusQueryOptions(client, platformLanguage),
    queryFn: firstAnswerFrom(earlyStatus, (signal) => getSystemStatus(client, signal)),
  });
  // The announcements (the home page's banners and marquee, the entry popup) are asked for now, beside the status,
  // rather than once the page's code has arrived and rendered (docs/decisions/0006). Same audience facts as the
  // page's own query at start: a stored token means a member; a first login only ever starts in this visit.
  // The first screen is committed once, whole: after the status (the start-up gate shows nothing else
  // before it), then once the page's code has arrived and, on the home page, its first banner image (the largest
  // paint) is in memory, or FIRST_SCREEN_WAIT_MS later at most (the frame then paints with the page pending, as a
  // slow connection has it). What that screen does not show (the entry popup's dialogs, the navigation, footer and
  // side menu) is fetched after it has painted (shared/firstScreen.ts), so a phone's bandwidth goes to it first.
  const required: Promise<unknown>[] = [earlyStatus];
  const wanted: Promise<unknown>[] = [];
  /** The home page's first banner, when its answer came before the first commit: that screen's largest paint. */
  let firstBannerUrl: string | undefined;
  const route = findRoute(window.location.pathname);
  if (route?.layout.header) {
    const isLoggedIn = readToken() !== null;
    const facts = { isLoggedIn, isFirstLogin: false };
    const announcements = announcementsQueryOptions(client, platformLanguage, facts);
    // The query's first answer is the entry's call when it asked for this audience; a retry asks the platform again.
    const early = earlyAnnouncements?.facts.isLoggedIn === isLoggedIn ? earlyAnnouncements.answer : null;
    const loadDialogs = () => void import('../features/announcements/AnnouncementDialogs').catch(() => undefined);
    // When this audience's popup has not been closed in this session it opens if the answer has one: its code is
    // fetched right after the first paint rather than after the answer.
    if (!isAnnouncementPopupClosed(readAnnouncementMarker(), isLoggedIn))
      void afterFirstScreenPainted().then(loadDialogs);
    const answered = queryClient
      .prefetchQuery({
        ...announcements,
        queryFn: firstAnswerFrom(early, (signal) => getAnnouncements(client, facts, signal)),
      })
      .then(() => queryClient.getQueryData(announcements.queryKey));
    void answered.then((data) => {
      if (data?.popups.length) void afterFirstScreenPainted().then(loadDialogs);
    });
    if (route.purpose === 'home') {
      wanted.push(
        answered.then((data) => {
          firstBannerUrl = data?.banners.w_home[0]?.imageUrl;
          return loadImage(firstBannerUrl);
        }),
      );
    }
  }
  // Before i18n is ready, so the landing page's code (when not in the start-up chunk) starts loading now.
  wanted.push(...preloadPagesFor(window.location.pathname));
  const direction = localeDirection(locale);
  // The app's own titles in another language come in their own small chunk, fetched beside i18n's start.
  const appText = locale === 'en' ? null : import('../i18n/appCatalog');
  const i18n = await createI18n({ locale: textLocale(locale), resources: { en: { app: enApp } } });
  // A title chunk that fails to arrive leaves the titles in English; it never stops the start.
  await appText?.then(({ loadAppLocale }) => loadAppLocale(i18n, locale)).catch(() => undefined);
  const root = document.documentElement;
  root.lang = locale;
  root.dir = direction;
  // The remembered choice of the side menu's theme switch, else the system preference, else the brand's default.
  const mode = startingColourMode(brand.theme.defaultMode);

  if (!import.meta.env.DEV) {
    void afterFirstScreenPainted()
      .then(liteApp)
      .then((lite) => lite.startLiteApp({ queryClient }))
      .catch(() => null);
  }

  await firstScreenReady(required, wanted, FIRST_SCREEN_WAIT_MS);
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
  // A transition, so React renders in slices of a few milliseconds instead of one long task (Total Blocking Time
  // on a slow phone); the static shell of index.html stays on screen until the first commit.
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
