import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSweep, signInAccount, SWEEP_BASE, visit } from '../../../test/routeFaultSweep';

const sweep = createSweep();
beforeAll(() => sweep.server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => sweep.server.resetHandlers());
afterAll(() => sweep.server.close());

const RECORDS = '/wps/relay/MCSFE_getAgentRealtimeSalaryRecords';
const total = (id: string) => document.querySelector(`[data-total="${id}"]`)?.textContent ?? '';

describe('§2 agentRealtimeSalary and agentRevenueReport (settleagent1, paid a real-time salary by agent)', () => {
  it('§9 the records of today with their totals; after the clock moves 5 minutes one more; my income agrees', async () => {
    // Just past a 5-minute mark, so that the wall clock does not pass the next one during the test.
    const now = sweep.platform.now();
    sweep.platform.advanceClock(300_000 - (now % 300_000) + 1_000);
    await signInAccount('settleagent1', { isAgent: true });
    let seen = await visit(sweep, '/agentHome?tab=agentRealtimeSalary', null);
    expect(seen.errors).toEqual([]);
    const table = await screen.findByRole('table', { name: 'Real-time salary settlements' }, { timeout: 5_000 });
    expect(within(table).getAllByText('From agent').length).toBeGreaterThan(0);
    const before = Number(total('count'));
    expect(before).toBeGreaterThan(0);

    sweep.platform.advanceClock(5 * 60_000);
    cleanup();
    seen = await visit(sweep, '/agentHome?tab=agentRealtimeSalary', null);
    await screen.findByRole('table', { name: 'Real-time salary settlements' }, { timeout: 5_000 });
    expect(Number(total('count'))).toBe(before + 1);
    const realtimeTotal = total('amount');

    cleanup();
    seen = await visit(sweep, '/agentHome?tab=agentRevenueReport', null);
    expect(seen.errors).toEqual([]);
    await screen.findByRole('table', { name: 'My income by day' }, { timeout: 5_000 });
    expect(total('realtimeSalary')).toBe(realtimeTotal);
    expect(total('total')).toBe(realtimeTotal);
  });

  it('a filter goes into the address and asks once; a malformed answer is an error with a retry', async () => {
    await signInAccount('settleagent1', { isAgent: true });
    await visit(sweep, '/agentHome?tab=agentRealtimeSalary', null);
    await screen.findByRole('table', { name: 'Real-time salary settlements' }, { timeout: 5_000 });
    sweep.calls.clear();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Downline or upline username' }), 'nobody{Enter}');
    expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
    expect([...sweep.calls.keys()].filter((c) => c.startsWith(RECORDS) && c.includes('downline=nobody'))).toHaveLength(
      1,
    );

    let failing = true;
    sweep.server.use(
      http.get(`${SWEEP_BASE}${RECORDS}`, () =>
        failing ? HttpResponse.json({ success: true, value: { list: 'x' } }) : undefined,
      ),
    );
    cleanup();
    const seen = await visit(sweep, '/agentHome?tab=agentRealtimeSalary&from=2026-01-01&to=2026-01-02', null);
    expect(seen.errors).toEqual([]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
  });
});
