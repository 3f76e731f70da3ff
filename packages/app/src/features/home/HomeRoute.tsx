import { createElement } from 'react';
import { findRoute } from '@atrium/domain';
import { HomePageSkeleton, useLazyComponent } from '@atrium/ui';
import { useBrand } from '../../shared/brand';
import type { HomeScreen as HomeScreenComponent } from './HomeScreen';

type HomeScreenType = typeof HomeScreenComponent;

/**
 * The screen's code (its queries, the launch and favourite hooks, the page and its cards) is fetched as soon as this
 * route module runs, in parallel with the rest of the start-up, and off the home critical path (scripts/budget.mjs).
 * Until it arrives the page shows its skeleton in the same places, so nothing shifts; if it cannot be fetched
 * (offline) the skeleton stays and the fetch is tried again when the connection is back.
 */
// Only when the visit starts on the home page: this module travels in the start-up chunk (vite.config.ts), so it runs
// on every route, and a lobby's own code should not queue behind the home screen's.
let firstLoad: Promise<HomeScreenType> | null =
  findRoute(window.location.pathname)?.purpose === 'home' ? import('./HomeScreen').then((m) => m.HomeScreen) : null;
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
  // createElement: the component is a module's export fetched later, the same one on every render.
  return HomeScreen ? createElement(HomeScreen) : <HomePageSkeleton brandName={brand.name} />;
}
