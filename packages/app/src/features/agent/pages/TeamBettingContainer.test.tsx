import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSweep, signInAccount, SWEEP_BASE, visit } from '../../../test/routeFaultSweep';

const sweep = createSweep();
beforeAll(() => sweep.server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => sweep.server.resetHandlers());
afterAll(() => sweep.server.close());

const REPORT = '/wps/relay/MCSFE_getAgentTeamBettingReport';
const CAPTION = 'Team betting by downline and game kind';

describe('§2 personalHistoryCopy team betting (agent)', () => {
  it('opens with rows of the downline tree and totals; a filter goes into the address and asks once', async () => {
    await signInAccount('agent', { isAgent: true });
    const seen = await visit(sweep, '/agentHome?tab=personalHistoryCopy', null);
    expect(seen.errors).toEqual([]);
    const table = await screen.findByRole('table', { name: CAPTION }, { timeout: 5_000 });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(Number(document.querySelector('[data-total="betCount"]')?.textContent?.replace(/\D/g, ''))).toBeGreaterThan(
      0,
    );
    sweep.calls.clear();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Downline username' }), 'nobody{Enter}');
    expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
    expect([...sweep.calls.keys()].filter((c) => c.startsWith(REPORT) && c.includes('username=nobody'))).toHaveLength(
      1,
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('a malformed answer is an error with a retry, never a blank', async () => {
    await signInAccount('agent', { isAgent: true });
    let failing = true;
    sweep.server.use(
      http.get(`${SWEEP_BASE}${REPORT}`, () =>
        failing ? HttpResponse.json({ success: true, value: { list: 'x' } }) : undefined,
      ),
    );
    cleanup();
    const seen = await visit(sweep, '/agentHome?tab=personalHistoryCopy', null);
    expect(seen.errors).toEqual([]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: CAPTION }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
