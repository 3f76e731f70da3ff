import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import { createSweep, signInAccount, SWEEP_BASE, visit } from '../../../test/routeFaultSweep';

const sweep = createSweep();
beforeAll(() => sweep.server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => sweep.server.resetHandlers());
afterAll(() => sweep.server.close());

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
    await signInAccount('downline5');
    await visit(sweep, `/member?tab=personalProfit&from=${from}&to=${to}`, null);
    const own = { validBet: await totalOf('validBet'), winLoss: await totalOf('winLoss') };
    expect(own.validBet).toBeGreaterThan(0);
    cleanup();

    await signInAccount('agent', { isAgent: true });
    await visit(sweep, `/agentHome?tab=palStatementsAgentCopy&from=${from}&to=${to}&who=downline5`, null);
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
    await signInAccount('agent', { isAgent: true });
    await visit(sweep, '/agentHome?tab=palStatementsAgentCopy', null);
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
    await signInAccount('agent', { isAgent: true });
    await visit(sweep, '/agentHome?tab=palStatementsAgentCopy', null);
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
    const seen = await visit(sweep, '/agentHome?tab=palStatementsAgentCopy&from=2026-01-01&to=2026-01-02', null);
    expect(seen.errors).toEqual([]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No records in this range.')).toBeInTheDocument();
  });
});
