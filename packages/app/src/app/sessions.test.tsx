// The session layer (shared/auth) with the auth feature's dialogs and the route guard: only src/app/ puts them together.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD } from '@atrium/api/demo';
import { getMemberInfo } from '@atrium/api/member';
import { changePassword } from '@atrium/api/password';
import { AuthDialogHost } from '../features/auth/AuthDialogHost';
import { LoginEntryRoute } from '../features/auth/LoginEntryRoute';
import { RouteGuard } from '../features/routing/RouteGuard';
import { readToken, settleHeldAddressToken, storeLoginType, storeToken } from '../shared/session';
import { AuthProvider } from '../shared/auth/AuthProvider';
import { sessionFingerprint } from '../shared/auth/sessionChannel';
import { setUpDemoServer } from '../test/demoServer';
import { renderApp } from '../test/renderApp';
import { createSessionProbe } from '../test/sessionProbe';
import { demoClient, demoLogin } from '../test/signIn';

const { platform } = setUpDemoServer({
  afterEach: () => {
    settleHeldAddressToken('keep');
    window.history.replaceState(null, '', '/');
  },
});

async function signIn(username: string, password = DEMO_PASSWORD) {
  return (await demoLogin(username, { password })).token;
}

/** The session layer with the real dialogs, the route guard and the /login entry, on a memory router. */
async function renderSessions(path = '/') {
  const { probe, useSessionProbe } = createSessionProbe();
  function Page({ name }: { readonly name: string }) {
    useSessionProbe();
    return <h1>{name}</h1>;
  }
  const { router, client } = await renderApp(null, {
    path,
    layout: (
      <AuthProvider dialogHost={AuthDialogHost}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </AuthProvider>
    ),
    routes: [
      { index: true, element: <Page name="Home" /> },
      { path: 'login', element: <LoginEntryRoute /> },
      { path: 'member', element: <Page name="Member centre" /> },
      { path: 'vnLottery', element: <Page name="VN lottery" /> },
      { path: 'promotions', element: <Page name="Promotions" /> },
    ],
  });
  return { probe, router, client };
}

const loginDialog = () => screen.findByRole('dialog', { name: /log in/i });

describe('§8 an expired session shows the login popup with the reason, on every route', () => {
  it('on /member: the route guard’s login popup keeps the session notice', async () => {
    storeToken('expired-or-forged');
    await renderSessions('/member');
    const dialog = await loginDialog();
    expect(within(dialog).getByText('You are not logged in. Please log in.')).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it('on a lottery page (sent to /login): the popup says the session ended because the password changed', async () => {
    const kept = await signIn('member');
    const ended = await signIn('member');
    await changePassword(demoClient(kept), {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    storeToken(ended);
    const { client } = await renderSessions('/vnLottery');
    const dialog = await loginDialog();
    const reason = 'Your password was changed, so this session has ended. Please log in again.';
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    // A call made after the session ended has no token to send: its own "not logged in" does not replace the reason.
    await act(async () => {
      await getMemberInfo(client).catch(() => undefined);
    });
    expect(within(await loginDialog()).getByText(reason)).toBeInTheDocument();
    await changePassword(demoClient(kept), {
      oldPassword: 'Fresh2026',
      newPassword: DEMO_PASSWORD,
      confirmNewPassword: DEMO_PASSWORD,
    });
  });

  it('a login popup opened after the user closed the expiry one has no stale notice', async () => {
    storeToken('expired-or-forged');
    const { probe } = await renderSessions('/promotions');
    await loginDialog();
    act(() => probe.actions.closeDialog());
    act(() => probe.actions.openLogin());
    expect(probe.internals.dialog).toEqual({ kind: 'login', noticeKey: null });
  });
});

describe('docs/architecture.md: a ?token= link while another account is signed in asks first', () => {
  it('asks which account to keep; keeping it drops the link’s token, which never reached storage', async () => {
    const mine = await signIn('member');
    const theirs = await signIn('agent');
    storeToken(mine);
    window.history.replaceState(null, '', `/promotions?token=${theirs}`);
    const { probe } = await renderSessions('/promotions');
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    expect(window.location.search).toBe('');
    expect(JSON.stringify(sessionStorage)).not.toContain(theirs);
    await waitFor(() => expect(within(dialog).getByText(/You are signed in as Lucky Star/)).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in as Lucky Star' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readToken()).toBe(mine);
    expect(probe.session.account).toBe('member');
  });

  it('switching takes the link’s account: its token is stored and its member info loaded', async () => {
    const mine = await signIn('member');
    const theirs = await signIn('agent');
    storeToken(mine);
    window.history.replaceState(null, '', `/?token=${theirs}`);
    const { probe } = await renderSessions('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Use the link’s account' }));
    await waitFor(() => expect(probe.session.account).toBe('agent'));
    expect(readToken()).toBe(theirs);
    expect(probe.session.role).toBe('agent');
  });

  it('with no session, the link signs in as before (no question)', async () => {
    const theirs = await signIn('member');
    window.history.replaceState(null, '', `/?token=${theirs}`);
    const { probe } = await renderSessions('/');
    await waitFor(() => expect(probe.session.account).toBe('member'));
    expect(readToken()).toBe(theirs);
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('§4 logout signs out every tab of the session at once', () => {
  it('another tab’s logout of this session ends it here without a call; another session’s does not', async () => {
    const token = await signIn('member');
    storeToken(token);
    const { probe } = await renderSessions('/member');
    await waitFor(() => expect(probe.session.memberInfo).not.toBeNull());
    const otherTab = new BroadcastChannel('atrium-session');
    otherTab.postMessage({ type: 'loggedOut', session: sessionFingerprint('someone-else') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readToken()).toBe(token);

    otherTab.postMessage({ type: 'loggedOut', session: sessionFingerprint(token) });
    await waitFor(() => expect(readToken()).toBeNull());
    await waitFor(() => expect(probe.path).toBe('/'));
    expect(probe.session.role).toBe('guest');
    otherTab.close();
  });

  it('a logout here tells the other tabs, naming the session by a fingerprint, never the token', async () => {
    const token = await signIn('member');
    storeToken(token);
    const { probe } = await renderSessions('/');
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('atrium-session');
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    await act(() => probe.internals.confirmLogout());
    await waitFor(() => expect(heard).toEqual([{ type: 'loggedOut', session: sessionFingerprint(token) }]));
    expect(JSON.stringify(heard)).not.toContain(token);
    otherTab.close();
  });
});

describe('§4 the forced password change holds across reloads and routes until done or logout', () => {
  it('a stored session of an expired password (a reload) opens the forced change, which cannot be dismissed', async () => {
    storeToken(await signIn('expired'));
    storeLoginType('username');
    const { probe } = await renderSessions('/member');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText(/Your password has expired/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    act(() => probe.internals.setDialog(null));
    expect(probe.internals.dialog).toEqual({ kind: 'changePassword', forced: 'expired' });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    let allowed = true;
    act(() => {
      allowed = probe.actions.guard('startGame');
    });
    expect(allowed).toBe(false);
  });

  it('the default password, after a reload: forced; the logout confirmation may stand in front, cancel brings it back', async () => {
    storeToken(await signIn('defaultpw', DEMO_DEFAULT_PASSWORD));
    storeLoginType('username');
    const { probe } = await renderSessions('/');
    await waitFor(() => expect(probe.internals.dialog).toEqual({ kind: 'changePassword', forced: 'defaultPassword' }));
    act(() => probe.actions.requestLogout());
    expect(probe.internals.dialog).toEqual({ kind: 'logoutConfirm' });
    act(() => probe.actions.closeDialog());
    expect(probe.internals.dialog).toEqual({ kind: 'changePassword', forced: 'defaultPassword' });
  });

  it('after the change is made the dialog goes and stays gone', async () => {
    const token = await signIn('expired');
    storeToken(token);
    storeLoginType('username');
    const { probe } = await renderSessions('/');
    await waitFor(() => expect(probe.internals.dialog).toEqual({ kind: 'changePassword', forced: 'expired' }));
    await changePassword(demoClient(token), {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    act(() => probe.internals.afterPasswordChanged(true));
    expect(probe.internals.dialog).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(probe.internals.dialog).toBeNull();
    const account = platform.accountByUsername('expired');
    if (account) {
      account.password = DEMO_PASSWORD;
      account.passwordExpired = true;
    }
  });

  it('§4 an SMS login is never forced, after a reload either', async () => {
    storeToken(await signIn('expired'));
    storeLoginType('sms');
    const { probe } = await renderSessions('/');
    await waitFor(() => expect(probe.session.memberInfo?.passwordExpired).toBe(true));
    expect(probe.internals.dialog).toBeNull();
  });
});
