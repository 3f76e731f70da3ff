import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@atrium/ui/i18n';
import { ThemeRoot, defaultBrand } from '@atrium/ui/theme';
import { ChunkLoadTimeoutError } from '../../app/chunkTimeout';
import { RouteLoadError } from './RouteLoadError';

async function renderFailingRoute(failure: unknown, reload = vi.fn()) {
  const i18n = await createI18n({ locale: 'en' });
  const router = createMemoryRouter([
    {
      errorElement: <RouteLoadError reload={reload} />,
      children: [{ index: true, lazy: () => Promise.reject(failure) }],
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot brand={defaultBrand} mode="dark">
        <RouterProvider router={router} />
      </ThemeRoot>
    </I18nextProvider>,
  );
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
});
