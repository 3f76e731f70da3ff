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
