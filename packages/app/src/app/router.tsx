import { forwardRef, Suspense, useContext } from 'react';
import {
  Link,
  matchRoutes,
  Navigate,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { PagePending } from '@atrium/ui/layout';
import type { LinkComponentProps } from '@atrium/ui/navigation';
import { AuthLayout } from '../features/auth/AuthLayout';
import { ConnectivityNoticeContainer } from '../features/system/ConnectivityNoticeContainer';
import { RouteErrorBoundary } from '../features/system/RouteErrorBoundary';
import { lazyPage } from '../shared/lazy/lazyPage';
import { RootLayout } from './RootLayout';
import { agentOverlayBackground, memberOverlayBackground, OverlayLocationContext } from '../shared/memberOverlay';

// Each page in its own chunk (lazyPage: fetched when first shown, raced against the 120 s limit of §8/§9).
const HomePage = lazyPage(async () => (await import('../features/home/HomeRoute')).HomeRoute);
const LoginEntryPage = lazyPage(async () => (await import('../features/auth/LoginEntryRoute')).LoginEntryRoute);
const RegisterEntryPage = lazyPage(
  async () => (await import('../features/auth/RegisterEntryRoute')).RegisterEntryRoute,
);
const HelpEntryPage = lazyPage(async () => (await import('../features/announcements/HelpEntryRoute')).HelpEntryRoute);
const HelpCentrePage = lazyPage(
  async () => (await import('../features/announcements/HelpCentreRoute')).HelpCentreRoute,
);
const MemberPage = lazyPage(async () => (await import('../features/member/MemberRoute')).MemberRoute);
const SeamlessPage = lazyPage(async () => (await import('../features/games/SeamlessRoute')).SeamlessRoute);
const LottCentrePage = lazyPage(async () => (await import('../features/games/GameCentreRoute')).LottCentreRoute);
const ELottCentrePage = lazyPage(async () => (await import('../features/games/GameCentreRoute')).ELottCentreRoute);
const SportsCentrePage = lazyPage(async () => (await import('../features/games/GameCentreRoute')).SportsCentreRoute);
const ESportsCentrePage = lazyPage(async () => (await import('../features/games/GameCentreRoute')).ESportsCentreRoute);
const LobbyPage = lazyPage(async () => (await import('../features/lobby/LobbyRoute')).LobbyRoute);
const AccountGamesPage = lazyPage(async () => (await import('../features/lobby/AccountGamesRoute')).AccountGamesRoute);
const LotteryPage = lazyPage(async () => (await import('../features/lottery/LotteryRoute')).LotteryRoute);
const AgentLandingPage = lazyPage(async () => (await import('../features/agent/AgentLandingRoute')).AgentLandingRoute);
const AgentHomePage = lazyPage(async () => (await import('../features/agent/AgentHomeRoute')).AgentHomeRoute);
const PromotionsPage = lazyPage(async () => (await import('../features/promotions/PromotionsRoute')).PromotionsRoute);
// The secondary pages share one lazy route table (MoreRoute.tsx): each costs the start-up chunk its path.
const MorePage = lazyPage(async () => (await import('./MoreRoute')).MoreRoute);
const MORE_PATHS = [
  'pointMall',
  'task',
  'streamView',
  'download',
  'mirrors',
  'feedback',
  'news',
  'blog',
  'winners',
  'guide',
  'creditReport',
];

/** What a route's `handle` carries: the lazy pages its element shows, so start.tsx can fetch them before rendering. */
interface RouteHandle {
  readonly pages: readonly { preload(): Promise<unknown> }[];
}

const pages = (...list: RouteHandle['pages']): RouteHandle => ({ pages: list });

/** The route table (spec §2 Routes). Each feature adds its lazy page here. */
export const routes: RouteObject[] = [
  {
    // The session layer wraps every route, the agent view included; it navigates, so it sits in the router.
    element: (
      <>
        <ConnectivityNoticeContainer />
        <AuthLayout />
      </>
    ),
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: <HomePage />, handle: pages(HomePage) },
          { path: 'login', element: <LoginEntryPage />, handle: pages(LoginEntryPage) },
          {
            path: 'register',
            element: (
              <>
                <HomePage />
                <RegisterEntryPage />
              </>
            ),
            handle: pages(HomePage, RegisterEntryPage),
          },
          {
            // §2 /help (optional #term): the help popup over the home page; closing it goes back to /.
            path: 'help',
            element: (
              <>
                <HomePage />
                <HelpEntryPage />
              </>
            ),
            handle: pages(HomePage, HelpEntryPage),
          },
          { path: 'helpmc', element: <HelpCentrePage />, handle: pages(HelpCentrePage) },
          { path: 'member', element: <MemberPage />, handle: pages(MemberPage) },
          { path: 'promotions', element: <PromotionsPage />, handle: pages(PromotionsPage) },
          // §2 /pointMall, /task, /streamView, /download and the other screens (the mirror-site list, feedback…);
          // the guards are the route table's (RootLayout: a guest on /streamView gets the login popup, /task goes
          // home where the task resource is missing).
          ...MORE_PATHS.map((path) => ({ path, element: <MorePage />, handle: pages(MorePage) })),
          // §2 game launch in place and the game centres.
          { path: 'seamless', element: <SeamlessPage />, handle: pages(SeamlessPage) },
          { path: 'lott', element: <LottCentrePage />, handle: pages(LottCentrePage) },
          { path: 'elott', element: <ELottCentrePage />, handle: pages(ELottCentrePage) },
          { path: 'sports', element: <SportsCentrePage />, handle: pages(SportsCentrePage) },
          { path: 'esports', element: <ESportsCentrePage />, handle: pages(ESportsCentrePage) },
          // §2 game lobbies and the account games pages.
          ...(['LIVE', 'FISH', 'RNG', 'PVP'] as const).map((category) => ({
            path: category.toLowerCase(),
            element: <LobbyPage key={category} category={category} />,
            handle: pages(LobbyPage),
          })),
          { path: 'favorite', element: <AccountGamesPage kind="favourites" />, handle: pages(AccountGamesPage) },
          { path: 'recent', element: <AccountGamesPage kind="recent" />, handle: pages(AccountGamesPage) },
          // §2 lottery pages: one lazy page for the three; the route guard (RootLayout) sends a guest to /login.
          ...['lottery', 'seaLottery', 'vnLottery'].map((path) => ({
            path,
            element: <LotteryPage />,
            handle: pages(LotteryPage),
          })),
          { path: 'index', element: <Navigate to="/" replace /> },
          { path: 'index.html', element: <Navigate to="/" replace /> },
          { path: 'home', element: <Navigate to="/" replace /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
      { path: 'agent', element: <AgentLandingPage />, handle: pages(AgentLandingPage) },
      { path: 'agentHome', element: <AgentHomePage />, handle: pages(AgentHomePage) },
    ],
  },
];

/**
 * Starts fetching the code of the pages an address shows (start.tsx, before the first render waits for i18n): the
 * landing page then renders in the first pass instead of suspending.
 */
export function preloadPagesFor(pathname: string): Promise<unknown>[] {
  const loads: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    for (const page of (match.route.handle as RouteHandle | undefined)?.pages ?? []) {
      const load = page.preload();
      load.catch(() => undefined);
      loads.push(load);
    }
  }
  return loads;
}

/**
 * The app's routes, declarative (docs/decisions/0008-declarative-routes.md): the router navigates in a
 * transition, so a page whose code is still on its way keeps the previous page on screen; on the first load the
 * frame paints at once with the page's slot pending (RootLayout). Any route that fails shows the load error.
 */
export function AppRoutes() {
  const location = useLocation();
  // The member or agent centre opened as an overlay: the routes render the page behind it, and the overlay
  // (RootLayout's host) reads the address itself from the context.
  const background = memberOverlayBackground(location) ?? agentOverlayBackground(location);
  // The page behind keeps its own location (its key included), so its routes render as they were, without a new load.
  const element = useRoutes(
    routes,
    background ? { ...background, state: null, key: background.key ?? 'default' } : undefined,
  );
  // With a location of its own, useRoutes wraps the routes in a location provider; without one it does not. The
  // routes sit under the same provider either way (the router's own location when no overlay is open), so opening
  // or closing an overlay keeps the page behind mounted as it was (its state, its focus, its scroll), not rebuilt.
  const locationContext = useContext(LocationContext);
  const page = background ? (
    element
  ) : (
    <LocationContext.Provider value={locationContext}>{element}</LocationContext.Provider>
  );
  return (
    <RouteErrorBoundary>
      <OverlayLocationContext.Provider value={background ? location : null}>
        <Suspense fallback={<PagePending />}>{page}</Suspense>
      </OverlayLocationContext.Provider>
    </RouteErrorBoundary>
  );
}

/** ui's links navigate through the router (packages/ui/src/navigation/LinkProvider.tsx). */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  return <Link ref={ref} to={href} {...rest} />;
});
