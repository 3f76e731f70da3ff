import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { isLoginDialogOpen, signInAccount, visit } from '../../test/routeFaultSweep';
import { setUpDemoServer } from '../../test/demoServer';
import { activateTwice, holdRequest, SUBMIT_GESTURES } from '../../test/submitGestures';

const demo = setUpDemoServer();

const TEXT = 'The withdrawal page took a long time to load today';

async function fillForm() {
  await userEvent.click(await screen.findByRole('combobox', { name: /Question type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Withdrawal' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Your feedback/ }), TEXT);
}

describe('§2 Other screens / §3 / §5 feedback', () => {
  it('a guest gets the login popup instead of the form', { timeout: 20_000 }, async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B,A');
    await visit(demo, '/feedback', null);
    await waitFor(() => expect(isLoginDialogOpen()).toBe(true));
    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  });

  it(
    'a member sees the word bounds and a live count, sends once (PUT /wps/feedback) and sees the thanks',
    { timeout: 20_000 },
    async () => {
      const accountId = await signInAccount('member');
      await visit(demo, '/feedback', null);
      expect(await screen.findByText('Write 5 to 500 words.')).toBeVisible();
      await fillForm();
      expect(screen.getByText('Words so far: 10')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
      expect(await screen.findByText('Thank you: your feedback has been sent.')).toBeVisible();
      expect(demo.requests.count('PUT', '/wps/feedback')).toBe(1);
      const stored = demo.platform.area<{ accountId: string; questionType: string; content: string }[]>(
        'feedback',
        () => [],
      );
      expect(stored.at(-1)).toMatchObject({ accountId, questionType: 'withdrawal', content: TEXT });
    },
  );

  it.each(SUBMIT_GESTURES)('%s on send files the feedback once', { timeout: 20_000 }, async (gesture) => {
    await signInAccount('member');
    await visit(demo, '/feedback', null);
    await fillForm();
    const release = holdRequest(demo.server, '*/wps/feedback');
    activateTwice(gesture, screen.getByRole('button', { name: 'Send feedback' }));
    release();
    expect(await screen.findByText('Thank you: your feedback has been sent.')).toBeVisible();
    expect(demo.requests.count('PUT', '/wps/feedback')).toBe(1);
  });

  it(
    'a failed send says why and keeps the typed text; it is not sent again on its own',
    { timeout: 20_000 },
    async () => {
      await signInAccount('member');
      await visit(demo, '/feedback', null);
      await fillForm();
      demo.server.use(http.put('*/wps/feedback', () => HttpResponse.error()));
      await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
      expect(await screen.findByRole('alert')).toBeVisible();
      expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveValue(TEXT);
      expect(demo.requests.count('PUT', '/wps/feedback')).toBe(1);
    },
  );
});
