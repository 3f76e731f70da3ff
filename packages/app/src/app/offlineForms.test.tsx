import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DownlineManagementContainer } from '../features/agent/pages/DownlineManagementContainer';
import { DepositContainer } from '../features/member/pages/DepositContainer';
import { setUpDemoServer } from '../test/demoServer';
import { field } from '../test/fields';
import { renderApp, signIn } from '../test/renderApp';
import { activateTwice } from '../test/submitGestures';

// The lite app: offline, money actions are disabled with the reason, never queued. The app provides the offline
// state once (providers.tsx), so a money page needs nothing of its own for it.
const demo = setUpDemoServer({ freshPlatformEachTest: true });

const REASON = 'You are offline: this cannot be sent until the connection is back.';
const DEPOSIT = '/wps/relay/MCSFE_createDepositOrder';
const TRANSFER = '/wps/relay/passwordCheck/GCS_walletTransfer';

/** The browser loses or regains its connection, as the online-status hook sees it (navigator.onLine and its event). */
function setOnline(isOnline: boolean) {
  act(() => {
    if (isOnline) Reflect.deleteProperty(navigator, 'onLine');
    else Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

/** Submit is disabled with the reason; Enter in `typed` sends nothing, neither now nor once the connection is back. */
async function expectRefusedOffline(submit: HTMLElement, typed: HTMLElement, path: string) {
  expect(submit).toBeDisabled();
  expect(submit).toHaveAccessibleDescription(REASON);
  activateTwice('Enter held', submit, typed);
  setOnline(true);
  await waitFor(() => expect(submit).toBeEnabled());
  expect(demo.requests.count('POST', path)).toBe(0);
}

describe('offline: money forms are disabled with the reason, and nothing is sent', () => {
  it('§2 depositv2: a filled deposit order', async () => {
    await signIn('member');
    await renderApp(<DepositContainer />, { withSession: true });
    await screen.findByRole('radio', { name: 'Bank transfer' });
    await userEvent.type(field(document.body, 'Amount'), '100');
    await userEvent.type(field(document.body, 'Name on your bank account'), 'Juan Dela Cruz');
    setOnline(false);
    await expectRefusedOffline(
      screen.getByRole('button', { name: 'Deposit' }),
      field(document.body, 'Amount'),
      DEPOSIT,
    );
  });

  it("§2 downlineManagmentView: the agent's transfer to a downline", async () => {
    await signIn('teamagent1');
    await renderApp(<DownlineManagementContainer />, { withSession: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of teamdown1a' }, { timeout: 5_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Details of teamdown1a' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Amount/ }), '5');
    await userEvent.type(dialog.getByLabelText(/Payment password/), '246802');
    setOnline(false);
    await expectRefusedOffline(
      dialog.getByRole('button', { name: 'Transfer' }),
      dialog.getByLabelText(/Payment password/),
      TRANSFER,
    );
  });
});
