import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ORIGIN } from '@atrium/api/demo';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn, startTrial } from '../../../test/renderApp';
import { activateTwice, expectBusy, holdRequest, SUBMIT_GESTURES } from '../../../test/submitGestures';
import { setUpDemoServer } from '../../../test/demoServer';
import { ContractPopupHost } from './ContractPopupHost';

const { server, requests } = setUpDemoServer({ freshPlatformEachTest: true });

const CONSOLIDATED = '/wps/member/info/funds/consolidated';
const DIVIDEND_ANSWER = '/wps/relay/MCS2_processDividendReq';
const DAILY_ANSWER = '/wps/relay/MCS2_processDailySalContract';

interface DemoState {
  readonly contracts: readonly { readonly type: string; readonly downline: string; readonly state: string }[];
  readonly offers: readonly { readonly id: string; readonly answer: string | null }[];
}

async function demoState(account: string): Promise<DemoState> {
  return (await (await fetch(`${DEMO_ORIGIN}/__demo/contracts/state?account=${account}`)).json()) as DemoState;
}

async function demoOffer(body: Record<string, unknown>) {
  const answer = await fetch(`${DEMO_ORIGIN}/__demo/contracts/offer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
}

/** A fresh page load: a new query cache, the same browser session. */
async function load() {
  cleanup();
  await renderApp(<ContractPopupHost />, { withSession: true });
}

const popup = (name: string | RegExp) => screen.findByRole('dialog', { name }, { timeout: 5_000 });

describe('§2 contract popup: shown after sign-in while offers are pending', () => {
  it('a member answers each offer in turn; once none is left it closes and does not return', async () => {
    await signIn('offeree1');
    await load();
    const first = await popup('Dividend contract');
    expect(within(first).getByText('subagent1 offers you this contract.')).toBeInTheDocument();
    expect(within(first).getByText('Offer 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Accept' }));

    const second = await popup('Hourly salary contract');
    expect(within(second).getByRole('status')).toHaveTextContent('You accepted the dividend contract.');
    expect(within(second).getByText('Offer 2 of 2')).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Reject' }));

    const done = await popup('Hourly salary contract');
    await waitFor(() => expect(within(done).getByRole('status')).toHaveTextContent('You rejected the hourly'));
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const state = await demoState('offeree1');
    expect(state.contracts).toContainEqual(expect.objectContaining({ type: 'dividend', state: 'accepted' }));
    expect(state.offers.map((o) => o.answer)).toEqual(['A', 'R']);
    requests.reset();
    await load();
    await waitFor(() => expect(requests.count('GET', CONSOLIDATED)).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('§4 the higher-rate case warns first; the confirmed accept ends the downline’s contract', async () => {
    await signIn('rateagent1');
    await load();
    const dialog = await popup('Daily salary contract');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('that downline’s contract is terminated');
    expect(requests.count('GET', DAILY_ANSWER)).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and terminate it' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('You accepted'));
    expect(requests.count('GET', DAILY_ANSWER)).toBe(1);
    expect((await demoState('subdownline1')).contracts).toEqual([
      expect.objectContaining({ type: 'dailySalary', downline: 'subdownline1', state: 'ended' }),
    ]);
  });

  it('§4 the upline asks to end a contract (V); the downline’s Terminate sends one answer C and ends it', async () => {
    // ctsub1 asks ctsubmember1 to end the daily salary it pays it (seeded, accepted).
    await demoOffer({ downline: 'ctsubmember1', type: 'dailySalary', status: 'V' });
    await signIn('ctsubmember1');
    await load();
    const dialog = await popup('Daily salary contract');
    expect(within(dialog).getByText('ctsub1 asks to end this contract.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
    const release = holdRequest(server, `*${DAILY_ANSWER}`);
    activateTwice('double click', within(dialog).getByRole('button', { name: 'Terminate' }));
    expectBusy('Terminate');
    release();
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('You terminated the daily salary contract.'),
    );
    expect(requests.count('GET', DAILY_ANSWER)).toBe(1);
    const state = await demoState('ctsubmember1');
    expect(state.offers.map((o) => o.answer)).toEqual(['C']);
    // A salary contract ends (a dividend one is terminated): the one ctsub1 paid is no longer in force.
    expect(state.contracts).toEqual([
      expect.objectContaining({ type: 'dailySalary', downline: 'ctsubmember1', state: 'ended' }),
    ]);
  });

  it('Later puts the pending offers off for the session (a reload too); a new offer brings it back', async () => {
    await signIn('offeree1');
    await load();
    await userEvent.click(within(await popup('Dividend contract')).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    requests.reset();
    await load();
    await waitFor(() => expect(requests.count('GET', CONSOLIDATED)).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await demoOffer({ downline: 'offeree1', type: 'realtimeSalary' });
    await load();
    expect(within(await popup('Dividend contract')).getByText('Offer 1 of 3')).toBeInTheDocument();
  });

  it('a failed answer shows in the popup, the offer stays to answer again, and nothing is retried', async () => {
    await signIn('offeree1');
    await load();
    server.use(http.get(`*${DIVIDEND_ANSWER}`, () => HttpResponse.json({ message: 'busy' }, { status: 503 })));
    const dialog = await popup('Dividend contract');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(requests.count('GET', DIVIDEND_ANSWER)).toBe(1);
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect((await demoState('offeree1')).offers.map((o) => o.answer)).toEqual([null, null]);
  });

  it('§6 never for a trial user: no consolidated call, no popup', async () => {
    await startTrial();
    await load();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.count('GET', CONSOLIDATED)).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a member with no offer pending sees no popup', async () => {
    await signIn('member');
    await load();
    await waitFor(() => expect(requests.count('GET', CONSOLIDATED)).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('money: each answer is sent once, however it is pressed', () => {
  it.each(SUBMIT_GESTURES)('Accept by %s sends one answer', async (gesture) => {
    await signIn('offeree1');
    await load();
    const dialog = await popup('Dividend contract');
    const release = holdRequest(server, `*${DIVIDEND_ANSWER}`);
    activateTwice(gesture, within(dialog).getByRole('button', { name: 'Accept' }));
    expectBusy('Accept');
    release();
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('You accepted'));
    expect(requests.count('GET', DIVIDEND_ANSWER)).toBe(1);
  });

  it.each(SUBMIT_GESTURES)('the higher-rate confirmation by %s sends one answer', async (gesture) => {
    await signIn('rateagent1');
    await load();
    const dialog = await popup('Daily salary contract');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const release = holdRequest(server, `*${DAILY_ANSWER}`);
    activateTwice(gesture, within(dialog).getByRole('button', { name: 'Accept and terminate it' }));
    expectBusy('Accept and terminate it');
    release();
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('You accepted'));
    expect(requests.count('GET', DAILY_ANSWER)).toBe(1);
  });
});
