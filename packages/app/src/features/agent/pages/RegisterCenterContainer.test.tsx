import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { downlineListOf, teamOf } from '@atrium/api/demo';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../../test/renderApp';
import { setUpDemoServer } from '../../../test/demoServer';
import { AgentHomeRoute } from '../AgentHomeRoute';
import { RegisterCenterContainer } from './RegisterCenterContainer';

const demo = setUpDemoServer({ freshPlatformEachTest: true });

const menu = () => screen.getByRole('navigation', { name: 'Agent menu' });
const teamSize = () => document.querySelector('[data-figure="teamSize"]')?.textContent ?? '';

describe('§2 registerCenter: the new account is in every list of the agent tree at once', () => {
  it('the team overview read before the add account counts the new downline when opened again', async () => {
    await signIn('teamagent1');
    const app = await renderApp(<AgentHomeRoute />, { withSession: true, path: '/agentHome' });
    const before = teamOf(demo.platform, 'a-2050').length;
    await waitFor(() => expect(teamSize()).toBe(String(before)), { timeout: 5_000 });

    await act(() =>
      app.router.navigate(within(menu()).getByRole('link', { name: 'Add account' }).getAttribute('href')!),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Username/ }, { timeout: 10_000 }), 'overview1');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Account overview1 was created.')).toBeInTheDocument();

    // Within the overview's 30 s freshness: only the registration's invalidation makes it ask again.
    await act(() =>
      app.router.navigate(within(menu()).getByRole('link', { name: 'Team overview' }).getAttribute('href')!),
    );
    await waitFor(() => expect(teamSize()).toBe(String(before + 1)), { timeout: 5_000 });
  }, 30_000);
});

const KINDS = ['Live casino', 'Slots', 'Console games', 'Sports', 'Lottery', 'Fishing', 'E-lottery', 'Card games'];
const rate = (game: string) => screen.getByRole('textbox', { name: new RegExp(`^${game} rebate`) });

async function openForm(agent: string) {
  await signIn(agent);
  await renderApp(<RegisterCenterContainer />, { withSession: true });
  await userEvent.type(await screen.findByRole('textbox', { name: /Username/ }, { timeout: 10_000 }), 'rebated1');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
}

async function typeRate(game: string, value: string) {
  await userEvent.clear(rate(game));
  await userEvent.type(rate(game), value);
}

describe('§2 registerCenter: rebate settings per game kind, within the agent own', () => {
  it('a field per kind; a rate above the own shows its message, keeps the typed rates, then is sent and stored', async () => {
    await openForm('teamagent1');
    for (const game of KINDS) expect(rate(game)).toHaveValue('0');
    expect(screen.getByRole('radio', { name: 'Agent' })).toBeInTheDocument();
    await typeRate('Live casino', '1.5');
    await typeRate('Fishing', '1.25');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(rate('Live casino')).toHaveAccessibleDescription(
      'Your own rate: 1 % At most 1 %, your own rate for this game kind.',
    );
    expect(rate('Live casino')).toHaveValue('1.5');
    expect(rate('Fishing')).toHaveValue('1.25');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');

    await typeRate('Live casino', '0.9');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Account rebated1 was created.', {}, { timeout: 5_000 })).toBeInTheDocument();
    const agent = demo.platform.accountByUsername('teamagent1')!;
    const row = downlineListOf(demo.platform, agent).find((d) => d.username === 'rebated1');
    expect(row?.rebates).toEqual(
      expect.arrayContaining([
        { productType: 'LIVE', rebateRate: 0.9 },
        { productType: 'FISH', rebateRate: 1.25 },
        { productType: 'RNG', rebateRate: 0 },
      ]),
    );
    expect(rate('Live casino')).toHaveValue('0');
  }, 30_000);

  it("the server's refusal of a rate above the own is shown above the button; the typed rates stay", async () => {
    // Options that promise more than the server grants: the server is the last word.
    demo.server.use(
      http.get('*/wps/agent/downline/registerOptions', () =>
        HttpResponse.json({
          success: true,
          value: { canCreateAgent: true, rebates: [{ productType: 'LIVE', rebateRate: 5 }] },
        }),
      ),
    );
    await openForm('teamagent1');
    await typeRate('Live casino', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'A rebate rate is above your own for that game kind.',
    );
    expect(rate('Live casino')).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('rebated1');
    expect(demo.platform.accountByUsername('rebated1')).toBeNull();
  }, 30_000);

  it('an agent without the right to create agents is offered members only, and adds one', async () => {
    await openForm('memberagent1');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText('Your account may add members only.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Account rebated1 was created.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(demo.platform.accountByUsername('rebated1')).toMatchObject({ type: 0, parentId: 'a-2060' });
  }, 30_000);
});

describe('§2 registerCenter: a refusal keeps what the agent typed', () => {
  it('a taken username is shown under the username; the username and both passwords stay, none is "empty"', async () => {
    await signIn('teamagent1');
    await renderApp(<RegisterCenterContainer />, { withSession: true });
    await userEvent.type(await screen.findByRole('textbox', { name: /Username/ }, { timeout: 10_000 }), 'member');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));

    const username = screen.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username is already taken.'), {
      timeout: 5_000,
    });
    expect(username).toHaveValue('member');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('Secret123');
    expect(screen.queryByText('This field cannot be empty.')).not.toBeInTheDocument();
  }, 30_000);
});
