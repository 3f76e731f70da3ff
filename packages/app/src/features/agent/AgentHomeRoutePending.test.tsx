import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createSweep, signInAs, visit } from '../../test/routeFaultSweep';

// The team overview's code arrives after the agent centre's (its own chunk): the test holds it back until it says
// so, as a slow line does on a full reload of /agentHome?tab=agentTeamOverview.
let releasePageCode: () => void = () => {};
const pageCode = new Promise<void>((resolve) => {
  releasePageCode = resolve;
});
vi.mock('./pages/AgentTeamOverviewPage', async (importOriginal) => {
  await pageCode;
  return importOriginal();
});

const sweep = createSweep();
beforeAll(async () => {
  sweep.server.listen({ onUnhandledRequest: 'bypass' });
  (await signInAs('agent'))();
});
afterAll(() => {
  cleanup();
  sweep.server.close();
});

it(
  '§2 /agentHome?tab=…: on a cold load whose page code is slow, the centre shows the page skeleton, not an empty main',
  { timeout: 30_000 },
  async () => {
    const seen = await visit(sweep, '/agentHome?tab=agentTeamOverview', null);
    expect(seen.errors).toEqual([]);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Team overview' })).toBeVisible();
    // On a loaded host the centre's frame can finish rendering after `visit` returns: the skeleton must come, and
    // stay while the page's code is held back.
    const pending = await within(main).findByRole('region', { name: 'Agent centre: loading Team overview' });
    expect(pending).toHaveAttribute('aria-busy', 'true');

    releasePageCode();
    await vi.waitFor(() => expect(within(main).queryByRole('region', { name: /loading/ })).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
  },
);
