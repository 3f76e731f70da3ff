import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dateRangePreset } from '@atrium/domain/format';
import { setUpDemoServer } from '../../../test/demoServer';
import { openPage } from '../../../test/routeFaultSweep';

const demo = setUpDemoServer();

const offset = () => -new Date().getTimezoneOffset();
const table = (name: string) => screen.findByRole('table', { name }, { timeout: 10_000 });

describe('§2 record pages in the member centre', () => {
  it.each([
    ['personalHistoryCopy', '/wps/relay/MCSFE_getBetHistory', 'Bets in the range'],
    ['transactionHistory', '/wps/relay/MCSFE_getTransactionHistory', 'Account moves in the range'],
    ['personalProfit', '/wps/relay/MCSFE_getPersonalProfit', 'Profit and loss by game type'],
    ['bonusDetails', '/wps/relay/MCSFE_getBonusDetails', 'Bonuses in the range'],
  ] as const)(
    '%s: a malformed answer is an error with retry (asked once, never a loop), and retry brings the records',
    { timeout: 30_000 },
    async (tab, path, caption) => {
      await demo.signIn('member');
      // Only the record call answers nonsense (a list that is not a list): the page's own error, not the centre's.
      demo.server.use(http.get(`*${path}`, () => HttpResponse.json({ success: true, value: { list: 'nonsense' } })));
      await openPage(demo, `/member?tab=${tab}`);
      const main = screen.getByRole('main');
      const records = await within(main).findByRole('region', { name: 'Records' }, { timeout: 10_000 });
      expect(await within(records).findByRole('alert')).toHaveTextContent(/\S/);
      const calls = [...demo.calls].filter(([address]) => address.startsWith(path));
      expect(calls.reduce((sum, [, count]) => sum + count, 0)).toBe(1);
      demo.server.resetHandlers();
      await userEvent.click(within(records).getByRole('button', { name: 'Try again' }));
      expect(await table(caption)).toBeVisible();
      expect(screen.getByRole('region', { name: 'Totals for the range' })).toBeVisible();
    },
  );

  it(
    'the range and the filter come from the address: a reload opens the same records',
    { timeout: 30_000 },
    async () => {
      await demo.signIn('member');
      const range = dateRangePreset('past30', Date.now(), offset());
      await openPage(demo, `/member?tab=personalHistoryCopy&from=${range.start}&to=${range.end}&gameType=LIVE`);
      const bets = await table('Bets in the range');
      expect(screen.getByRole('button', { name: 'Past 30 days' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('combobox', { name: 'Game type' })).toHaveTextContent('Live casino');
      const rows = within(bets).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('Live casino');
    },
  );

  it('a preset press puts the range in the address and goes back to the first page', { timeout: 30_000 }, async () => {
    await demo.signIn('member');
    await openPage(demo, '/member?tab=personalHistoryCopy&page=2');
    await table('Bets in the range');
    expect(screen.getByRole('button', { name: 'Past 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const pager = await screen.findByRole('navigation', { name: 'Record pages' }, { timeout: 10_000 });
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Past 30 days' }));
    // The range shown is read from the address, so the pressed preset says the address changed.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Past 30 days' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Record pages' })).getByRole('button', { name: 'Page 1' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
    expect(await table('Bets in the range')).toBeVisible();
  });

  it('an address past the last page opens the last page, not an empty list', { timeout: 30_000 }, async () => {
    await demo.signIn('member');
    await openPage(demo, '/member?tab=transactionHistory&page=40');
    const moves = await table('Account moves in the range');
    expect(within(moves).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByText('No records in this range.')).toBeNull();
  });
});
