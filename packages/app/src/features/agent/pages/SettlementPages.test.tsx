import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpDemoServer } from '../../../test/demoServer';
import { expectFilterAsksOnce, expectMalformedThenRetry } from '../../../test/reportChecks';
import { openPage } from '../../../test/routeFaultSweep';

const demo = setUpDemoServer();

const RECORDS = '/wps/relay/MCSFE_getAgentRealtimeSalaryRecords';
const total = (id: string) => document.querySelector(`[data-total="${id}"]`)?.textContent ?? '';

describe('§2 agentRealtimeSalary and agentRevenueReport (settleagent1, paid a real-time salary by agent)', () => {
  it('§9 the records of today with their totals; after the clock moves 5 minutes one more; my income agrees', async () => {
    // Just past a 5-minute mark, so that the wall clock does not pass the next one during the test.
    const now = demo.platform.now();
    demo.platform.advanceClock(300_000 - (now % 300_000) + 1_000);
    await demo.signIn('settleagent1', { isAgent: true });
    await openPage(demo, '/agentHome?tab=agentRealtimeSalary');
    const table = await screen.findByRole('table', { name: 'Real-time salary settlements' }, { timeout: 5_000 });
    expect(within(table).getAllByText('From agent').length).toBeGreaterThan(0);
    const before = Number(total('count'));
    expect(before).toBeGreaterThan(0);

    demo.platform.advanceClock(5 * 60_000);
    await openPage(demo, '/agentHome?tab=agentRealtimeSalary');
    await screen.findByRole('table', { name: 'Real-time salary settlements' }, { timeout: 5_000 });
    expect(Number(total('count'))).toBe(before + 1);
    const realtimeTotal = total('amount');

    await openPage(demo, '/agentHome?tab=agentRevenueReport');
    await screen.findByRole('table', { name: 'My income by day' }, { timeout: 5_000 });
    expect(total('realtimeSalary')).toBe(realtimeTotal);
    expect(total('total')).toBe(realtimeTotal);
  });

  it('a filter goes into the address and asks once; a malformed answer is an error with a retry', async () => {
    await demo.signIn('settleagent1', { isAgent: true });
    await openPage(demo, '/agentHome?tab=agentRealtimeSalary');
    await screen.findByRole('table', { name: 'Real-time salary settlements' }, { timeout: 5_000 });
    await expectFilterAsksOnce(demo, RECORDS, 'Downline or upline username', 'downline=nobody');
    await expectMalformedThenRetry(demo, RECORDS, '/agentHome?tab=agentRealtimeSalary&from=2026-01-01&to=2026-01-02');
    expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
  });
});
