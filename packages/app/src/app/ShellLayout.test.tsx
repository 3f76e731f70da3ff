import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getWalletBalance } from '@atrium/api/wallet';
import { COLOUR_MODE_STORAGE_KEY } from '@atrium/domain/preferences';
import { AuthProvider } from '../shared/auth/AuthProvider';
import { storeToken } from '../shared/session';
import { ShellLayout } from './ShellLayout';
import { setUpDemoServer } from '../test/demoServer';
import { renderApp } from '../test/renderApp';
import { demoClient, demoLogin } from '../test/signIn';

setUpDemoServer();

async function renderShell(path = '/') {
  const app = await renderApp(<h1>page</h1>, {
    path,
    layout: (
      <AuthProvider>
        <ShellLayout>
          <Outlet />
        </ShellLayout>
      </AuthProvider>
    ),
  });
  await screen.findByRole('heading', { name: 'page' });
  return app;
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
      const info = await demoLogin('member');
      storeToken(info.token);
      await renderShell();
      const wallet = await getWalletBalance(demoClient(info.token));
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
