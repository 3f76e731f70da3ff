import { screen, within, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { downlineLedgerOf } from '@atrium/api/demo';
import { dateRangePreset } from '@atrium/domain/format';
import { createSweep, signInAccount, SWEEP_BASE, visit } from '../../../test/routeFaultSweep';

const sweep = createSweep();
beforeAll(() => sweep.server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => sweep.server.resetHandlers());
afterAll(() => sweep.server.close());

const CALL = '/wps/relay/MCSFE_getAgentDownlineTransactions';
const total = (id: string) => document.querySelector(`[data-total="${id}"]`)?.textContent ?? '';
const count = (n: number) => new Intl.NumberFormat('en').format(n);

// Every page reads the simulated bets of the agent’s whole tree (about 60,000 in a week): slow on a busy machine.
describe('§2 agentDownlineTransactionDetailsCopy account details (the seeded agent)', () => {
  it('the past 7 days: the count is every downline entry of the ledger, the rows are the newest of them', async () => {
    await signInAccount('agent', { isAgent: true });
    const past7 = dateRangePreset('past7', Date.now(), -new Date().getTimezoneOffset());
    // The demo tree keeps betting while the test runs: the page's count is the ledger as it stood when the page
    // asked, some moment between these two readings of the clock.
    const asked = Date.now();
    const seen = await visit(
      sweep,
      `/agentHome?tab=agentDownlineTransactionDetailsCopy&from=${past7.start}&to=${past7.end}`,
      null,
    );
    expect(seen.errors).toEqual([]);
    const table = await screen.findByRole('table', { name: 'Downline account details' }, { timeout: 5_000 });
    const answered = Date.now();
    const agent = sweep.platform.accounts.find((a) => a.username === 'agent')!;
    const ledgerAt = (moment: number) =>
      downlineLedgerOf(sweep.platform, agent.id, { from: past7.startMs, to: Math.min(past7.endMs, moment) }).length;
    const [atLeast, atMost] = [ledgerAt(asked), ledgerAt(answered)];
    expect(atLeast).toBeGreaterThan(0);
    const shown = Number(total('count').replace(/\D/g, ''));
    expect(total('count')).toBe(count(shown));
    expect(shown).toBeGreaterThanOrEqual(atLeast);
    expect(shown).toBeLessThanOrEqual(atMost);
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(20, shown) + 1);
  }, 15_000);

  it('a filter goes into the address and asks once; a malformed answer is an error with a retry', async () => {
    await signInAccount('agent', { isAgent: true });
    await visit(sweep, '/agentHome?tab=agentDownlineTransactionDetailsCopy', null);
    await screen.findByRole('heading', { level: 2, name: /account details/i }, { timeout: 5_000 });
    await screen.findByRole('searchbox', { name: 'Downline username' }, { timeout: 5_000 });
    sweep.calls.clear();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Downline username' }), 'nobody{Enter}');
    expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
    expect([...sweep.calls.keys()].filter((c) => c.startsWith(CALL) && c.includes('username=nobody'))).toHaveLength(1);

    let failing = true;
    sweep.server.use(
      http.get(`${SWEEP_BASE}${CALL}`, () =>
        failing ? HttpResponse.json({ success: true, value: { list: 'x' } }) : undefined,
      ),
    );
    cleanup();
    const seen = await visit(
      sweep,
      '/agentHome?tab=agentDownlineTransactionDetailsCopy&from=2026-01-01&to=2026-01-02',
      null,
    );
    expect(seen.errors).toEqual([]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
  }, 15_000);
});
