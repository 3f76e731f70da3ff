import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, DEMO_PASSWORD, seedGames } from '@atrium/api/demo';
import type { Game } from '@atrium/domain/games';
import { setSaferPlayLimit, takeExclusion } from '@atrium/api/saferPlay';
import { login } from '@atrium/api/session';
import { useGameLaunch } from '../../../shared/games/useGameLaunch';
import { clearSession, readToken } from '../../../shared/session';
import { setUpDemoServer } from '../../../test/demoServer';
import { typeInto } from '../../../test/fields';
import { renderApp } from '../../../test/renderApp';
import { openPage } from '../../../test/routeFaultSweep';
import { demoClient } from '../../../test/signIn';

/**
 * Safer play's refusals where the member meets them (docs/protocol.md "Safer play (assumed)"): each names
 * its figures, formatted in the member's currency, language and time zone.
 */
const demo = setUpDemoServer({ freshPlatformEachTest: true });

const memberClient = () => demoClient(readToken());

/** A slot the demo launches (node ids that are multiples of 97 are under maintenance). */
function playableGame(): Game {
  const seed = seedGames(DEFAULT_SEED);
  const g = [...seed.byNodeId.values()].find((game) => game.nodeId % 97 !== 0 && game.gameType === 'RNG');
  if (!g) throw new Error('no playable game');
  const { nodeId, gameId, gameCode, gameType, vendorCode, name, vendorDisplayName, isHot } = g;
  return {
    ...{ nodeId, gameId, gameCode, gameType, vendorCode, name, vendorDisplayName, isHot },
    iconUrl: null,
    classify: null,
    opensGameList: false,
  };
}

function Launcher({ game }: { readonly game: Game }) {
  const { launchGame } = useGameLaunch();
  return (
    <button type="button" onClick={() => launchGame(game)}>
      {game.name}
    </button>
  );
}

describe('safer play: refusals name their figures', () => {
  it('a deposit over the daily limit names the limit and what remains', { timeout: 30_000 }, async () => {
    await demo.signIn('member');
    await setSaferPlayLimit(memberClient(), { key: 'depositDay', value: 10_000 });
    await openPage(demo, '/member?tab=depositv2');
    const form = await screen.findByRole('region', { name: 'Make a deposit' });
    await typeInto(form, 'Amount', '150');
    await typeInto(form, 'Name on your bank account', 'Juan Dela Cruz');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This deposit is over your daily deposit limit of $100.00. You can deposit up to $100.00 more.',
    );
  });

  it('a sign-in during a self-exclusion is refused saying until when', { timeout: 30_000 }, async () => {
    await demo.signIn('member');
    const { endsAt } = await takeExclusion(memberClient(), '6m');
    clearSession();
    await openPage(demo, '/login');
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await typeInto(login, 'Username', 'member');
    await typeInto(login, 'Password', DEMO_PASSWORD);
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(endsAt);
    expect(await within(login).findByRole('alert')).toHaveTextContent(`You have excluded yourself until ${until}.`);
    expect(readToken()).toBeNull();
  });

  it('a sign-in refused at the two-factor step during a break says until when', { timeout: 30_000 }, async () => {
    // 'newip' signs in from an unregistered network: the two-factor answer completes the login.
    const answer = { method: 'sms', answer: '246810' } as const;
    const { token } = await login(demoClient(), {
      request: { type: 'username', username: 'newip', password: DEMO_PASSWORD, verification: answer },
      deviceId: 'test-device',
    });
    const { endsAt } = await takeExclusion(demoClient(token), '24h');
    await openPage(demo, '/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await typeInto(dialog, 'Username', 'newip');
    await typeInto(dialog, 'Password', DEMO_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const step = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await typeInto(step, 'Verification code', answer.answer);
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(endsAt);
    expect(await within(step).findByRole('alert')).toHaveTextContent(`You are taking a break until ${until}.`);
    expect(readToken()).toBeNull();
  });

  it('a launch with the session-time limit used up says so and opens no game', { timeout: 30_000 }, async () => {
    await demo.signIn('member');
    await setSaferPlayLimit(memberClient(), { key: 'sessionMinutes', value: 1 });
    demo.platform.advanceClock(2 * 60_000);
    const game = playableGame();
    const view = await renderApp(<Launcher game={game} />, { withSession: true });
    await userEvent.click(await screen.findByRole('button', { name: game.name }));
    expect(
      await screen.findByText('You have reached your session time limit. Please take a break before playing again.'),
    ).toBeInTheDocument();
    expect(view.address()).toBe('/');
  });
});
