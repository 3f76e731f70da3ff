import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAccount, openPage, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';

const demo = setUpDemoServer();

const REPORT = '/wps/member/creditReport';

/** "$20,000.00" or "-$1,520.00" as cents. */
const cents = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

function lineFigure(id: 'limit' | 'used' | 'available'): number {
  const value = document.querySelector(`[data-credit="${id}"]`);
  if (!value) throw new Error(`no ${id} figure`);
  return cents(value.textContent);
}

const open = (address: string) => openPage(demo, address);

describe('§2 Other screens: credit report (/creditReport)', () => {
  it('a credit member sees its line adding up, this week, and its weekly statements page by page', async () => {
    await signInAccount('creditplayer');
    await open('/creditReport');
    const line = await screen.findByRole('region', { name: 'Credit line' }, { timeout: 5_000 });
    expect(lineFigure('limit')).toBe(2_000_000);
    expect(lineFigure('used') + lineFigure('available')).toBe(lineFigure('limit'));
    const meter = within(line).getByRole('meter', { name: 'Credit used' });
    // The meter's value is in currency units (157.92), the figure in cents: round away binary fractions (× 100 gives
    // 15791.999…).
    expect(Math.round(Number(meter.getAttribute('aria-valuenow')) * 100)).toBe(lineFigure('used'));
    expect(screen.getByRole('region', { name: 'This period' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Past statements, newest first' });
    const firstPage = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(firstPage).toHaveLength(4);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Due|Overdue/);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Settled');

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Statement pages' })).getByRole('button', { name: /2/ }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Past statements, newest first' }))
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).not.toEqual(firstPage),
    );
    expect(demo.requests.count('GET', REPORT)).toBe(2);
  }, 20_000);

  it('the page of statements is in the address: a reload of ?page=2 opens it', async () => {
    await signInAccount('creditplayer');
    await open('/creditReport');
    const table = await screen.findByRole('table', { name: 'Past statements, newest first' }, { timeout: 5_000 });
    const firstPage = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    cleanup();
    await open('/creditReport?page=2');
    const second = await screen.findByRole('table', { name: 'Past statements, newest first' }, { timeout: 5_000 });
    expect(
      within(second)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).not.toEqual(firstPage);
    expect(
      within(screen.getByRole('navigation', { name: 'Statement pages' })).getByRole('button', { current: 'page' }),
    ).toHaveTextContent('2');
  }, 20_000);

  it('an address past the last page opens the last page instead of an empty list', async () => {
    await signInAccount('creditplayer');
    await open('/creditReport?page=99');
    const table = await screen.findByRole('table', { name: 'Past statements, newest first' }, { timeout: 5_000 });
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    expect(screen.queryByText('No past statements yet.')).not.toBeInTheDocument();
  }, 20_000);

  it('a member without a credit line is told so, not shown an error', async () => {
    await signInAccount('member');
    await open('/creditReport');
    expect(
      await screen.findByText(
        'This account has no credit line. Your upline can tell you whether one is offered.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credit line' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  }, 20_000);

  it('a malformed answer shows the error with a retry, and the retry brings the report', async () => {
    await signInAccount('creditplayer');
    const seen = await visit(demo, '/creditReport', 'malformed');
    expect(seen.errors).toEqual([]);
    const page = await screen.findByRole('region', { name: 'Credit report' }, { timeout: 5_000 });
    const retry = await within(page).findByRole('button', { name: 'Try again' });
    demo.platform.setFault(null);
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Credit line' }, { timeout: 5_000 })).toBeInTheDocument();
  }, 20_000);
});
