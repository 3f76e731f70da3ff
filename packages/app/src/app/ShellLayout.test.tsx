import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@atrium/api/client';
import { login } from '@atrium/api/session';
import { getWalletBalance } from '@atrium/api/wallet';
import { COLOUR_MODE_STORAGE_KEY } from '@atrium/domain/preferences';
import { createI18n } from '@atrium/ui/i18n';
import { loadBrandConfig } from '../config/brands';
import { AuthProvider } from '../shared/auth/AuthProvider';
import enApp from '../i18n/en/app.json';
import { readToken, storeToken } from '../shared/session';
import { createQueryClient, Providers } from './providers';
import { ShellLayout } from './ShellLayout';
import { setUpDemoServer } from '../test/demoServer';

const BASE = 'http://127.0.0.1:4173';
setUpDemoServer();

async function renderShell(path = '/') {
  const brand = loadBrandConfig({ VITE_API_BASE_URL: BASE } as ImportMetaEnv);
  const i18n = await createI18n({ locale: 'en', resources: { en: { app: enApp } } });
  const client = createApiClient({
    baseUrl: BASE,
    merchantCode: brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: () => readToken(),
    timeoutMs: 5_000,
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <ShellLayout>
              <Outlet />
            </ShellLayout>
          </AuthProvider>
        ),
        children: [{ path: '*', element: <h1>page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers brand={brand} mode="dark" i18n={i18n} client={client} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await screen.findByRole('heading', { name: 'page' });
  return { client, brand };
}

// Each test renders the whole frame against the demo platform: a few seconds on a loaded 2-core machine.
describe(
  '§2 the page frame in the app: header, top navigation, side menu, footer from real data',
  { timeout: 30_000 },
  () => {
    it('a guest sees log in and register (DIRECTREG3 on in the demo), the categories with vendors, and the footer licence', async () => {
      const { brand } = await renderShell();
      expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
      expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
      // The top navigation is its own chunk, loaded after the first screen: its first import in a test compiles it.
      const nav = await screen.findByRole('navigation', { name: /categor|game/i }, { timeout: 5_000 });
      expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(brand.licenceNumber))).toBeInTheDocument();
    });

    it('a member sees the wallet total balance with its currency symbol, not the guest buttons', async () => {
      const client = createApiClient({
        baseUrl: BASE,
        merchantCode: 'atriumdemo',
        getLanguage: () => 'EN',
        getToken: () => null,
      });
      const info = await login(client, {
        request: { type: 'username', username: 'member', password: 'Demo1234' },
        deviceId: 'test-device',
      });
      storeToken(info.token);
      await renderShell();
      const withToken = createApiClient({
        baseUrl: BASE,
        merchantCode: 'atriumdemo',
        getLanguage: () => 'EN',
        getToken: () => info.token,
      });
      const wallet = await getWalletBalance(withToken);
      const shown = (wallet.totalCents / 100).toLocaleString('en', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      const banner = await screen.findByRole('banner');
      await waitFor(() => expect(banner).toHaveTextContent(`${wallet.currencySymbol}${shown}`));
      expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    });

    it('the side menu theme switch flips the page mode at once and remembers it', async () => {
      await renderShell();
      expect(document.documentElement.dataset.mode).toBe('dark');
      const toggle = (await screen.findAllByRole('switch'))[0];
      if (!toggle) throw new Error('no theme switch');
      await userEvent.click(toggle);
      await waitFor(() => expect(document.documentElement.dataset.mode).toBe('light'));
      expect(localStorage.getItem(COLOUR_MODE_STORAGE_KEY)).toBe('light');
    });
  },
);
