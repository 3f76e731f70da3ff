import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { launchStore } from '../../shared/games/launchStore';
import { renderApp, signIn } from '../../test/renderApp';
import { LotteryRoute } from './LotteryRoute';
import { setUpDemoServer } from '../../test/demoServer';

/** The lobby launches the demo platform answered in this test, as the query each carried. */
let launches: URLSearchParams[] = [];
/** The opened-numbers calls of this test, as `family gameCode` (family: vn or lotto). */
let openedAsks: string[] = [];
const OPENED_FAMILY: Readonly<Record<string, string>> = {
  '/lgw/vn/numeros/opened/game': 'vn',
  '/lotto/lgw/games/opened/numero': 'lotto',
};
const { server, hold } = setUpDemoServer({
  afterEach: () => {
    launches = [];
    openedAsks = [];
  },
});
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/lgw/vn/lobby/launch') launches.push(url.searchParams);
  const family = OPENED_FAMILY[url.pathname];
  if (family) openedAsks.push(`${family} ${url.searchParams.get('gameCode') ?? ''}`);
});
beforeEach(() => launchStore.reset());

describe('§7 the lottery lobby launch from /vnLottery', () => {
  it('waits for the vendors before it can launch, then opens the lobby in the prize mode they imply (§4), once', async () => {
    await signIn('member');
    // The vendor catalogue implies the prize mode.
    const releaseVendors = hold('/wps/relay/GCSGAME_newGameVendor');
    const releaseLaunch = hold('/lgw/vn/lobby/launch');
    const { address } = await renderApp(<LotteryRoute />, { withSession: true, path: '/vnLottery?gameCode=VN_FAST_1' });
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

describe('§2 §7 which game a lottery page shows, and of which family its opened numbers are asked', () => {
  const results = () => screen.findByRole('region', { name: 'Latest results' });

  it('/lottery?gameCode=VN_NORTH: a VN game the e-lottery menus leave out is asked of the VN family, once', async () => {
    await signIn('member');
    await renderApp(<LotteryRoute />, { withSession: true, path: '/lottery?gameCode=VN_NORTH' });
    const region = await results();
    await waitFor(() => expect(region).toHaveTextContent('Ha Noi'));
    await waitFor(() => expect(region.querySelectorAll('li')).toHaveLength(5));
    expect(openedAsks).toEqual(['vn VN_NORTH']);
  });

  it('/lottery?gameCode=LOTTO_5D_1: a lotto game is asked of the lotto family, once', async () => {
    await signIn('member');
    await renderApp(<LotteryRoute />, { withSession: true, path: '/lottery?gameCode=LOTTO_5D_1' });
    const region = await results();
    await waitFor(() => expect(region.querySelectorAll('li')).toHaveLength(5));
    expect(openedAsks).toEqual(['lotto LOTTO_5D_1']);
  });

  it('a code no platform list knows is asked once and says the game is not available, with no retry', async () => {
    await signIn('member');
    await renderApp(<LotteryRoute />, { withSession: true, path: '/lottery?gameCode=NO_SUCH_GAME' });
    const region = await results();
    await waitFor(() =>
      expect(region).toHaveTextContent('This lottery game is not available. Choose one of the games below.'),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(openedAsks).toEqual(['lotto NO_SUCH_GAME']);
  });

  it.each([
    ['/vnLottery?gameCode=VN_LOBBY', 'VN', 'ELOTT'],
    ['/seaLottery?gameCode=SEA_LOBBY', 'SEA', 'SEA'],
    ['/lottery?gameCode=LOTT_LOBBY', 'VN', 'ELOTT'],
  ])(
    "%s: a lottery vendor's own code (its card, /elott) opens on the first game, whose lobby it launches",
    async (path, area, mode) => {
      await signIn('member');
      const { address } = await renderApp(<LotteryRoute />, { withSession: true, path });
      const region = await results();
      await waitFor(() => expect(region.querySelectorAll('li')).toHaveLength(5));
      expect(screen.queryByRole('alert')).toBeNull();
      // The first game of the menus, never the vendor's code.
      expect(openedAsks).toHaveLength(1);
      expect(openedAsks[0]).toMatch(/^vn VN_/);
      const button = screen.getByRole('button', { name: 'Open the lottery lobby' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.setup().click(button);
      await waitFor(() => expect(address()).toMatch(/^\/seamless\?lottery=/));
      expect(launches).toHaveLength(1);
      expect(launches[0]?.get('area')).toBe(area);
      expect(launches[0]?.get('mode')).toBe(mode);
      // The game shown first, as when the address names none: never the vendor's code, which names no game.
      expect(launches[0]?.get('gameCode')).toBe(openedAsks[0]?.slice('vn '.length));
      expect(screen.queryByText('Unknown error.')).toBeNull();
    },
  );
});
