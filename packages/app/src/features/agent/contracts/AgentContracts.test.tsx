import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ORIGIN } from '@atrium/api/demo';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../../test/renderApp';
import { activateTwice, expectBusy, holdRequest, SUBMIT_GESTURES } from '../../../test/submitGestures';
import { setUpDemoServer } from '../../../test/demoServer';
import { ContractsSection } from './ContractsSection';
import { DownlineContractActions } from './DownlineContractActions';

const { server, requests } = setUpDemoServer({ freshPlatformEachTest: true });

const DAILY = '/wps/relay/MCS2_processDailySalContract';
const REALTIME = '/wps/relay/MCSFE_processRealTimeSalaryContract';
const CTSUB1 = { id: 'a-2021', username: 'ctsub1', isAgent: true };

interface DemoState {
  readonly contracts: readonly { readonly downline: string; readonly state: string }[];
  readonly offers: readonly { readonly status: string; readonly answer: string | null }[];
}

async function demoState(account: string): Promise<DemoState> {
  return (await (await fetch(`${DEMO_ORIGIN}/__demo/contracts/state?account=${account}`)).json()) as DemoState;
}

const card = async (name: string) => within(await screen.findByRole('listitem', { name }, { timeout: 5_000 }));

/** ctagent1 opens the daily salary offer to ctsub1 and types two ascending tiers. */
async function typeDailyOffer() {
  await signIn('ctagent1');
  await renderApp(<DownlineContractActions downline={CTSUB1} />, { withSession: true });
  const daily = await card('Daily salary');
  // The offer ctsub1 turned down a week ago (seeded): another may be sent.
  expect(daily.getByText('Rejected')).toBeInTheDocument();
  await userEvent.click(daily.getByRole('button', { name: 'Offer a new daily salary contract' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Offer a contract to ctsub1' }));
  const tier1 = within(dialog.getByRole('group', { name: 'Tier 1' }));
  await userEvent.type(tier1.getByLabelText('Daily team bet from'), '1000');
  await userEvent.type(tier1.getByLabelText('Active members from'), '2');
  await userEvent.type(tier1.getByLabelText('Rate (%)'), '3');
  return dialog;
}

describe('§4 / §6 the upline offers a contract from a downline’s details', () => {
  it('the offer goes to the downline’s popup; the row then waits for the answer, with no action', async () => {
    const dialog = await typeDailyOffer();
    await userEvent.click(dialog.getByRole('button', { name: 'Send the offer' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Offer sent. ctsub1 answers it in their contract popup.',
    );
    expect(requests.count('POST', DAILY)).toBe(1);
    expect((await demoState('ctsub1')).offers).toContainEqual(expect.objectContaining({ status: 'P', answer: null }));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    const daily = await card('Daily salary');
    await waitFor(() => expect(daily.getByText('Pending')).toBeInTheDocument());
    expect(daily.getByText('New offer, waiting for an answer')).toBeInTheDocument();
    expect(daily.queryByRole('button')).toBeNull();
  });

  it('the editor’s rules stop a wrong offer before any call: errors under the fields, values kept', async () => {
    const dialog = await typeDailyOffer();
    await userEvent.click(dialog.getByRole('button', { name: 'Add a tier' }));
    const tier2 = within(dialog.getByRole('group', { name: 'Tier 2' }));
    await userEvent.type(tier2.getByLabelText('Daily team bet from'), '500');
    await userEvent.type(tier2.getByLabelText('Active members from'), '2');
    await userEvent.type(tier2.getByLabelText('Rate (%)'), '101');
    await userEvent.click(dialog.getByRole('button', { name: 'Send the offer' }));
    expect(tier2.getByText('Must be higher than the tier before.')).toBeInTheDocument();
    expect(tier2.getByText('Enter a rate above 0 and at most 100.')).toBeInTheDocument();
    expect(tier2.getByLabelText('Rate (%)')).toHaveValue('101');
    expect(requests.count('POST', DAILY)).toBe(0);
  });

  it('a refusal shows in the dialog, the terms stay to send again, nothing is retried', async () => {
    const dialog = await typeDailyOffer();
    server.use(
      http.post(`*${DAILY}`, () =>
        HttpResponse.json({ code: 'operation.not.allowed', message: 'no', value: null }, { status: 400 }),
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send the offer' }));
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    expect(requests.count('POST', DAILY)).toBe(1);
    expect(within(dialog.getByRole('group', { name: 'Tier 1' })).getByLabelText('Rate (%)')).toHaveValue('3');
    expect(dialog.getByRole('button', { name: 'Send the offer' })).toBeEnabled();
  });
});

describe('money: an offer is sent once, however it is pressed', () => {
  it.each(SUBMIT_GESTURES)('Send the offer by %s sends one offer', async (gesture) => {
    const dialog = await typeDailyOffer();
    const release = holdRequest(server, `*${DAILY}`);
    activateTwice(
      gesture,
      dialog.getByRole('button', { name: 'Send the offer' }),
      within(dialog.getByRole('group', { name: 'Tier 1' })).getByLabelText('Rate (%)'),
    );
    expectBusy('Send the offer');
    release();
    expect(await dialog.findByRole('status')).toHaveTextContent('Offer sent.');
    expect(requests.count('POST', DAILY)).toBe(1);
    expect((await demoState('ctsub1')).offers.filter((o) => o.answer === null)).toHaveLength(1);
  });
});

describe('§4 the contracts of one type on both sides (the salary pages’ section)', () => {
  it('ctsub1 sees what it gives with its status and asks ctsubmember1 to end it, once under a double click', async () => {
    await signIn('ctsub1');
    await renderApp(<ContractsSection type="dailySalary" />, { withSession: true });
    // Both sides: the offer it turned down a week ago, then what it gives.
    expect((await card('From ctagent1')).getByText('Rejected')).toBeInTheDocument();
    const given = await card('To ctsubmember1');
    expect(given.getByText('Accepted')).toBeInTheDocument();
    expect(given.getByText('Live casino: 2 %; Slots: 1.8 %; Sports: $50.00')).toBeInTheDocument();
    await userEvent.click(given.getByRole('button', { name: 'Ask to end the daily salary contract' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask ctsubmember1 to end the contract' }));
    const release = holdRequest(server, `*${DAILY}`);
    activateTwice('double click', dialog.getByRole('button', { name: 'Send the request' }));
    release();
    expect(await dialog.findByRole('status')).toHaveTextContent('Request sent.');
    expect(requests.count('POST', DAILY)).toBe(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByText('Asked to end, waiting for an answer')).toBeInTheDocument());
    // While the question waits, the contract in force offers nothing more.
    expect(within(screen.getByRole('region', { name: 'To my downlines' })).queryAllByRole('button')).toEqual([]);
    expect((await demoState('ctsubmember1')).offers).toEqual([expect.objectContaining({ status: 'V' })]);
  });
});

// The downline's side of new terms (the popup's edited offer) is the member feature's: ContractPopupHost.test.tsx, the
// HourlySalaryEdited story and tests/e2e/member/contracts.spec.ts.
describe('§2 / §4 offers waiting for the agent are answered from its contract page', () => {
  it('ctsub1 finds ctagent1’s daily salary offer on the daily salary page and rejects it there; the list empties', async () => {
    const sent = await typeDailyOffer();
    await userEvent.click(sent.getByRole('button', { name: 'Send the offer' }));
    expect(await sent.findByRole('status')).toHaveTextContent('Offer sent.');
    cleanup();
    await signIn('ctsub1');
    await renderApp(<ContractsSection type="dailySalary" />, { withSession: true });
    const list = within(await screen.findByRole('region', { name: 'Offers waiting for your answer' }));
    await userEvent.click(
      await list.findByRole('button', { name: 'Answer the daily salary contract' }, { timeout: 5_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Daily salary contract' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Done' }));
    expect(await list.findByText('No offer is waiting for your answer.')).toBeInTheDocument();
    expect((await demoState('ctsub1')).offers).toContainEqual(expect.objectContaining({ status: 'P', answer: 'R' }));
  });
});

describe('§4 / §6 an agent that gives no contract offers one from the contracts page', () => {
  it('teamagent1 chooses a downline of its team under the empty list and the editor opens for it', async () => {
    await signIn('teamagent1');
    await renderApp(<ContractsSection type="dailySalary" />, { withSession: true });
    const given = within(await screen.findByRole('region', { name: 'To my downlines' }, { timeout: 5_000 }));
    expect(await given.findByText('You give no contract of this kind to a downline.')).toBeInTheDocument();
    await userEvent.click(given.getByRole('button', { name: 'Offer a contract' }));
    expect(given.getByText('Choose the downline to offer the contract to.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(given.getByRole('combobox', { name: 'Downline' }));
    await userEvent.click(await screen.findByRole('option', { name: 'teamdown1a' }));
    await userEvent.click(given.getByRole('button', { name: 'Offer a contract' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer a contract to teamdown1a' }));
    expect(dialog.getByRole('button', { name: 'Send the offer' })).toBeInTheDocument();
  });
});

describe('§4 contract offers: the upline changes the terms of a contract in force (request E)', () => {
  it('the agent sends new terms for settleagent1’s real-time salary once; they wait for its answer as an offer E', async () => {
    // settleagent1's real-time salary (seeded, accepted): real-time tiers have percent rates only.
    await signIn('agent');
    await renderApp(<ContractsSection type="realtimeSalary" />, { withSession: true });
    const given = await card('To settleagent1');
    expect(given.getByText('Accepted')).toBeInTheDocument();
    await userEvent.click(given.getByRole('button', { name: 'Change the real-time salary contract' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the contract with settleagent1' }));
    // The editor opens on the terms in force: Live casino, tier 1 wins 0.5 %.
    const winRate = within(dialog.getByRole('group', { name: 'Tier 1' })).getByLabelText('Win rate (%)');
    expect(winRate).toHaveValue('0.5');
    await userEvent.clear(winRate);
    await userEvent.type(winRate, '0.7');
    const release = holdRequest(server, `*${REALTIME}`);
    activateTwice('double click', dialog.getByRole('button', { name: 'Send the new terms' }));
    release();
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'New terms sent. settleagent1 answers them in their contract popup.',
    );
    expect(requests.count('POST', REALTIME)).toBe(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));

    // The new terms wait as their own row; the contract in force keeps its terms and offers nothing meanwhile.
    const downlines = within(screen.getByRole('region', { name: 'To my downlines' }));
    await waitFor(() => expect(downlines.getByText('New terms, waiting for an answer')).toBeInTheDocument());
    const [waiting, inForce] = downlines.getAllByRole('listitem', { name: 'To settleagent1' });
    expect(within(waiting!).getByText('Pending')).toBeInTheDocument();
    expect(within(waiting!).getByText(/^Live casino: 0\.7–1\.5 %; Slots: 0\.5–1\.5 %/)).toBeInTheDocument();
    expect(within(inForce!).getByText('Accepted')).toBeInTheDocument();
    expect(within(inForce!).getByText(/^Live casino: 0\.5–1\.5 %/)).toBeInTheDocument();
    expect(within(inForce!).queryAllByRole('button')).toEqual([]);
    expect((await demoState('settleagent1')).offers).toEqual([expect.objectContaining({ status: 'E', answer: null })]);
  });
});

describe('§4 new terms keep each game kind’s rate type (a percent on one kind, a fixed amount on another)', () => {
  it('ctsub1 opens new terms for ctsubmember1’s daily salary: Live casino 2 %, Sports $50, sent as P and F', async () => {
    await signIn('ctsub1');
    await renderApp(<ContractsSection type="dailySalary" />, { withSession: true });
    const given = await card('To ctsubmember1');
    await userEvent.click(given.getByRole('button', { name: 'Change the daily salary contract' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the contract with ctsubmember1' }));

    const live = within(dialog.getByRole('radiogroup', { name: 'Live casino: salary paid as' }));
    expect(live.getByRole('radio', { name: 'A percent of the bets' })).toBeChecked();
    expect(within(dialog.getByRole('group', { name: 'Tier 1' })).getByLabelText('Rate (%)')).toHaveValue('2');

    await userEvent.click(dialog.getByRole('combobox', { name: 'Game kind' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Sports/ }));
    const sports = within(await dialog.findByRole('radiogroup', { name: 'Sports: salary paid as' }));
    expect(sports.getByRole('radio', { name: 'A fixed amount' })).toBeChecked();
    const sportsTier = within(dialog.getByRole('group', { name: 'Tier 1' }));
    expect(sportsTier.getByLabelText('Salary amount')).toHaveValue('50');
    expect(sportsTier.queryByLabelText('Rate (%)')).toBeNull();

    const sent: unknown[] = [];
    server.use(
      http.post(`*${DAILY}`, async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send the new terms' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('New terms sent.');
    expect(sent).toEqual([
      expect.objectContaining({
        action: 'edit',
        tiers: [
          expect.objectContaining({ gameType: 'LIVE', rate: 2, rateType: 'P' }),
          expect.objectContaining({ gameType: 'RNG', rate: 1.8, rateType: 'P' }),
          expect.objectContaining({ gameType: 'SPORTS', rate: 50, rateType: 'F' }),
        ],
      }),
    ]);
  });
});
