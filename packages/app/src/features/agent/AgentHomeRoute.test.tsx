import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ORIGIN } from '@atrium/api/demo';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

let restoreAgent = () => {};
const demo = setUpDemoServer({
  beforeAll: async () => {
    restoreAgent = await signInAs('agent');
  },
});

describe('§2 /agentHome, §8 when the agent details cannot be had: the agent view with an error and retry', () => {
  it.each(['5xx', 'timeout', 'network', 'malformed'] as const)(
    '%s: the header and the error with retry, not the landing form; retry shows the agent',
    { timeout: 30_000 },
    async (fault) => {
      restoreAgent();
      const seen = await visit(demo, '/agentHome', fault);
      expect(seen.settled).toBe(true);
      expect(seen.errors).toEqual([]);
      // Still the agent centre: the stored session's account in the header, the failure in the content area.
      expect(screen.getByText('Agent centre')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^log in$/i })).not.toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(within(main).getByRole('alert')).toHaveTextContent(/\S/);
      demo.platform.setFault(null);
      await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Top Agent' })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('while the details are on their way the agent view shows at once, its content area loading', async () => {
    restoreAgent();
    const release = holdDetails();
    const seen = visit(demo, '/agentHome', null);
    expect(await screen.findByText('Agent centre')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    await seen;
    expect(await screen.findByText('Top Agent')).toBeInTheDocument();
  });

  it('an answer that names a member sends the visitor to the agent landing page', { timeout: 30_000 }, async () => {
    const restoreMember = await signInAs('member');
    restoreMember();
    await visit(demo, '/agentHome', null);
    expect(screen.queryByText('Agent centre')).not.toBeInTheDocument();
  });
});

describe('§8 the agent menu when the brand switches cannot be had', () => {
  it(
    'says some pages could not be listed and what the agent can do, with a retry that clears it',
    { timeout: 20_000 },
    async () => {
      restoreAgent();
      demo.server.use(
        http.get('*/wps/system/whitelabel', () =>
          HttpResponse.json({ success: false, value: null, errorCode: 'server.error' }, { status: 500 }),
        ),
      );
      const seen = await visit(demo, '/agentHome?tab=agentTeamOverview', null);
      expect(seen.errors).toEqual([]);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('alert')).toHaveTextContent(
        'Some pages of the agent centre could not be listed. Try again, or open another page from the menu; if it keeps happening, contact customer service.',
      );
      demo.server.resetHandlers();
      await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
      await vi.waitFor(() => expect(within(main).queryByRole('alert')).not.toBeInTheDocument(), { timeout: 10_000 });
    },
  );
});

function holdDetails() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  demo.server.use(
    http.all(`${DEMO_ORIGIN}/wps/member/info`, async () => {
      await released;
      return undefined;
    }),
  );
  return release;
}
