import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  announcementsQueryOptions,
  getSystemStatus,
  systemStatusQueryOptions,
  type ApiClient,
  type SystemStatus,
} from '@atrium/api';
import { findRoute, isAnnouncementPopupClosed } from '@atrium/domain';
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

export interface StartAppOptions {
  readonly brand: BrandConfig;
  readonly locale: UiLocale;
  readonly platformLanguage: string;
  readonly client: ApiClient;
  /** The status call main.tsx started before this module loaded. */
  readonly earlyStatus: Promise<SystemStatus>;
}

/** Renders the app (loaded by main.tsx once the status call is under way). */
export async function startApp({ brand, locale, platformLanguage, client, earlyStatus }: StartAppOptions) {
  const queryClient = createQueryClient();
  // The status query's first answer is the early call; a retry or a later refetch asks the platform again.
  const statusOptions = systemStatusQueryOptions(client, platformLanguage);
  let early: Promise<SystemStatus> | null = earlyStatus;
  void queryClient.prefetchQuery({
    ...statusOptions,
    queryFn: ({ signal }) => {
      const answer = early ?? getSystemStatus(client, signal);
      early = null;
      return answer;
    },
  });
  // The announcements (the home page's banners and marquee, the entry popup) are asked for now, beside the status,
  // rather than once the page's code has arrived and rendered: the banner image, the home page's largest paint,
  // then starts one round trip earlier (docs/decisions/0006). Same audience facts as the page's own query at start:
  // a stored token means a member; a first login only ever starts in this visit.
  // When the answer has popups (the entry popup opens by itself, §4), the dialogs' code is fetched at once too, not
  // after the popup has been decided and rendered: on a lobby page the popup is the largest paint.
  // Session 5: when this audience's popup has not been closed in this session (so it opens if the answer has one),
  // the dialogs' code is fetched beside the call rather than after its answer: one round trip less before a lobby's
  // largest paint, at the cost of a small chunk for an audience whose answer turns out to have no popup.
  if (findRoute(window.location.pathname)?.layout.header) {
    const isLoggedIn = readToken() !== null;
    const announcements = announcementsQueryOptions(client, platformLanguage, { isLoggedIn, isFirstLogin: false });
    const loadDialogs = () => void import('../features/announcements/AnnouncementDialogs').catch(() => undefined);
    if (!isAnnouncementPopupClosed(readAnnouncementMarker(), isLoggedIn)) loadDialogs();
    void queryClient.prefetchQuery(announcements).then(() => {
      if (queryClient.getQueryData(announcements.queryKey)?.popups.length) loadDialogs();
    });
  }
  // Before i18n is ready, so the landing page's code (when not in the start-up chunk) starts loading now.
  preloadPagesFor(window.location.pathname);
  const direction = localeDirection(locale);
  const i18n = await createI18n({ locale, resources: { en: { app: enApp } } });
  const root = document.documentElement;
  root.lang = locale;
  root.dir = direction;
  // Dark-first; a light system preference is honoured (the remembered switch arrives with the side menu, issue 5).
  // The remembered choice of the side menu's theme switch, else the system preference, else the brand's default.
  const mode = startingColourMode(brand.theme.defaultMode);

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
