import { cleanup, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterAll, expect, it, vi } from 'vitest';
import { AGENT_PAGE_COMPONENTS } from './agentPages';
import { signInAs, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

// The page's code arrives after the centre's (its own chunk): the test swaps the page's lazy entry for one whose
// code arrives when the test says so, as a slow line does on a full reload. Not vi.mock: the app tests share a
// module cache per worker (`isolate: false`), so another file may have loaded the page's module already.
// (Here: /agentHome?tab=agentTeamOverview.)
let releasePageCode: () => void = () => {};
const pageCode = new Promise<void>((resolve) => {
  releasePageCode = resolve;
});
const realPage = AGENT_PAGE_COMPONENTS.agentTeamOverview;
AGENT_PAGE_COMPONENTS.agentTeamOverview = lazy(async () => {
  await pageCode;
  return { default: (await import('./pages/AgentTeamOverviewContainer')).AgentTeamOverviewContainer };
});

const demo = setUpDemoServer({ beforeAll: async () => (await signInAs('agent'))() });
afterAll(() => {
  AGENT_PAGE_COMPONENTS.agentTeamOverview = realPage;
  cleanup();
});

it(
  '§2 /agentHome?tab=…: on a cold load whose page code is slow, the centre shows the page skeleton, not an empty main',
  { timeout: 30_000 },
  async () => {
    const seen = await visit(demo, '/agentHome?tab=agentTeamOverview', null);
    expect(seen.errors).toEqual([]);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Team overview' })).toBeVisible();
    const pending = await within(main).findByRole('region', { name: 'Agent centre: loading Team overview' });
    expect(pending).toHaveAttribute('aria-busy', 'true');

    releasePageCode();
    await vi.waitFor(() => expect(within(main).queryByRole('region', { name: /loading/ })).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
  },
);
