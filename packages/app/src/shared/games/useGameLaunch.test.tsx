import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, seedGames } from '@atrium/api/demo';
import type { Game, Vendor } from '@atrium/domain/games';
import { useSession } from '../auth/useSession';
import { launchStore } from './launchStore';
import { renderApp, signIn, startTrial } from '../../test/renderApp';
import { useGameLaunch } from './useGameLaunch';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer();
const { server } = demo;
beforeEach(() => launchStore.reset());

const seed = seedGames(DEFAULT_SEED);
const vendor = (code: string, lane: string): Vendor => {
  const card = seed.vendors.find((v) => v.code === code && v.lane === lane);
  if (!card) throw new Error(`no vendor ${code}`);
  return {
    vendorCode: card.code,
    displayName: card.displayName,
    gameType: card.lane,
    largeIcon: null,
    smallIcon: null,
    opensGameList: card.isGame === 'VASSALAGE',
    gameCode: card.gameCode,
  };
};
const asGame = (nodeId: number): Game => {
  const g = seed.byNodeId.get(nodeId);
  if (!g) throw new Error(`no game ${nodeId}`);
  return {
    nodeId: g.nodeId,
    gameId: g.gameId,
    gameCode: g.gameCode,
    gameType: g.gameType,
    vendorCode: g.vendorCode,
    name: g.name,
    vendorDisplayName: g.vendorDisplayName,
    iconUrl: null,
    classify: null,
    isHot: g.isHot,
    opensGameList: false,
  };
};
/** A slot under maintenance (node id a multiple of 97) and one that is not. */
const maintenanceGame = asGame(19982);
const playableGame = asGame(
  [...seed.byNodeId.keys()].find((id) => id % 97 !== 0 && seed.byNodeId.get(id)?.gameType === 'RNG') ?? 0,
);

function Launcher({
  vendors = [],
  games = [],
}: {
  readonly vendors?: readonly Vendor[];
  readonly games?: readonly Game[];
}) {
  const { launchVendor, launchGame } = useGameLaunch();
  const session = useSession();
  return (
    <div>
      <p>{session.role}</p>
      {vendors.map((v) => (
        <button key={`${v.vendorCode}${v.gameType}`} type="button" onClick={() => launchVendor(v, 'HOME')}>
          {`vendor ${v.vendorCode}`}
        </button>
      ))}
      {games.map((g) => (
        <button key={g.nodeId} type="button" onClick={() => launchGame(g)}>
          {`game ${g.nodeId}`}
        </button>
      ))}
    </div>
  );
}

const asMember = async () => {
  await signIn('member');
};

describe('§2 §4 Game launch (useGameLaunch)', { timeout: 30_000 }, () => {
  it('§4 a guest gets the login popup; nothing is launched', async () => {
    const view = await renderApp(<Launcher games={[playableGame]} />, { withSession: true });
    await userEvent.click(await screen.findByRole('button', { name: `game ${playableGame.nodeId}` }));
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(view.address()).toBe('/');
  });

  it('§4 a launch asked for while the session is still being read waits for it: a trial user on a fresh page gets the real-account dialog where they are, never the lottery page', async () => {
    await startTrial();
    // The member's details (and with them the trial role) arrive only when the test lets them.
    const release = demo.hold('/wps/member/info');
    const view = await renderApp(<Launcher vendors={[vendor('LOTT', 'LOTT')]} />, { withSession: true });
    // Until the details arrive the stored token reads as a member.
    await screen.findByText('member', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'vendor LOTT' }));
    expect(view.address()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('dialog', { name: 'Real account needed' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('trial')).toBeInTheDocument();
    expect(view.address()).toBe('/');
  });

  it('§2 TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, LOTT → /lottery (with gameCode); RNG vendor → /rng?vassalage', async () => {
    await asMember();
    const view = await renderApp(
      <Launcher
        vendors={[
          vendor('TCG_LOTTO_VN', 'ELOTT'),
          vendor('TCG_SEA', 'LOTT'),
          vendor('LOTT', 'LOTT'),
          vendor('PG', 'RNG'),
        ]}
      />,
      { withSession: true },
    );
    await screen.findByText('member', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'vendor TCG_LOTTO_VN' }));
    await waitFor(() => expect(view.address()).toBe('/vnLottery?gameCode=VN_LOBBY'));
    await userEvent.click(screen.getByRole('button', { name: 'vendor TCG_SEA' }));
    await waitFor(() => expect(view.address()).toBe('/seaLottery?gameCode=SEA_LOBBY'));
    await userEvent.click(screen.getByRole('button', { name: 'vendor LOTT' }));
    await waitFor(() => expect(view.address()).toBe('/lottery?gameCode=LOTT_LOBBY'));
    await userEvent.click(screen.getByRole('button', { name: 'vendor PG' }));
    await waitFor(() => expect(view.address()).toBe('/rng?vassalage=PG'));
  });

  it('§2 isGame = VASSALAGE opens the popup list of that vendor’s games of that type', async () => {
    await asMember();
    await renderApp(<Launcher vendors={[vendor('JDB', 'FISH')]} />, { withSession: true });
    await screen.findByText('member', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'vendor JDB' }));
    const popup = await screen.findByRole('dialog', { name: 'JDB Fishing' }, { timeout: 5000 });
    await waitFor(() => expect(popup.querySelectorAll('li')).toHaveLength(12), { timeout: 5000 });
  });

  it('§2 in place: one launch on a double click, then /seamless with the launch parameters', async () => {
    await asMember();
    let launches = 0;
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // The launch call is held until both clicks are in: the second lands while the first is pending.
    server.use(
      http.get('*/wps/game/launchGame', async () => {
        launches += 1;
        await held;
        return undefined;
      }),
    );
    const view = await renderApp(<Launcher games={[playableGame]} />, { withSession: true });
    await screen.findByText('member', undefined, { timeout: 5000 });
    await userEvent.dblClick(screen.getByRole('button', { name: `game ${playableGame.nodeId}` }));
    answer();
    await waitFor(() => expect(view.address()).toMatch(/^\/seamless\?vassalage=/));
    expect(view.address()).toContain(`nodeId=${playableGame.nodeId}`);
    expect(launches).toBe(1);
  });

  it('§8 a game under maintenance opens the dialog with hot games (not the game page)', async () => {
    await asMember();
    const view = await renderApp(<Launcher games={[maintenanceGame]} />, { withSession: true });
    await screen.findByText('member', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: `game ${maintenanceGame.nodeId}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' }, { timeout: 5000 });
    expect(dialog).toHaveAccessibleDescription(
      `${maintenanceGame.name} is under maintenance. Try one of our hot games instead.`,
    );
    expect(view.address()).toBe('/');
  });
});
