import { forwardRef } from 'react';
import { createBrowserRouter, Link, Navigate, type RouteObject } from 'react-router';
import type { LinkComponentProps } from '@atrium/ui';
import { RootLayout } from './RootLayout';

/** The route table (spec §2 Routes). Home for now; each later feature adds its lazy route module here. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/home/HomeRoute')).HomeRoute }) },
      { path: 'index', element: <Navigate to="/" replace /> },
      { path: 'index.html', element: <Navigate to="/" replace /> },
      { path: 'home', element: <Navigate to="/" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/** ui's links navigate through the router (packages/ui/src/navigation/LinkProvider.tsx). */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  return <Link ref={ref} to={href} {...rest} />;
});
