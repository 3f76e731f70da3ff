import { readFile } from 'node:fs/promises';
import { expect, logInAsAgent, test } from '../auth/helpers';
import { expectNoSideScroll } from '../pageChecks';

/**
 * §2 agent-centre reports, team betting (personalHistoryCopy): the seeded `agent` reads its downline tree's bets of
 * the past 7 days per downline and game kind, with totals, and exports the visible table as CSV. Read-only.
 */

const amountOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test.describe('§2 Agent reports', () => {
  test('§2 team betting for the past 7 days: rows, totals equal to the sum of the rows, the CSV is the visible table', async ({
    page,
  }) => {
    await logInAsAgent(page);

    await page.goto('/agentHome?tab=personalHistoryCopy');
    await expect(page.getByRole('heading', { level: 2, name: 'Team betting' })).toBeVisible();
    await page.getByRole('button', { name: 'Past 7 days' }).click();
    await expect(page.getByRole('button', { name: 'Past 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const table = page.getByRole('table', { name: 'Team betting by downline and game kind' });
    await expect(table).toBeVisible();
    const first = (await table.getByRole('rowheader').first().innerText()).trim();

    // One downline: at most one row per game kind, all on the first page, so the totals are the visible rows' sum.
    await page.getByRole('searchbox', { name: 'Downline username' }).fill(first);
    await page.getByRole('searchbox', { name: 'Downline username' }).press('Enter');
    await expect(page).toHaveURL(/who=/);
    await expect(page.getByRole('region', { name: 'Records' })).not.toHaveAttribute('aria-busy', 'true');
    // The filtered answer replaces the whole table: wait until every row is that downline's before reading any.
    const names = table.getByRole('rowheader');
    await expect
      .poll(async () => (await names.allInnerTexts()).map((name) => name.trim()))
      .toEqual(expect.arrayContaining([first]));
    await expect.poll(async () => (await names.allInnerTexts()).every((name) => name.trim() === first)).toBe(true);
    const cells = await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .evaluateAll((rows) =>
        rows.map((row) => ({
          name: (row.querySelector('th') as HTMLElement).innerText.trim(),
          cells: [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText),
        })),
      );
    expect(cells.length).toBeGreaterThan(0);
    let bets = 0;
    let betCents = 0;
    const visible: string[] = [];
    for (const row of cells) {
      expect(row.name).toBe(first);
      bets += Number((row.cells[1] ?? '').replace(/\D/g, ''));
      betCents += amountOf(row.cells[2] ?? '');
      visible.push(row.name);
    }
    expect(Number((await page.locator('[data-total="betCount"]').innerText()).replace(/\D/g, ''))).toBe(bets);
    expect(amountOf(await page.locator('[data-total="bet"]').innerText())).toBe(betCents);
    await expectNoSideScroll(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^team-betting-.*\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]?.startsWith('Username,Game kind,Bets')).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(visible);
    const csvBets = lines.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(',')[3]) * 100), 0);
    expect(csvBets).toBe(betCents);
  });
});
