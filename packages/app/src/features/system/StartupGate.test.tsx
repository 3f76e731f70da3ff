import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { SUPPORT_WINDOW_FEATURES } from '../../shared/openSupport';
import { StartupGate } from './StartupGate';
import { setUpDemoServer } from '../../test/demoServer';

const NOW = Date.UTC(2026, 10, 23, 9, 30);
const { platform } = setUpDemoServer({
  platform: { now: () => NOW },
  onUnhandledRequest: 'error',
  afterEach: () => platform.setScenario({ system: 'normal' }),
});

function gate() {
  return renderWithProviders(
    <StartupGate platformLanguage="EN" now={() => NOW}>
      <p>the app</p>
    </StartupGate>,
  );
}

describe('§4 System status at start: the start-up gate against the demo platform', () => {
  it('0 normal: shows the app once the status arrives, after a loading state', async () => {
    await gate();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('1 maintenance: the maintenance page with the end time, not the app', async () => {
    platform.setScenario({ system: 'maintenance' });
    await gate();
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText(/Expected to be back by/)).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(document.title).toBe('Maintenance · Atrium Demo');
  });

  it('2 region restricted: the blocked page with the visitor IP', async () => {
    platform.setScenario({ system: 'region-blocked' });
    await gate();
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText(`Your IP address: ${platform.system.visitorIp}`)).toBeInTheDocument();
  });

  it('customer service opens the decoded link in a 440×750 window without an opener (§9)', async () => {
    platform.setScenario({ system: 'region-blocked' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await gate();
    await userEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith('/__demo/support', 'atrium-support', SUPPORT_WINDOW_FEATURES);
    open.mockRestore();
  });

  it('a failing platform shows the load error; retry recovers once the platform is back', async () => {
    platform.setScenario({ system: 'failing' });
    await gate();
    const alert = await screen.findByRole('alert', {}, { timeout: 4_000 });
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    platform.setScenario({ system: 'normal' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('a malformed status is a load error with retry, never a crash or a blank page', async () => {
    platform.setScenario({ system: 'malformed' });
    await gate();
    expect(await screen.findByRole('alert')).toHaveTextContent('We received an unexpected answer from the server.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
