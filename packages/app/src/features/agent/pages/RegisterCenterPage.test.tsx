import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamOf } from '@atrium/api/demo';
import { describe, expect, it } from 'vitest';
import { renderWithLaunch, signIn } from '../../../test/renderWithLaunch';
import { setUpDemoServer } from '../../../test/demoServer';
import { AgentHomeRoute } from '../AgentHomeRoute';

const demo = setUpDemoServer({ freshPlatformEachTest: true });

const menu = () => screen.getByRole('navigation', { name: 'Agent menu' });
const teamSize = () => document.querySelector('[data-figure="teamSize"]')?.textContent ?? '';

describe('§2 registerCenter: the new account is in every list of the agent tree at once', () => {
  it('the team overview read before the add account counts the new downline when opened again', async () => {
    await signIn('teamagent1');
    const app = await renderWithLaunch(<AgentHomeRoute />, { path: '/agentHome' });
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
