import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { downlineLedgerOf } from '@atrium/api/demo';
import { dateRangePreset } from '@atrium/domain/format';
import { setUpDemoServer } from '../../../test/demoServer';
import { openPage } from '../../../test/routeFaultSweep';

// The demo clock is pinned: the tree's ledger stands still while a file is fetched page by page, so the file must
// hold exactly the ledger.
const NOW = Date.now();
const demo = setUpDemoServer({ platform: { now: () => NOW }, afterEach: () => vi.restoreAllMocks() });

const CALL = '/wps/relay/MCSFE_getAgentDownlineTransactions';
// Bonuses: a few hundred in 30 days, several pages of the table and of the export, quick to read.
const TYPE = 'bonus';

/** What the page saves: the file's name and text, caught where the browser would be handed the download. */
function catchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
  return files;
}

describe('§2 agent reports: CSV export holds what the filters select', () => {
  it('pressed while the new range is still loading, it saves the new range, every page, named for it', async () => {
    await demo.signIn('agent', { isAgent: true });
    const offset = -new Date(NOW).getTimezoneOffset();
    const yesterday = dateRangePreset('yesterday', NOW, offset);
    const past30 = dateRangePreset('past30', NOW, offset);
    await openPage(
      demo,
      `/agentHome?tab=agentDownlineTransactionDetailsCopy&type=${TYPE}&from=${yesterday.start}&to=${yesterday.end}`,
    );
    await screen.findByRole('table', { name: 'Downline account details' }, { timeout: 10_000 });
    const files = catchDownloads();

    const agent = demo.platform.accounts.find((a) => a.username === 'agent')!;
    const ledger = downlineLedgerOf(
      demo.platform,
      agent.id,
      { from: past30.startMs, to: past30.endMs },
      { kinds: [TYPE] },
    ).length;

    // The past 30 days answer slowly, so the table still shows yesterday ("Updating…") when export is pressed.
    demo.server.use(
      http.get(`*${CALL}`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('startTime') === String(past30.startMs)) await delay(400);
        return undefined;
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Past 30 days' }));
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    // Pressed while the table still showed yesterday's rows.
    expect(screen.getByText('Updating…')).toBeInTheDocument();

    await vi.waitFor(() => expect(files).toHaveLength(1), { timeout: 30_000 });
    expect(files[0]!.name).toBe(`account-details-${past30.start}-${past30.end}.csv`);
    // More than one page of the table (20) and of the export (100): every page is in the file, none twice.
    expect(ledger).toBeGreaterThan(100);
    const lines = (await files[0]!.text).trimEnd().split('\r\n');
    expect(lines.length - 1).toBe(ledger);
    expect(new Set(lines.slice(1)).size).toBe(lines.length - 1);
  }, 60_000);

  it('a page that fails is asked once, nothing is saved, and the failure is said beside the button', async () => {
    await demo.signIn('agent', { isAgent: true });
    await openPage(demo, `/agentHome?tab=agentDownlineTransactionDetailsCopy&type=${TYPE}`);
    await screen.findByRole('searchbox', { name: 'Downline username' }, { timeout: 10_000 });
    const files = catchDownloads();
    let asked = 0;
    demo.server.use(
      http.get(`*${CALL}`, ({ request }) => {
        if (new URL(request.url).searchParams.get('size') !== '100') return undefined;
        asked += 1;
        return HttpResponse.json({ success: false, code: 'server_error' }, { status: 503 });
      }),
    );
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('The file could not be made. Nothing was saved; try again.')).toBeInTheDocument();
    expect(asked).toBe(1);
    expect(files).toEqual([]);
    expect(button).toBeEnabled();
  }, 30_000);

  it('a selection larger than one file is not fetched page by page: nothing is saved and the size and limit are said', async () => {
    await demo.signIn('agent', { isAgent: true });
    // Every kind over the past 7 days: a bet and often a payout per member every 5 minutes, tens of thousands of lines.
    const past7 = dateRangePreset('past7', NOW, -new Date(NOW).getTimezoneOffset());
    await openPage(demo, `/agentHome?tab=agentDownlineTransactionDetailsCopy&from=${past7.start}&to=${past7.end}`);
    await screen.findByRole('table', { name: 'Downline account details' }, { timeout: 10_000 });
    const files = catchDownloads();
    let pagesAsked = 0;
    demo.server.use(
      http.get(`*${CALL}`, ({ request }) => {
        if (new URL(request.url).searchParams.get('size') === '100') pagesAsked += 1;
        return undefined;
      }),
    );
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(/^This selection has [\d,]+ lines; one file holds at most 10,000\./);
    expect(button).toHaveAccessibleDescription(alert.textContent!);
    expect(pagesAsked).toBe(1);
    expect(files).toEqual([]);
    expect(button).toBeEnabled();
  }, 30_000);
});
