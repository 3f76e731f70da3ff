import { useQuery } from '@tanstack/react-query';
import { createElement, useMemo } from 'react';
import { announcementsQueryOptions } from '@atrium/api/announcements';
import { findRoute } from '@atrium/domain/routes';
import { HomePageSkeleton, useLazyComponent } from '@atrium/ui/home';
import { useSession } from '../../shared/auth/useSession';
import { useApiClient } from '../../shared/apiClient';
import { afterFirstScreenPainted } from '../../shared/firstScreen';
import { useBrand } from '../../shared/brand';
import { useLanguage } from '../../shared/language';
import type { HomeScreen as HomeScreenComponent } from './HomeScreen';

type HomeScreenType = typeof HomeScreenComponent;

/**
 * The screen's code (its queries, the launch and favourite hooks, the page and its cards) is fetched once the first
 * screen (the frame, this skeleton and the first banner) has painted, off the home critical path (scripts/budget.mjs)
 * and after what that paint needs (shared/firstScreen.ts).
 * Until it arrives the page shows its skeleton in the same places, so nothing shifts; if it cannot be fetched
 * (offline) the skeleton stays and the fetch is tried again when the connection is back.
 */
// Only when the visit starts on the home page: this module travels in the start-up chunk (vite.config.ts), so it runs
// on every route, and a lobby's own code should not queue behind the home screen's.
let firstLoad: Promise<HomeScreenType> | null =
  findRoute(window.location.pathname)?.purpose === 'home'
    ? afterFirstScreenPainted().then(() => import('./HomeScreen').then((m) => m.HomeScreen))
    : null;
firstLoad?.catch(() => undefined);

function loadScreen(): Promise<HomeScreenType> {
  const load = firstLoad ?? import('./HomeScreen').then((m) => m.HomeScreen);
  firstLoad = null;
  return load;
}

/** Spec §2 Home page ('', /index, /index.html, /home). */
export function HomeRoute() {
  const brand = useBrand();
  const HomeScreen = useLazyComponent(loadScreen);
  const bannerSlides = useFirstBanners(HomeScreen === null);
  // createElement: the component is a module's export fetched later, the same one on every render.
  return HomeScreen ? (
    createElement(HomeScreen)
  ) : (
    <HomePageSkeleton brandName={brand.name} bannerSlides={bannerSlides} />
  );
}

/**
 * The home banners, for the skeleton, while the screen's code is on its way: the announcements are asked for at start
 * (start.tsx) and usually answer before that code has arrived and rendered, so the banner (the page's largest paint)
 * shows without waiting for it (docs/decisions/0006). The same query as the screen's (same audience facts),
 * so no second call.
 */
function useFirstBanners(isWaiting: boolean) {
  const client = useApiClient();
  const session = useSession();
  const { platformLanguage } = useLanguage();
  const announcements = useQuery({
    ...announcementsQueryOptions(client, platformLanguage, { isLoggedIn: session.isLoggedIn, isFirstLogin: false }),
    enabled: isWaiting,
    // Once the screen is here it has its own subscription: this one no longer re-renders the route.
    notifyOnChangeProps: isWaiting ? undefined : [],
  });
  const banners = announcements.data?.banners.w_home;
  return useMemo(() => banners?.map(({ id, imageUrl }) => ({ id, imageUrl })), [banners]);
}
