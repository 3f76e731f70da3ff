import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@atrium/api/client';
import { getFavouriteIds } from '@atrium/api/favourites';
import { DEMO_ORIGIN, DEFAULT_SEED, seedGames } from '@atrium/api/demo';
import type { Game } from '@atrium/domain/games';
import { launchStore } from './launchStore';
import { readToken } from '../session';
import { renderApp, signIn, startTrial } from '../../test/renderApp';
import { activateTwice, SUBMIT_GESTURES } from '../../test/submitGestures';
import { useSession } from '../auth/useSession';
import { useFavourites } from './useFavourites';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer({ afterEach: () => vi.useRealTimers() });
const { server } = demo;
beforeEach(() => launchStore.reset());

/** Real PG slots of the demo seed (the platform refuses unknown games), named "Game <n>" here. */
const seeded = seedGames(DEFAULT_SEED).byLaneVendor.get('RNG|PG') ?? [];
const game = (index: number): Game => {
  const g = seeded[index];
  if (!g) throw new Error('no seeded game');
  return {
    nodeId: g.nodeId,
    gameId: g.gameId,
    gameCode: g.gameCode,
    gameType: g.gameType,
    vendorCode: g.vendorCode,
    name: `Game ${index}`,
    vendorDisplayName: g.vendorDisplayName,
    iconUrl: null,
    classify: null,
    isHot: g.isHot,
    opensGameList: false,
  };
};

/** Two cards' toggles and what the hook says about them. */
function Probe({ games }: { readonly games: readonly Game[] }) {
  const { isFavourite, toggleFavourite, favouriteIds } = useFavourites();
  const session = useSession();
  return (
    <div>
      <p>{`${session.role} ${favouriteIds.size}`}</p>
      {games.map((g) => (
        <button key={g.nodeId} type="button" aria-pressed={isFavourite(g.nodeId)} onClick={() => toggleFavourite(g)}>
          {g.name}
        </button>
      ))}
    </div>
  );
}

/** Holds back /wps/member/info (the member's details, and with them the role) until `release()`. */
const holdMemberInfo = () => demo.hold('/wps/member/info');

/** How many times the favourite ids were asked for. */
const idsCalls = () => {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('MCSFE_getFavoriteGameIds')) seen.count += 1;
  });
  return seen;
};

const calls = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const match = /MCSFE_(add|remove)FavoriteGame/.exec(request.url);
    if (match?.[1]) seen.push(match[1]);
  });
  return seen;
};

describe('§4 Favourite (useFavourites)', { timeout: 30_000 }, () => {
  it('§4 a guest gets the login popup and nothing is called', async () => {
    const seen = calls();
    await renderApp(<Probe games={[game(1)]} />, { withSession: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Game 1' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('§4 optimistic add: the card shows the favourite before the server answers; the server then has it', async () => {
    await signIn('downline1');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/wps/relay/MCSFE_addFavoriteGame', async () => {
        await held;
        return undefined; // fall through to the demo platform
      }),
    );
    await renderApp(<Probe games={[game(2)]} />, { withSession: true });
    const toggle = await screen.findByRole('button', { name: 'Game 2' });
    await screen.findByText(/^member \d+$/, undefined, { timeout: 5000 });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    release();
    const client = createApiClient({
      baseUrl: DEMO_ORIGIN,
      merchantCode: 'atriumdemo',
      getLanguage: () => 'EN',
      getToken: () => readToken(),
    });
    await waitFor(async () => expect(await getFavouriteIds(client)).toContain(game(2).nodeId));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('§4 throttle 1000 ms: a second change inside the window is ignored (not queued); after it, it goes through', async () => {
    await signIn('downline2');
    const seen = calls();
    await renderApp(<Probe games={[game(3), game(4)]} />, { withSession: true });
    const first = await screen.findByRole('button', { name: 'Game 3' });
    const second = screen.getByRole('button', { name: 'Game 4' });
    await screen.findByText(/^member \d+$/, undefined, { timeout: 5000 });
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await userEvent.click(first);
    now.mockReturnValue(1_000_999);
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(seen).toEqual(['add']));
    now.mockReturnValue(1_001_000);
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(seen).toEqual(['add', 'add']));
    now.mockRestore();
  });

  it('§4 adding an existing favourite does nothing: a favourite card removes it (symmetric), never adds it again', async () => {
    await signIn('downline3');
    const seen = calls();
    await renderApp(<Probe games={[game(5)]} />, { withSession: true });
    const toggle = await screen.findByRole('button', { name: 'Game 5' });
    await screen.findByText(/^member \d+$/, undefined, { timeout: 5000 });
    await userEvent.click(toggle);
    await waitFor(() => expect(seen).toEqual(['add']));
    act(() => launchStore.reset()); // past the throttle window
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(seen).toEqual(['add', 'remove']));
  });

  it('§4 a failed change is rolled back and a toast shows the error', async () => {
    await signIn('member');
    let fail: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      fail = resolve;
    });
    server.use(
      http.post('*/wps/relay/MCSFE_addFavoriteGame', async () => {
        await held;
        return HttpResponse.json({ success: false, errorCode: 'server.busy', message: 'busy' }, { status: 500 });
      }),
    );
    await renderApp(<Probe games={[game(6)]} />, { withSession: true });
    const toggle = await screen.findByRole('button', { name: 'Game 6' });
    await screen.findByText(/^member \d+$/, undefined, { timeout: 5000 });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fail();
    expect(
      await screen.findByText('Could not add the game to your favourites', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('§4 §5 a trial user’s toggle asked while the role is pending (a reload: the member details not here yet) is never applied as a member’s: nothing is called, the card stays off, and the real-account warning opens once the role is known', async () => {
    await startTrial();
    const release = holdMemberInfo();
    const seen = calls();
    const ids = idsCalls();
    await renderApp(<Probe games={[game(7)]} />, { withSession: true });
    const toggle = await screen.findByRole('button', { name: 'Game 7' });
    // Until the details arrive the stored token reads as a member.
    await screen.findByText('member 0', undefined, { timeout: 5000 });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('dialog', { name: 'Real account needed' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('trial 0')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(seen).toEqual([]);
    // §6 a trial user has no favourites: their ids were never asked for, not even in the window.
    expect(ids.count).toBe(0);
  });

  it('§4 a member’s toggle asked while the role is pending is held, then applied once the role and their favourites are known', async () => {
    await signIn('member');
    const client = createApiClient({
      baseUrl: DEMO_ORIGIN,
      merchantCode: 'atriumdemo',
      getLanguage: () => 'EN',
      getToken: () => readToken(),
    });
    const existing = await getFavouriteIds(client);
    const index = [8, 9, 10, 11].find((i) => !existing.includes(game(i).nodeId)) ?? 8;
    const release = holdMemberInfo();
    const seen = calls();
    await renderApp(<Probe games={[game(index)]} />, { withSession: true });
    const toggle = await screen.findByRole('button', { name: `Game ${index}` });
    await screen.findByText('member 0', undefined, { timeout: 5000 });
    await userEvent.click(toggle);
    // Not applied with the provisional role.
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(seen).toEqual([]);

    release();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    await waitFor(() => expect(seen).toEqual(['add']));
    await waitFor(async () => expect(await getFavouriteIds(client)).toContain(game(index).nodeId));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(SUBMIT_GESTURES.map((gesture, i) => [gesture, 10 + i] as const))(
    '§4 one change per activation (shared/submit), %s on a card: one request is sent',
    async (gesture, index) => {
      await signIn('agent');
      const seen = calls();
      await renderApp(<Probe games={[game(index)]} />, { withSession: true });
      const toggle = await screen.findByRole('button', { name: `Game ${index}` });
      await screen.findByText(/^agent \d+$/, undefined, { timeout: 5000 });
      activateTwice(gesture, toggle);
      await waitFor(() => expect(seen).toEqual(['add']));
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    },
  );

  it('§4 a change asked while the previous one is still on its way is ignored, even after the throttle window: the first answer stands', async () => {
    await signIn('subagent1');
    const seen = calls();
    await renderApp(<Probe games={[game(13)]} />, { withSession: true });
    const toggle = await screen.findByRole('button', { name: 'Game 13' });
    await screen.findByText(/^agent \d+$/, undefined, { timeout: 5000 });
    const release = demo.hold('/wps/relay/MCSFE_addFavoriteGame');
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(2_000_000);
    await userEvent.click(toggle);
    await waitFor(() => expect(seen).toEqual(['add']));
    // A second later the add has not answered yet: the remove it would start is not sent.
    now.mockReturnValue(2_001_500);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    now.mockRestore();
    release();
    const client = createApiClient({
      baseUrl: DEMO_ORIGIN,
      merchantCode: 'atriumdemo',
      getLanguage: () => 'EN',
      getToken: readToken,
    });
    await waitFor(async () => expect(await getFavouriteIds(client)).toContain(game(13).nodeId));
    expect(seen).toEqual(['add']);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
