import { lazy, Suspense } from 'react';
import { HomePageSkeleton } from '@atrium/ui';
import { useBrand } from '../../shared/brand';

/**
 * The screen's code (its queries, the launch and favourite hooks, the page and its cards) is fetched as soon as this
 * route module runs, in parallel with the rest of the start-up, and off the home critical path (scripts/budget.mjs);
 * until it arrives the page shows its skeleton in the same places, so nothing shifts.
 */
const screen = import('./HomeScreen');
const HomeScreen = lazy(() => screen.then((m) => ({ default: m.HomeScreen })));

/** Spec §2 Home page ('', /index, /index.html, /home). */
export function HomeRoute() {
  const brand = useBrand();
  return (
    <Suspense fallback={<HomePageSkeleton brandName={brand.name} />}>
      <HomeScreen />
    </Suspense>
  );
}
