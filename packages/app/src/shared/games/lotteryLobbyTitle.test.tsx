import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type LotteryLaunchRequest } from '@atrium/api/lottery';
import { lotteryLaunchOf, lotterySeamlessPath } from './seamlessLaunch';
import { lotteryGameName, lotteryLobbyGameOf, useLotteryLobbyTitle } from './lotteryLobbyTitle';
import { setUpDemoServer } from '../../test/demoServer';
import { demoClient } from '../../test/signIn';

/** Every lottery call the demo platform answered in this test. */
let lotteryCalls: string[] = [];
const { server } = setUpDemoServer({
  afterEach: () => {
    lotteryCalls = [];
  },
});
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/lgw/')) lotteryCalls.push(new URL(request.url).pathname);
});

const client = demoClient();

/** The launch a relaunched /seamless page reads from its address (a reload or a shared link). */
function relaunchOf(request: LotteryLaunchRequest): LotteryLaunchRequest | null {
  const path = lotterySeamlessPath(request);
  return lotteryLaunchOf(path.slice(path.indexOf('?')));
}

function titleOf(launch: LotteryLaunchRequest | null, enabled = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLotteryLobbyTitle(client, 'EN', launch, { enabled, canHaveRecent: false }), {
    wrapper,
  });
}

describe('§7 a relaunched lottery lobby is headed with its game’s own name', () => {
  it('which game a lobby address was about: the VN game it opens first, else the game its lottery page showed', () => {
    expect(lotteryLobbyGameOf(null)).toBeNull();
    expect(
      lotteryLobbyGameOf({ area: 'VN', mode: 'LOTT', backUrl: '/vnLottery?gameCode=VN_FAST_1', gameCode: 'VN_FAST_1' }),
    ).toEqual({ code: 'VN_FAST_1', source: 'vn' });
    // On /lottery a game the launch does not open first is a lotto game.
    expect(
      lotteryLobbyGameOf({ area: 'VN', mode: 'LOTT', backUrl: '/lottery?gameCode=LOTTO_5D_1', gameCode: null }),
    ).toEqual({ code: 'LOTTO_5D_1', source: 'lotto' });
    expect(lotteryLobbyGameOf({ area: 'SEA', mode: 'SEA', backUrl: '/seaLottery', gameCode: null })).toBeNull();
  });

  it('the name comes from the menus, else the recent games, else the draws; none names it: null', () => {
    const menus = [
      {
        code: 'FAST',
        name: 'Fast lottery',
        games: [{ code: 'A', name: 'From the menu', drawIntervalSeconds: 60, nextDraw: null }],
      },
    ];
    const recent = [{ code: 'B', name: 'From the recent games', lastPlayedAt: 0 }];
    const draws = [
      { gameCode: 'C', gameName: null, issueNo: '1', drawnAt: 0, numbers: [] },
      { gameCode: 'C', gameName: 'From the draws', issueNo: '2', drawnAt: 0, numbers: [] },
    ];
    expect(lotteryGameName('A', { menus, recent, draws })).toBe('From the menu');
    expect(lotteryGameName('B', { menus, recent, draws })).toBe('From the recent games');
    expect(lotteryGameName('C', { menus, recent, draws })).toBe('From the draws');
    expect(lotteryGameName('D', { menus, recent, draws })).toBeNull();
    expect(lotteryGameName(null, { menus, recent, draws })).toBeNull();
  });

  it('a lotto game (which the VN menu never lists) is named from its draws, not "Game"', async () => {
    const launch = relaunchOf({ area: 'VN', mode: 'LOTT', backUrl: '/lottery?gameCode=LOTTO_5D_1', gameCode: null });
    const { result } = titleOf(launch);
    await waitFor(() => expect(result.current).toBe('5D every minute'));
    // The lotto family's draws only: the VN menu cannot name it.
    expect(lotteryCalls).toEqual(['/lotto/lgw/games/opened/numero']);
  });

  it('a VN game its prize mode’s menu does not list is named from its draws', async () => {
    const launch = relaunchOf({
      area: 'VN',
      mode: 'ELOTT',
      backUrl: '/vnLottery?gameCode=VN_NORTH',
      gameCode: 'VN_NORTH',
    });
    const { result } = titleOf(launch);
    await waitFor(() => expect(result.current).toBe('Ha Noi'));
  });

  it('a VN game its menu lists is named from the menu, without asking for draws', async () => {
    const launch = relaunchOf({
      area: 'VN',
      mode: 'LOTT',
      backUrl: '/vnLottery?gameCode=VN_FAST_1',
      gameCode: 'VN_FAST_1',
    });
    const { result } = titleOf(launch);
    await waitFor(() => expect(result.current).toBe('Fast lottery 1 minute'));
    expect(lotteryCalls).toEqual(['/lgw/vn/games/game_menu']);
  });

  it('nothing names it (no game, an unknown one, or not allowed to ask): the generic heading', async () => {
    expect(
      titleOf(relaunchOf({ area: 'SEA', mode: 'SEA', backUrl: '/seaLottery', gameCode: null })).result.current,
    ).toBe('');
    const unknown = titleOf(
      relaunchOf({ area: 'VN', mode: 'LOTT', backUrl: '/lottery?gameCode=NO_SUCH_GAME', gameCode: null }),
    );
    await waitFor(() => expect(lotteryCalls).toHaveLength(1));
    expect(unknown.result.current).toBe('');
    lotteryCalls = [];
    const guest = titleOf(
      relaunchOf({ area: 'VN', mode: 'LOTT', backUrl: '/lottery?gameCode=LOTTO_5D_1', gameCode: null }),
      false,
    );
    expect(guest.result.current).toBe('');
    expect(lotteryCalls).toEqual([]);
  });
});
