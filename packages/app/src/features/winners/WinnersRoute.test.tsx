import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { isLoginDialogOpen, signInAccount, openPage } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer();

const RANK_LIST = '/wps/relay/GCSGAME_getRankList';
const LEADERBOARD = '/wps/relay/GCSGAME_getLeaderboard';

const open = (address: string) => openPage(demo, address);

function amountsOf(list: HTMLElement): number[] {
  return within(list)
    .getAllByRole('listitem')
    .map((row) => Number(row.dataset['amount']));
}

describe('§2 Other screens: winner lists and leaderboard (/winners)', () => {
  it('§9 a visitor switches category: 20 rows of that category, highest first; a game asks a guest to sign in', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
    await open('/winners');
    const all = await screen.findByRole('list', { name: 'Biggest wins: All games' }, { timeout: 5_000 });
    expect(amountsOf(all)).toHaveLength(20);
    await userEvent.click(screen.getByRole('tab', { name: 'Live casino' }));
    const live = await screen.findByRole('list', { name: 'Biggest wins: Live casino' }, { timeout: 5_000 });
    const amounts = amountsOf(live);
    expect(amounts).toHaveLength(20);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // Only the shown tab's call, once per category: going back to a category already read asks for nothing.
    await userEvent.click(screen.getByRole('tab', { name: 'All games' }));
    await screen.findByRole('list', { name: 'Biggest wins: All games' });
    await userEvent.click(screen.getByRole('tab', { name: 'Live casino' }));
    const liveAgain = await screen.findByRole('list', { name: 'Biggest wins: Live casino' });
    expect(demo.requests.count('GET', RANK_LIST)).toBe(2);
    expect(demo.requests.count('GET', LEADERBOARD)).toBe(0);
    // §4 a winner's game opens as a game card's would: a guest is asked to sign in first.
    const [firstGame] = within(liveAgain).getAllByRole('button', { name: /^Play / });
    await userEvent.click(firstGame as HTMLElement);
    await waitFor(() => expect(isLoginDialogOpen()).toBe(true));
  }, 20_000);

  it('a guest sees the leaderboard from its address and a sign-in prompt; Sign in opens the login popup', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
    await open('/winners?tab=leaderboard&period=day');
    expect(await screen.findByRole('tab', { name: 'Today' }, { timeout: 5_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const board = await screen.findByRole('list', { name: 'Players by valid bet' }, { timeout: 5_000 });
    expect(within(board).getAllByRole('listitem').length).toBeGreaterThan(10);
    const prompt = screen.getByRole('region', { name: 'Your rank' });
    expect(prompt).toHaveTextContent('Sign in to see your own rank.');
    expect(prompt).not.toHaveTextContent(/No\. \d/);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(isLoginDialogOpen()).toBe(true));
  }, 20_000);

  it('a signed-in player sees their own rank card and their row marked', async () => {
    await signInAccount('rankplayer');
    await open('/winners?tab=leaderboard&period=week');
    const card = await screen.findByRole('region', { name: 'Your rank' }, { timeout: 5_000 });
    expect(card).toHaveTextContent(/No\. \d+/);
    expect(card).toHaveTextContent(/Your valid bet: /);
    const rank = Number(/No\. (\d+)/.exec(card.textContent ?? '')?.[1]);
    // Fewer than 50 players bet on the demo platform: every one of them is on the board.
    const mine = within(screen.getByRole('list', { name: 'Players by valid bet' }))
      .getAllByRole('listitem')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent(`Rank ${rank}`);
  }, 20_000);

  it('malformed winners or leaderboard data shows an error with retry, and the retry loads the list', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
    let broken = true;
    demo.server.use(
      http.get(`*${RANK_LIST}`, ({ request }) =>
        broken && new URL(request.url).searchParams.get('gameCategory') === 'SPORTS'
          ? HttpResponse.json({ success: true, value: { list: [] } })
          : undefined,
      ),
      http.get(`*${LEADERBOARD}`, () => HttpResponse.json({ success: true, value: { period: 'week', list: 'x' } })),
    );
    await open('/winners?category=SPORTS');
    // The address's category is the one asked for (and the one that fails).
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeVisible();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      amountsOf(await screen.findByRole('list', { name: 'Biggest wins: Sports' }, { timeout: 5_000 })),
    ).toHaveLength(20);
    await userEvent.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  }, 20_000);
});
