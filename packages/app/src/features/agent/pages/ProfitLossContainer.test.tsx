import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import { setUpDemoServer } from '../../../test/demoServer';
import { expectFilterAsksOnce, expectMalformedThenRetry } from '../../../test/reportChecks';
import { openPage } from '../../../test/routeFaultSweep';

const demo = setUpDemoServer();

const CALL = '/wps/relay/MCSFE_getAgentUserProfitLoss';
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '').replace(/(?!^)-/g, '')) * 100);

/** The page's total of one figure, once the page has answered (the totals show only then). */
async function totalOf(id: string): Promise<number> {
  const total = await waitFor(
    () => {
      const text = document.querySelector(`[data-total="${id}"]`)?.textContent;
      if (!text) throw new Error(`no ${id} total yet`);
      return text;
    },
    { timeout: 10_000 },
  );
  return cents(total);
}

describe('§2 palStatementsAgentCopy user P&L (the seeded agent)', () => {
  it('downline5: the agent’s user P&L for it shows the player’s own profit and loss page, the same 7 days', async () => {
    // Seven whole days up to yesterday: the demo keeps playing today, between the two visits.
    const offset = -new Date().getTimezoneOffset();
    const from = dateRangePreset('past7', Date.now() - 86_400_000, offset).start;
    const to = dateRangePreset('yesterday', Date.now(), offset).end;
    await demo.signIn('downline5');
    await openPage(demo, `/member?tab=personalProfit&from=${from}&to=${to}`);
    const own = { validBet: await totalOf('validBet'), winLoss: await totalOf('winLoss') };
    expect(own.validBet).toBeGreaterThan(0);

    await demo.signIn('agent', { isAgent: true });
    await openPage(demo, `/agentHome?tab=palStatementsAgentCopy&from=${from}&to=${to}&who=downline5`);
    await screen.findByText(
      (_, el) => el?.getAttribute('data-total') === 'count' && el.textContent === '1',
      undefined,
      {
        timeout: 10_000,
      },
    );
    expect({ validBet: await totalOf('validBet'), winLoss: await totalOf('winLoss') }).toEqual(own);
  });

  it('one downline: the totals equal its row', async () => {
    await demo.signIn('agent', { isAgent: true });
    await openPage(demo, '/agentHome?tab=palStatementsAgentCopy');
    let table = await screen.findByRole('table', { name: 'User profit and loss by downline' }, { timeout: 5_000 });
    const first = within(table).getAllByRole('rowheader')[0]!.textContent!.trim();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Downline username' }), `${first}{Enter}`);
    await screen.findByText((_, el) => el?.getAttribute('data-total') === 'count' && el.textContent === '1');
    table = screen.getByRole('table', { name: 'User profit and loss by downline' });
    const row = within(table).getAllByRole('row')[1]!;
    const deposits = within(row).getAllByRole('cell')[0]!.textContent!;
    const total = document.querySelector('[data-total="deposits"]')?.textContent ?? '';
    expect(cents(total)).toBe(cents(deposits));
  });

  it('a filter goes into the address and asks once; a malformed answer is an error with a retry', async () => {
    await demo.signIn('agent', { isAgent: true });
    await openPage(demo, '/agentHome?tab=palStatementsAgentCopy');
    await screen.findByRole('searchbox', { name: 'Downline username' }, { timeout: 5_000 });
    await expectFilterAsksOnce(demo, CALL, 'Downline username', 'username=nobody');
    await expectMalformedThenRetry(demo, CALL, '/agentHome?tab=palStatementsAgentCopy&from=2026-01-01&to=2026-01-02');
    expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
  });
});
