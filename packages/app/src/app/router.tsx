import { forwardRef } from 'react';
import { createBrowserRouter, Link, Navigate, type RouteObject } from 'react-router';
import type { LinkComponentProps } from '@atrium/ui';
import { AuthRoot } from '../features/auth/AuthRoot';
import { ConnectivityNotice } from '../features/system/ConnectivityNotice';
import { RouteLoadError } from '../features/system/RouteLoadError';
import { withChunkTimeouts } from './chunkTimeout';
import { RootLayout } from './RootLayout';

/** The route table (spec §2 Routes). Home for now; each later feature adds its lazy route module here. */
export const routes: RouteObject[] = [
  {
    // The session layer (issue 7) wraps every route, the agent view included; it navigates, so it sits in the router.
    element: (
      <>
        <ConnectivityNotice />
        <AuthRoot />
      </>
    ),
    // A lazy route whose chunk fails or takes over 120 s (§8, §9), or a route that breaks: the load error, with retry.
    errorElement: <RouteLoadError />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/HomeRoute')).HomeRoute }) },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/LoginEntryRoute')).LoginEntryRoute }),
          },
          {
            path: 'register',
            lazy: async () => {
              const [{ HomeRoute }, { RegisterEntry }] = await Promise.all([
                import('../features/home/HomeRoute'),
                import('../features/auth/RegisterEntry'),
              ]);
              return {
                Component: () => (
                  <>
                    <HomeRoute />
                    <RegisterEntry />
                  </>
                ),
              };
            },
          },
          {
            // §2 /help (optional #term): the help popup over the home page; closing it goes back to /.
            path: 'help',
            lazy: async () => {
              const [{ HomeRoute }, { HelpEntry }] = await Promise.all([
                import('../features/home/HomeRoute'),
                import('../features/announcements/HelpEntry'),
              ]);
              return {
                Component: () => (
                  <>
                    <HomeRoute />
                    <HelpEntry />
                  </>
                ),
              };
            },
          },
          {
            path: 'helpmc',
            lazy: async () => ({
              Component: (await import('../features/announcements/HelpCentreRoute')).HelpCentreRoute,
            }),
          },
          {
            path: 'member',
            lazy: async () => ({ Component: (await import('../features/member/MemberRoute')).MemberRoute }),
          },
          // Game launch and game centres (issue 8, H2).
          {
            path: 'seamless',
            lazy: async () => ({ Component: (await import('../features/games/SeamlessRoute')).SeamlessRoute }),
          },
          {
            path: 'lott',
            lazy: async () => ({ Component: (await import('../features/games/GameCentreRoute')).LottCentreRoute }),
          },
          {
            path: 'elott',
            lazy: async () => ({ Component: (await import('../features/games/GameCentreRoute')).ELottCentreRoute }),
          },
          {
            path: 'sports',
            lazy: async () => ({ Component: (await import('../features/games/GameCentreRoute')).SportsCentreRoute }),
          },
          {
            path: 'esports',
            lazy: async () => ({ Component: (await import('../features/games/GameCentreRoute')).ESportsCentreRoute }),
          },
          // §2 game lobbies and the account games pages (issue 8, H3)
          ...(['live', 'fish', 'rng', 'pvp'] as const).map((path) => ({
            path,
            lazy: async () => {
              const { LobbyRoute } = await import('../features/lobby/LobbyRoute');
              const category = path.toUpperCase() as 'LIVE' | 'FISH' | 'RNG' | 'PVP';
              return { Component: () => <LobbyRoute key={category} category={category} /> };
            },
          })),
          {
            path: 'favorite',
            lazy: async () => {
              const { AccountGamesRoute } = await import('../features/lobby/AccountGamesRoute');
              return { Component: () => <AccountGamesRoute kind="favourites" /> };
            },
          },
          {
            path: 'recent',
            lazy: async () => {
              const { AccountGamesRoute } = await import('../features/lobby/AccountGamesRoute');
              return { Component: () => <AccountGamesRoute kind="recent" /> };
            },
          },
          // §2 lottery pages (H5): one lazy module for the three; the route guard (RootLayout) sends a guest to /login.
          ...['lottery', 'seaLottery', 'vnLottery'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('../features/lottery/LotteryRoute')).LotteryRoute }),
          })),
          { path: 'index', element: <Navigate to="/" replace /> },
          { path: 'index.html', element: <Navigate to="/" replace /> },
          { path: 'home', element: <Navigate to="/" replace /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
      {
        path: 'agent',
        lazy: async () => ({ Component: (await import('../features/agent/AgentLandingRoute')).AgentLandingRoute }),
      },
      {
        path: 'agentHome',
        lazy: async () => ({ Component: (await import('../features/agent/AgentHomeRoute')).AgentHomeRoute }),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(withChunkTimeouts(routes));
}

/** ui's links navigate through the router (packages/ui/src/navigation/LinkProvider.tsx). */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  return <Link ref={ref} to={href} {...rest} />;
});
