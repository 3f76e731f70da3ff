import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downlineLedgerOf } from '@atrium/api/demo';
import { dateRangePreset } from '@atrium/domain/format';
import { setUpDemoServer } from '../../../test/demoServer';
import { expectFilterAsksOnce, expectMalformedThenRetry } from '../../../test/reportChecks';
import { openPage } from '../../../test/routeFaultSweep';

// The demo tree bets every five minutes and its cash-outs are worked back from today's balance, so the ledger's count
// is not a rising function of time: the platform's clock is pinned, and the page must show exactly the ledger's count.
const NOW = Date.now();
const demo = setUpDemoServer({ platform: { now: () => NOW } });

const CALL = '/wps/relay/MCSFE_getAgentDownlineTransactions';
const total = (id: string) => document.querySelector(`[data-total="${id}"]`)?.textContent ?? '';
const count = (n: number) => new Intl.NumberFormat('en').format(n);

// Every page reads the simulated bets of the agent’s whole tree (about 60,000 in a week): slow on a busy machine.
describe('§2 agentDownlineTransactionDetailsCopy account details (the seeded agent)', () => {
  it('the past 7 days: the count is every downline entry of the ledger, the rows are the newest of them', async () => {
    await demo.signIn('agent', { isAgent: true });
    const past7 = dateRangePreset('past7', NOW, -new Date(NOW).getTimezoneOffset());
    await openPage(demo, `/agentHome?tab=agentDownlineTransactionDetailsCopy&from=${past7.start}&to=${past7.end}`);
    const table = await screen.findByRole('table', { name: 'Downline account details' }, { timeout: 5_000 });
    const agent = demo.platform.accounts.find((a) => a.username === 'agent')!;
    const ledger = downlineLedgerOf(demo.platform, agent.id, { from: past7.startMs, to: past7.endMs }).length;
    expect(ledger).toBeGreaterThan(0);
    const shown = Number(total('count').replace(/\D/g, ''));
    expect(total('count')).toBe(count(ledger));
    expect(shown).toBe(ledger);
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(20, shown) + 1);
  }, 15_000);

  it('a filter goes into the address and asks once; a malformed answer is an error with a retry', async () => {
    await demo.signIn('agent', { isAgent: true });
    await openPage(demo, '/agentHome?tab=agentDownlineTransactionDetailsCopy');
    await screen.findByRole('heading', { level: 2, name: /account details/i }, { timeout: 5_000 });
    await screen.findByRole('searchbox', { name: 'Downline username' }, { timeout: 5_000 });
    await expectFilterAsksOnce(demo, CALL, 'Downline username', 'username=nobody');
    await expectMalformedThenRetry(
      demo,
      CALL,
      '/agentHome?tab=agentDownlineTransactionDetailsCopy&from=2026-01-01&to=2026-01-02',
    );
    expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
  }, 15_000);
});
