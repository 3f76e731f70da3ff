import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../../test/renderApp';
import { activateTwice, expectBusy, holdRequest, SUBMIT_GESTURES } from '../../../test/submitGestures';
import { setUpDemoServer } from '../../../test/demoServer';
import { DownlineManagementContainer, teamViewFromParams } from './DownlineManagementContainer';
import { RegisterCenterContainer } from './RegisterCenterContainer';

const demo = setUpDemoServer({ freshPlatformEachTest: true });
const { requests } = demo;

const TRANSFER = '/wps/relay/passwordCheck/GCS_walletTransfer';
const REGISTER = '/wps/agent/downline/register';
const PROMOTE = '/wps/agent/downline/promote';
const cents = (username: string) => demo.platform.accountByUsername(username)?.balanceCents;

async function openDetails(username: string, agent = 'teamagent1', path = '/') {
  await signIn(agent);
  await renderApp(<DownlineManagementContainer />, { withSession: true, path });
  await userEvent.click(await screen.findByRole('button', { name: `Details of ${username}` }, { timeout: 5_000 }));
  return within(await screen.findByRole('dialog', { name: `Details of ${username}` }));
}

async function typeTransfer(dialog: ReturnType<typeof within>, amount: string, password = '246802') {
  await userEvent.type(await dialog.findByRole('textbox', { name: /Amount/ }), amount);
  await userEvent.type(dialog.getByLabelText(/Payment password/), password);
}

describe('§2 downlineManagmentView: transfer to a downline (teamagent1 → teamdown1a)', () => {
  it.each(SUBMIT_GESTURES)('Transfer by %s pays once; both balances move by the amount', async (gesture) => {
    const dialog = await openDetails('teamdown1a');
    await typeTransfer(dialog, '12.34');
    const release = holdRequest(demo.server, `*${TRANSFER}`);
    activateTwice(gesture, dialog.getByRole('button', { name: 'Transfer' }), dialog.getByLabelText(/Payment password/));
    expectBusy('Transfer');
    release();
    expect(await dialog.findByRole('status')).toHaveTextContent('$12.34 was sent to teamdown1a.');
    expect(requests.count('POST', TRANSFER)).toBe(1);
    expect(cents('teamagent1')).toBe(100_000 - 1_234);
    expect(cents('teamdown1a')).toBe(10_000 + 1_234);
    // The form is empty again, the payment password first of all.
    expect(dialog.getByLabelText(/Payment password/)).toHaveValue('');
  });

  it('a wrong payment password is shown; the amount stays, the password goes, nothing moves', async () => {
    const dialog = await openDetails('teamdown1a');
    await typeTransfer(dialog, '5', '999999');
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/\S/);
    expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('5');
    expect(dialog.getByLabelText(/Payment password/)).toHaveValue('');
    expect(cents('teamagent1')).toBe(100_000);
  });
});

describe('§2 downlineManagmentView: nothing moves under a pending tap after a refusal', () => {
  it('the refusal stays while the next Transfer is on its way; Promote to agent is never next to Transfer', async () => {
    const dialog = await openDetails('teamdown1a');
    await typeTransfer(dialog, '5', '999999');
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    const refusal = (await dialog.findByRole('alert')).textContent;
    await userEvent.type(dialog.getByLabelText(/Payment password/), '999998');
    const release = holdRequest(demo.server, `*${TRANSFER}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    expectBusy('Transfer');
    // The error keeps its place until the new answer arrives: the layout under the finger does not move up.
    expect(dialog.getByRole('alert')).toHaveTextContent(refusal ?? '');
    release();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Transfer' })).not.toHaveAttribute('aria-busy'));
    expect(dialog.getByRole('alert')).toHaveTextContent(refusal ?? '');

    // §6 promotion cannot be undone: it comes after the downline's other actions, not straight after Transfer.
    const buttons = dialog.getAllByRole('button').map((b) => b.textContent);
    const transferAt = buttons.indexOf('Transfer');
    const promoteAt = buttons.indexOf('Promote to agent');
    expect(promoteAt).toBe(buttons.length - 1);
    expect(promoteAt - transferAt).toBeGreaterThan(1);
  });
});

describe('§2 downlineManagmentView: transfer to an indirect downline (agent → teamagent1 → teamdown1a)', () => {
  it('Transfer to a level 2 downline by double click pays once; promotion is not offered and says why', async () => {
    const dialog = await openDetails('teamdown1a', 'agent', '/?q=teamdown1a');
    expect(dialog.queryByRole('button', { name: 'Promote to agent' })).not.toBeInTheDocument();
    expect(
      dialog.getByText('Only your direct downlines can be promoted here; this one is under teamagent1.'),
    ).toBeInTheDocument();
    await typeTransfer(dialog, '7.5');
    const release = holdRequest(demo.server, `*${TRANSFER}`);
    activateTwice('double click', dialog.getByRole('button', { name: 'Transfer' }));
    expectBusy('Transfer');
    release();
    expect(await dialog.findByRole('status')).toHaveTextContent('$7.50 was sent to teamdown1a.');
    expect(requests.count('POST', TRANSFER)).toBe(1);
    expect(cents('agent')).toBe(98_765_432 - 750);
    expect(cents('teamdown1a')).toBe(10_000 + 750);
    expect(cents('teamagent1')).toBe(100_000);
  });
});

describe('§2 downlineManagmentView: the table sorts both ways, kept in the address', () => {
  const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

  it('a header pressed twice turns the order round, each order kept in the address', async () => {
    await signIn('teamagent1');
    const view = await renderApp(<DownlineManagementContainer />, {
      withSession: true,
      path: '/?tab=downlineManagmentView',
    });
    const table = await screen.findByRole('table', { name: 'Your downlines, direct and indirect' }, { timeout: 5_000 });
    expect(names()).toEqual(['teamdown1a', 'teamdown1b']);
    // From the tablet width up the rows are the table's only: the phone's cards are not shown beside it.
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    const username = within(table).getByRole('columnheader', { name: 'Username' });
    expect(username).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(username).getByRole('button', { name: 'Username' }));
    expect(names()).toEqual(['teamdown1b', 'teamdown1a']);
    expect(username).toHaveAttribute('aria-sort', 'descending');
    expect(view.address()).toBe('/?tab=downlineManagmentView&dir=desc');
    await userEvent.click(within(username).getByRole('button', { name: 'Username' }));
    expect(names()).toEqual(['teamdown1a', 'teamdown1b']);
    expect(view.address()).toBe('/?tab=downlineManagmentView');
  });

  it('the address opens the list filtered and in its order (the balance, lowest first)', async () => {
    demo.platform.accountByUsername('teamdown1b')!.balanceCents = 5_000;
    await signIn('teamagent1');
    await renderApp(<DownlineManagementContainer />, {
      withSession: true,
      path: '/?sort=balance&dir=asc&status=active',
    });
    const table = await screen.findByRole('table', { name: 'Your downlines, direct and indirect' }, { timeout: 5_000 });
    expect(names()).toEqual(['teamdown1b', 'teamdown1a']);
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Username' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(table).getByRole('button', { name: 'Balance' }));
    expect(names()).toEqual(['teamdown1a', 'teamdown1b']);
  });

  it('an address with unknown values opens the default list (everyone, by username from A)', () => {
    const view = teamViewFromParams(new URLSearchParams('kind=boss&status=gone&direct=yes&sort=evil&dir=up'));
    expect(view).toEqual({
      filter: { search: '', kind: 'all', status: 'all', directOnly: false },
      sortKey: 'username',
      direction: 'asc',
    });
    // A key without a direction starts in its own first one: the newest join date first.
    expect(teamViewFromParams(new URLSearchParams('sort=joinedAt&kind=agent&direct=1'))).toMatchObject({
      filter: { kind: 'agent', directOnly: true },
      sortKey: 'joinedAt',
      direction: 'desc',
    });
  });
});

describe('§6 promote a direct member to agent', () => {
  it.each(SUBMIT_GESTURES)('Promote by %s after the confirmation sends one request', async (gesture) => {
    const dialog = await openDetails('teamdown1b');
    await userEvent.click(dialog.getByRole('button', { name: 'Promote to agent' }));
    const release = holdRequest(demo.server, `*${PROMOTE}`);
    activateTwice(gesture, dialog.getByRole('button', { name: 'Promote' }));
    release();
    expect(await dialog.findByText('teamdown1b is now an agent.')).toBeInTheDocument();
    expect(requests.count('POST', PROMOTE)).toBe(1);
    expect(demo.platform.accountByUsername('teamdown1b')?.type).toBe(2);
  });
});

describe('§2 registerCenter: add account', () => {
  async function typeAccount(username: string) {
    await signIn('teamagent1');
    await renderApp(<RegisterCenterContainer />, { withSession: true });
    await userEvent.type(await screen.findByRole('textbox', { name: /Username/ }, { timeout: 5_000 }), username);
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
  }

  it.each(SUBMIT_GESTURES)('Add account by %s creates one account under the agent', async (gesture) => {
    await typeAccount('freshdown1');
    const release = holdRequest(demo.server, `*${REGISTER}`);
    activateTwice(
      gesture,
      screen.getByRole('button', { name: 'Add account' }),
      screen.getByLabelText(/^Confirm password/),
    );
    release();
    expect(await screen.findByText('Account freshdown1 was created.')).toBeInTheDocument();
    expect(requests.count('PUT', REGISTER)).toBe(1);
    expect(demo.platform.accountByUsername('freshdown1')?.parentId).toBe('a-2050');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('a taken username is refused under the username; everything typed stays, the passwords too', async () => {
    await typeAccount('teamdown1a');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    const username = screen.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username is already taken.'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveValue('teamdown1a');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('Secret123');
    expect(requests.count('PUT', REGISTER)).toBe(1);
    // Correcting the username takes the refusal away.
    await userEvent.type(username, 'x');
    expect(username).not.toHaveAccessibleDescription('This username is already taken.');
  });
});
