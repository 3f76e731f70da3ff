import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createApiClient, type ApiClient } from '@atrium/api/client';
import { DEMO_ORIGIN } from '@atrium/api/demo';
import { createI18n } from '@atrium/ui/i18n';
import { loadBrandConfig, type BrandConfig } from '../config/brands';
import enApp from '../i18n/en/app.json';
import { createQueryClient, Providers, type ProvidersProps } from '../app/providers';
import { readToken } from '../shared/session';
import { AuthDialogHost } from '../features/auth/AuthDialogHost';
import { AuthProvider } from '../shared/auth/AuthProvider';
import { GameLaunchHost } from '../shared/games/GameLaunchHost';
export { signIn, startTrial } from './signIn';

/** What the app's start (app/start.tsx) builds for the providers, pointed at the msw demo platform. */
export interface TestApp {
  readonly brand: BrandConfig;
  readonly i18n: Awaited<ReturnType<typeof createI18n>>;
  readonly client: ApiClient;
  readonly queryClient: ReturnType<typeof createQueryClient>;
}

export interface TestAppOptions {
  readonly locale?: string;
  /** The client's time limit per call, read at each call (a browser's is 15 s; a test waits less for a fault). */
  readonly timeoutMs?: number | (() => number);
  /** An i18n instance to reuse (the route sweep keeps one: the language never changes in it). */
  readonly i18n?: TestApp['i18n'];
}

/** The brand, English and the page's locale, a client sending the stored token, and a fresh query cache. */
export async function createTestApp({
  locale = 'en',
  timeoutMs = 5_000,
  ...options
}: TestAppOptions = {}): Promise<TestApp> {
  const brand = loadBrandConfig({ VITE_API_BASE_URL: DEMO_ORIGIN } as ImportMetaEnv);
  const i18n = options.i18n ?? (await createI18n({ locale, resources: { en: { app: enApp } } }));
  const client = createApiClient({
    baseUrl: DEMO_ORIGIN,
    merchantCode: brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: () => readToken(),
    get timeoutMs() {
      return typeof timeoutMs === 'function' ? timeoutMs() : timeoutMs;
    },
  });
  return { brand, i18n, client, queryClient: createQueryClient() };
}

/** The app's providers (dark mode) around `children`. */
export function TestProviders({
  app,
  ...props
}: Omit<ProvidersProps, keyof TestApp | 'mode'> & { readonly app: TestApp }) {
  return <Providers {...app} mode="dark" {...props} />;
}

/** Renders app containers with the real providers and no router. */
export async function renderWithProviders(ui: ReactNode, options: TestAppOptions = {}) {
  const app = await createTestApp(options);
  return { ...app, ...render(<TestProviders app={app}>{ui}</TestProviders>) };
}

export interface RenderAppOptions extends TestAppOptions {
  /** The memory router's first address. */
  readonly path?: string;
  /** The layout route around the page, holding an `<Outlet />` where it goes; it may use the app (its client). */
  readonly layout?: ReactNode | ((app: TestApp) => ReactNode);
  /** The layout's child routes, instead of the page at every address. */
  readonly routes?: RouteObject[];
  /**
   * The session layer around the layout, with the auth dialogs and the game launch host, as the app's frame has them:
   * for a page that signs in, opens the login popup or launches a game.
   */
  readonly withSession?: boolean;
}

/** The accessible name of the current address, for tests (not user-visible text). */
export const ADDRESS_OUTPUT = 'address';

function Where() {
  const location = useLocation();
  return <output aria-label={ADDRESS_OUTPUT}>{`${location.pathname}${location.search}`}</output>;
}

/**
 * The one way app tests render: `page` (or `routes`) inside `layout` on a memory router at `path`, in the app's
 * providers against the msw demo platform. Returns the app's parts, the router, and the address as the app sees it.
 */
export async function renderApp(
  page: ReactNode,
  { path = '/', layout, routes, withSession = false, ...options }: RenderAppOptions = {},
) {
  const app = await createTestApp(options);
  const inner = typeof layout === 'function' ? layout(app) : (layout ?? <Outlet />);
  const element = withSession ? (
    <AuthProvider dialogHost={AuthDialogHost}>
      {inner}
      <GameLaunchHost />
    </AuthProvider>
  ) : (
    inner
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Where />
            {element}
          </>
        ),
        children: routes ?? [{ path: '*', element: page }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestProviders app={app}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return {
    ...view,
    ...app,
    router,
    address: () => screen.getByRole('status', { name: ADDRESS_OUTPUT, hidden: true }).textContent ?? '',
  };
}
