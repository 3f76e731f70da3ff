import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpDemoServer } from '../../../test/demoServer';
import { openPage } from '../../../test/routeFaultSweep';
import { activateTwice, SUBMIT_GESTURES } from '../../../test/submitGestures';

const demo = setUpDemoServer();

const CLAIM = '/wps/relay/MCSFE_claimManualRebate';
const SETTINGS = '/wps/relay/MCSFE_getCustomerRebateSettingByProductType';

async function open(username: string) {
  const account = await demo.signIn(username);
  await openPage(demo, '/member?tab=manualRebate');
  await screen.findByTestId('rebate-total');
  return account;
}

const claimButton = (game: string) => screen.getByRole('button', { name: `Claim the ${game} rebate` });

describe('§2 manualRebate: the rebate per game type is claimed once and paid into the balance', () => {
  it(
    'shows what each game type earned, claims one, pays it once and lists it in the history',
    { timeout: 20_000 },
    async () => {
      const account = await open('inboxplayer');
      const before = account.balanceCents;
      expect(screen.getByTestId('rebate-total')).toHaveTextContent('$58.00');
      expect(within(screen.getByTestId('rebate-SPORTS')).getByText('Claimable from $1.00')).toBeInTheDocument();
      expect(within(screen.getByTestId('rebate-CONS')).getByText('Not offered')).toBeInTheDocument();
      expect(screen.getByText('No rebate claimed yet.')).toBeInTheDocument();
      await userEvent.click(claimButton('Live casino'));
      expect(await screen.findByTestId('rebate-result')).toHaveTextContent(
        '$10.00 Live casino rebate was added to your balance.',
      );
      expect(account.balanceCents).toBe(before + 1_000);
      // The settings and the history are refetched: LIVE has nothing left, the claim is listed.
      await waitFor(() =>
        expect(within(screen.getByTestId('rebate-LIVE')).getByText('Nothing to claim yet')).toBeInTheDocument(),
      );
      expect(screen.getByTestId('rebate-total')).toHaveTextContent('$48.00');
      const history = screen.getByRole('region', { name: 'Claim history' });
      expect(await within(history).findByText('Live casino')).toBeInTheDocument();
      expect(demo.requests.count('POST', CLAIM)).toBe(1);
    },
  );

  it.each(SUBMIT_GESTURES)('%s on Claim sends one request and pays once', { timeout: 20_000 }, async (gesture) => {
    const username = ['member', 'inboxplayer2', 'pointsplayer'][SUBMIT_GESTURES.indexOf(gesture)]!;
    const account = await open(username);
    const before = account.balanceCents;
    const release = demo.hold(CLAIM);
    activateTwice(gesture, claimButton('Slots'));
    expect(claimButton('Slots')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByTestId('rebate-result')).toHaveTextContent('$30.00 Slots rebate');
    expect(demo.requests.count('POST', CLAIM)).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(account.balanceCents).toBe(before + 3_000);
  });

  it('a refused claim says why where the member looks and pays nothing', { timeout: 20_000 }, async () => {
    const account = await open('rewardsplayer');
    const before = account.balanceCents;
    demo.server.use(
      http.post(`*${CLAIM}`, () =>
        HttpResponse.json(
          { success: false, value: null, errorCode: 'amount.out.of.range', message: 'Below the minimum' },
          { status: 400 },
        ),
      ),
    );
    await userEvent.click(claimButton('Fishing'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.queryByTestId('rebate-result')).not.toBeInTheDocument();
    expect(account.balanceCents).toBe(before);
    expect(demo.requests.count('POST', CLAIM)).toBe(1);
  });

  it('malformed settings become an error with a retry, not a blank page', { timeout: 20_000 }, async () => {
    await demo.signIn('rewardsplayer2');
    demo.server.use(
      http.get(`*${SETTINGS}`, () => HttpResponse.json({ success: true, value: { list: [{ productType: 'LIVE' }] } })),
    );
    await openPage(demo, '/member?tab=manualRebate');
    expect(
      await screen.findByText('We received an unexpected answer from the server. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim the/ })).not.toBeInTheDocument();
  });
});
