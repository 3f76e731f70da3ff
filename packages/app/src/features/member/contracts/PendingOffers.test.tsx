import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../../test/renderApp';
import { activateTwice, expectBusy, holdRequest } from '../../../test/submitGestures';
import { setUpDemoServer } from '../../../test/demoServer';
import { ContractOffersContainer } from '../pages/ContractOffersContainer';
import { ContractPopupHost } from './ContractPopupHost';

const { server, requests } = setUpDemoServer({ freshPlatformEachTest: true });

const DIVIDEND_ANSWER = '/wps/relay/MCS2_processDividendReq';

const offersList = async () =>
  within(await screen.findByRole('region', { name: 'Offers waiting for your answer' }, { timeout: 5_000 }));

describe('§2 contract popup: an offer put off with "Later" is answered from the member centre', () => {
  it('offeree1 puts both offers off, then answers the dividend offer from the list; the list updates', async () => {
    await signIn('offeree1');
    await renderApp(
      <>
        <ContractPopupHost />
        <ContractOffersContainer />
      </>,
      { withSession: true },
    );
    const popup = await screen.findByRole('dialog', { name: 'Dividend contract' }, { timeout: 5_000 });
    await userEvent.click(within(popup).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const list = await offersList();
    expect(await list.findByRole('listitem', { name: 'Dividend contract' })).toHaveTextContent(
      'subagent1 offers you this contract.',
    );
    expect(list.getByRole('listitem', { name: 'Hourly salary contract' })).toBeInTheDocument();

    await userEvent.click(list.getByRole('button', { name: 'Answer the dividend contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dividend contract' });
    expect(within(dialog).getByText('subagent1 offers you this contract.')).toBeInTheDocument();
    const release = holdRequest(server, `*${DIVIDEND_ANSWER}`);
    activateTwice('double click', within(dialog).getByRole('button', { name: 'Accept' }));
    expectBusy('Accept');
    release();
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('You accepted'));
    expect(requests.count('GET', DIVIDEND_ANSWER)).toBe(1);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Done' }));

    await waitFor(() => expect(list.queryByRole('listitem', { name: 'Dividend contract' })).toBeNull());
    expect(list.getByRole('listitem', { name: 'Hourly salary contract' })).toBeInTheDocument();
  });
});
