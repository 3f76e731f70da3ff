import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { isLoginDialogOpen, signInAccount, openPage } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';
import { activateTwice, holdRequest } from '../../test/submitGestures';

const demo = setUpDemoServer();

const APPLY = '/wps/relay/MCSFE_applyPromotion';
const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const open = (address: string) => openPage(demo, address);

describe('§2 /promotions and /promotions#{promoId}', () => {
  it('a guest browses by category and opens a promotion from its address; Apply asks to sign in', async () => {
    // The guest's announcement popups were already closed this session: the page itself is under test.
    sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
    await open('/promotions');
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' }, { timeout: 5_000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Welcome', 'Daily', 'Lottery', 'VIP']);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'VIP' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && a.textContent)).toHaveLength(
      2,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Details of VIP birthday gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'VIP birthday gift' });
    expect(dialog).toHaveTextContent('VIP members receive a gift in their birthday month.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in to apply' }));
    await waitFor(() => expect(isLoginDialogOpen()).toBe(true));
  }, 20_000);

  it('§5 a member applies with a remark and an image under a double click: one request, status Applying', async () => {
    await signInAccount('promoplayer');
    await open('/promotions#PR-210');
    const dialog = await screen.findByRole('dialog', { name: 'Second deposit bonus' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply for Second deposit bonus' }));
    const remark = within(dialog).getByLabelText(/^Remark/, { selector: 'input' });
    await userEvent.type(remark, 'Deposit slip');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File([PNG_1PX], 'slip.png', { type: 'image/png' }));
    await within(dialog).findByRole('img', { name: 'Preview of slip.png' });

    const release = holdRequest(demo.server, `*${APPLY}`);
    const button = within(dialog).getByRole('button', { name: 'Send application' });
    activateTwice('double click', button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(
      await within(dialog).findByText('Your application for Second deposit bonus was sent. It is now being reviewed.'),
    ).toBeInTheDocument();
    expect(demo.requests.count('POST', APPLY)).toBe(1);
    expect(await within(dialog).findByText('Status: Applying')).toBeInTheDocument();
  }, 20_000);

  it('§5 the platform refusing the images is said under the images; the remark stays as typed', async () => {
    demo.server.use(
      http.post(`*${APPLY}`, () =>
        HttpResponse.json(
          { success: false, value: null, errorCode: 'promotion.image.size', message: 'Too big' },
          { status: 400 },
        ),
      ),
    );
    await signInAccount('promoplayer');
    await open('/promotions#PR-208');
    const dialog = await screen.findByRole('dialog', { name: 'VIP weekly cashback' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply for VIP weekly cashback' }));
    const remark = within(dialog).getByLabelText(/^Remark/, { selector: 'input' });
    await userEvent.type(remark, 'Weekly loss');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const images = within(dialog).getByRole('group', { name: 'Images' });
    expect(await within(images).findByText('Each image must be 5 MB or less.')).toBeInTheDocument();
    expect(remark).toHaveValue('Weekly loss');
    expect(demo.requests.count('POST', APPLY)).toBe(1);
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toBeEnabled();
  }, 20_000);
});
