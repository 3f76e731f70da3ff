import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoPlatform, demoHandlers } from '@atrium/api/demo';
import { launchStore } from '../../shared/games/launchStore';
import { renderWithLaunch, signIn, TEST_BASE } from '../../test/renderWithLaunch';
import { LotteryRoute } from './LotteryRoute';

const server = setupServer(...demoHandlers(createDemoPlatform()));
/** The lobby launches the demo platform answered in this test, as the query each carried. */
let launches: URLSearchParams[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/lgw/vn/lobby/launch') launches.push(url.searchParams);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => launchStore.reset());
afterEach(() => {
  server.resetHandlers();
  launches = [];
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

/** Holds back the demo platform's answer to `path` until `release()`, then lets the demo answer. */
function hold(path: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.all(`${TEST_BASE}${path}`, async () => {
      await released;
      return undefined;
    }),
  );
  return release;
}

describe('§7 the lottery lobby launch from /vnLottery', () => {
  it('waits for the vendors before it can launch, then opens the lobby in the prize mode they imply (§4), once', async () => {
    await signIn('member');
    // The vendor catalogue implies the prize mode.
    const releaseVendors = hold('/wps/relay/GCSGAME_newGameVendor');
    const releaseLaunch = hold('/lgw/vn/lobby/launch');
    const { address } = await renderWithLaunch(<LotteryRoute />, { path: '/vnLottery?gameCode=VN_FAST_1' });
    const button = await screen.findByRole('button', { name: 'Open the lottery lobby' });
    // Until the prize mode is known the button shows progress and cannot be pressed: a press now would open the
    // lobby of the fallback mode.
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const user = userEvent.setup();
    await user.click(button);
    expect(launches).toHaveLength(0);

    releaseVendors();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    // A second press while the launch is on its way sends nothing more.
    await user.click(button);
    releaseLaunch();
    await waitFor(() => expect(address()).toMatch(/^\/seamless\?lottery=VN&mode=ELOTT&gameCode=VN_FAST_1/));
    expect(launches).toHaveLength(1);
    // The demo catalogue lists an e-lottery vendor, so the lobby opens in the ELOTT mode, with the game first.
    expect(launches[0]?.get('mode')).toBe('ELOTT');
    expect(launches[0]?.get('gameCode')).toBe('VN_FAST_1');
    expect(launches[0]?.get('backUrl')).toBe('/vnLottery?gameCode=VN_FAST_1');
  });
});
