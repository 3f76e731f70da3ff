import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createApiClient } from '@atrium/api/client';
import { login, loginFreePlay } from '@atrium/api/session';
import { createI18n } from '@atrium/ui/i18n';
import { loadBrandConfig } from '../config/brands';
import enApp from '../i18n/en/app.json';
import { createQueryClient, Providers } from '../app/providers';
import { readToken, storeToken } from '../shared/session';
import { AuthDialogHost } from '../features/auth/AuthDialogHost';
import { AuthProvider } from '../shared/auth/AuthProvider';
import { GameLaunchHost } from '../shared/games/GameLaunchHost';

/** The demo platform's address in unit tests (msw intercepts it). */
export const TEST_BASE = 'http://127.0.0.1:4173';

/** A client of the msw demo platform without a session, as the login dialog has before signing in. */
function guestClient() {
  return createApiClient({
    baseUrl: TEST_BASE,
    merchantCode: 'atriumdemo',
    getLanguage: () => 'EN',
    getToken: () => null,
  });
}

/** Logs a demo account in against the msw demo platform and stores its token, as the login dialog would. */
export async function signIn(username: string): Promise<void> {
  const info = await login(guestClient(), {
    request: { type: 'username', username, password: 'Demo1234' },
    deviceId: 'test-device',
  });
  storeToken(info.token);
}

/** Starts a free-play (trial) session against the msw demo platform and stores its token, as the login dialog would. */
export async function startTrial(): Promise<void> {
  const info = await loginFreePlay(guestClient(), { deviceId: 'test-device', os: 'Linux' });
  storeToken(info.token);
}

/** The accessible name of the current address, for tests (not user-visible text). */
export const ADDRESS_OUTPUT = 'address';

function Where() {
  const location = useLocation();
  return <output aria-label={ADDRESS_OUTPUT}>{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` in the app's providers, the session layer with the auth dialogs and the launch host, on a memory router. */
export async function renderWithLaunch(ui: ReactNode, { path = '/' }: { readonly path?: string } = {}) {
  const brand = loadBrandConfig({ VITE_API_BASE_URL: TEST_BASE } as ImportMetaEnv);
  const i18n = await createI18n({ locale: 'en', resources: { en: { app: enApp } } });
  const client = createApiClient({
    baseUrl: TEST_BASE,
    merchantCode: brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: () => readToken(),
    timeoutMs: 5_000,
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider dialogHost={AuthDialogHost}>
            <Where />
            <Outlet />
            <GameLaunchHost />
          </AuthProvider>
        ),
        children: [{ path: '*', element: ui }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers brand={brand} mode="dark" i18n={i18n} client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return {
    queryClient,
    router,
    address: () => screen.getByRole('status', { name: ADDRESS_OUTPUT, hidden: true }).textContent ?? '',
  };
}
