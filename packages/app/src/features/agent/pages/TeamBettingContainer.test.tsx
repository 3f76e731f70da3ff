import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpDemoServer } from '../../../test/demoServer';
import { expectFilterAsksOnce, expectMalformedThenRetry } from '../../../test/reportChecks';
import { openPage } from '../../../test/routeFaultSweep';

const demo = setUpDemoServer();

const REPORT = '/wps/relay/MCSFE_getAgentTeamBettingReport';
const PAGE = '/agentHome?tab=personalHistoryCopy';
const CAPTION = 'Team betting by downline and game kind';

describe('§2 personalHistoryCopy team betting (agent)', () => {
  it('opens with rows of the downline tree and totals; a filter goes into the address and asks once', async () => {
    await demo.signIn('agent', { isAgent: true });
    await openPage(demo, PAGE);
    const table = await screen.findByRole('table', { name: CAPTION }, { timeout: 5_000 });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(Number(document.querySelector('[data-total="betCount"]')?.textContent?.replace(/\D/g, ''))).toBeGreaterThan(
      0,
    );
    await expectFilterAsksOnce(demo, REPORT, 'Downline username', 'username=nobody');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('a malformed answer is an error with a retry, never a blank', async () => {
    await demo.signIn('agent', { isAgent: true });
    await expectMalformedThenRetry(demo, REPORT, PAGE);
    expect(await screen.findByRole('table', { name: CAPTION }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
