import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@atrium/ui/i18n';
import { ThemeRoot, defaultBrand } from '@atrium/ui/theme';
import { ChunkLoadTimeoutError } from '../../shared/lazy/chunkTimeout';
import { lazyPage } from '../../shared/lazy/lazyPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The browser's back button, outside the boundary. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

async function renderFailingRoute(failure: unknown, reload = vi.fn()) {
  const i18n = await createI18n({ locale: 'en' });
  const Page = lazyPage(() => Promise.reject(failure));
  // Inside an awaited act: React 19 resumes a suspended render only then (in the browser it does by itself).
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeRoot brand={defaultBrand} mode="dark">
          <MemoryRouter initialEntries={['/rng']}>
            <BackButton />
            <RouteErrorBoundary reload={reload}>
              <Suspense fallback={null}>
                <Page />
              </Suspense>
            </RouteErrorBoundary>
          </MemoryRouter>
        </ThemeRoot>
      </I18nextProvider>,
      { onCaughtError: () => undefined },
    );
  });
  return reload;
}

describe('§8 a lazy route that cannot be loaded shows the load error with retry', () => {
  it('a chunk that took longer than 120 s: the time-out message, and retry loads the page afresh', async () => {
    const reload = await renderFailingRoute(new ChunkLoadTimeoutError(120_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('The page took longer than usual to load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk whose fetch failed: the network message', async () => {
    await renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The network link is abnormal');
  });

  it('§2 Other screens: the load error tells the player to try a mirror site (the mirror-site list)', async () => {
    await renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByRole('link', { name: 'Main site not loading? Try a mirror site.' })).toHaveAttribute(
      'href',
      '/mirrors',
    );
  });

  it('a page that broke while rendering: the general message, never a blank page', async () => {
    await renderFailingRoute(new Error('Cannot read properties of undefined'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error.');
  });

  it('going to another address (back) clears the error', async () => {
    const i18n = await createI18n({ locale: 'en' });
    function BreaksOnLobby() {
      if (useLocation().pathname === '/rng') throw new Error('broken lobby');
      return <p>Home page</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeRoot brand={defaultBrand} mode="dark">
          <MemoryRouter initialEntries={['/', '/rng']} initialIndex={1}>
            <BackButton />
            <RouteErrorBoundary reload={vi.fn()}>
              <BreaksOnLobby />
            </RouteErrorBoundary>
          </MemoryRouter>
        </ThemeRoot>
      </I18nextProvider>,
      { onCaughtError: () => undefined },
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
