import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@atrium/api/client';
import { DEMO_PASSWORD } from '@atrium/api/demo';
import { login } from '@atrium/api/session';
import { SESSION_STORAGE_KEYS } from '@atrium/domain/session';
import { readToken } from '../../shared/session';
import { AuthProvider } from '../../shared/auth/AuthProvider';
import { useAuthInternals } from '../../shared/auth/authContext';
import { AnnouncementHost } from './AnnouncementHost';
import { getAnnouncementDialog, setAnnouncementDialog } from '../../shared/announcements/announcementStore';
import { setUpDemoServer } from '../../test/demoServer';
import { renderApp } from '../../test/renderApp';

const { server } = setUpDemoServer({ afterEach: () => setAnnouncementDialog(null) });

/** Resolves once the demo platform has answered the announcements call (the popup decision follows it). */
function announcementsAnswered(): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (!request.url.includes('MCSFE_getListAnnouncements')) return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  });
}

/** The popup decision runs in an effect after the answer renders. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Signs in through the session layer, as the login popup does after the platform's answer. */
function FirstLoginButton({ client }: { readonly client: ApiClient }) {
  const { completeLogin } = useAuthInternals();
  return (
    <button
      type="button"
      onClick={async () => {
        const info = await login(client, {
          request: { type: 'username', username: 'firsttime', password: DEMO_PASSWORD },
          deviceId: 'test-device',
        });
        await completeLogin(info, { loginType: 'username', entry: 'popup', enteredPassword: null });
      }}
    >
      sign in
    </button>
  );
}

async function renderHost(path = '/') {
  const view = await renderApp(<h1>page</h1>, {
    path,
    layout: ({ client }) => (
      <AuthProvider>
        <Outlet />
        <AnnouncementHost />
        <FirstLoginButton client={client} />
      </AuthProvider>
    ),
  });
  await screen.findByRole('heading', { name: 'page' });
  return view;
}

describe('§4 Announcement popup: once per session per audience unless closed', { timeout: 30_000 }, () => {
  it('a guest gets the B popups; closing stores the marker and the next entry shows nothing', async () => {
    const first = await renderHost('/');
    const popup = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(popup).toHaveTextContent('Welcome to Atrium');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.announcementClosed)).toBe('B');
    first.unmount();

    const answered = announcementsAnswered();
    await renderHost('/');
    // The next entry asks again, but the closed audience's popup stays closed.
    await answered;
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('not on the bare help centre (/helpmc) nor over the /help popup route', async () => {
    for (const path of ['/helpmc', '/help']) {
      const answered = announcementsAnswered();
      const view = await renderHost(path);
      await answered;
      await settle();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('§4 a first login gets the A popups plus the F ones (firstTimeLogin)', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.announcementClosed, 'B');
    await renderHost('/');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(readToken()).not.toBeNull());
    const popup = await screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 10_000 });
    const titles: string[] = [];
    // Step through every announcement of the popup.
    for (let i = 0; i < 10; i++) {
      titles.push(popup.textContent ?? '');
      const next = screen.queryByRole('button', { name: 'Next' });
      if (!next || next.hasAttribute('disabled')) break;
      await userEvent.click(next);
    }
    expect(titles.join(' | ')).toContain('Thanks for joining');
  });

  it('leaving the page frame closes an open popup: nothing waits behind a dialog no one shows', async () => {
    const view = await renderHost('/');
    await screen.findByRole('dialog', { name: 'Announcements' });
    expect(getAnnouncementDialog()).not.toBeNull();
    view.unmount();
    expect(getAnnouncementDialog()).toBeNull();
  });
});
