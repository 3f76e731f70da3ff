import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFreePlay, type LoginInfo } from '@atrium/api/session';
import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD } from '@atrium/api/demo';
import { readToken, storeToken } from '../session';
import { AuthProvider } from './AuthProvider';
import type { AuthInternals } from './authContext';
import { knownRoleOf } from './useSession';
import { setUpDemoServer } from '../../test/demoServer';
import { renderApp } from '../../test/renderApp';
import { createSessionProbe } from '../../test/sessionProbe';
import { demoClient, demoLogin } from '../../test/signIn';

const demo = setUpDemoServer();

async function renderAuth(initialPath = '/') {
  const { probe, useSessionProbe } = createSessionProbe();
  function ProbeView() {
    useSessionProbe();
    return <p>role:{probe.session.role}</p>;
  }
  const { client } = await renderApp(<ProbeView />, {
    path: initialPath,
    layout: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
  });
  await screen.findByText(/role:/);
  return { probe, client };
}

const loginInfo = (username: string, password = DEMO_PASSWORD) => demoLogin(username, { password });

describe('§4 After login success, §6 roles (AuthProvider against the demo platform)', () => {
  it('stores the token in session storage, closes the popup and learns the role from member info', async () => {
    const { probe } = await renderAuth();
    expect(probe.session.role).toBe('guest');
    act(() => probe.actions.openLogin());
    expect(probe.internals.dialog).toEqual({ kind: 'login', noticeKey: null });
    const info: LoginInfo = await loginInfo('member');
    await act(() =>
      probe.internals.completeLogin(info, { loginType: 'username', entry: 'popup', enteredPassword: DEMO_PASSWORD }),
    );
    expect(readToken()).toBe(info.token);
    expect(probe.internals.dialog).toBeNull();
    await waitFor(() => expect(probe.session.memberInfo).not.toBeNull());
    expect(probe.session.role).toBe('member');
    expect(probe.session.displayName).toBeTruthy();
    expect(JSON.stringify(sessionStorage)).not.toContain(DEMO_PASSWORD);
  });

  it('opens the forced change-password popup for the default password, not after an SMS login', async () => {
    const { probe } = await renderAuth();
    const info = await loginInfo('defaultpw', DEMO_DEFAULT_PASSWORD);
    await act(() =>
      probe.internals.completeLogin(info, {
        loginType: 'username',
        entry: 'popup',
        enteredPassword: DEMO_DEFAULT_PASSWORD,
      }),
    );
    expect(probe.internals.dialog).toEqual({ kind: 'changePassword', forced: 'defaultPassword' });

    const again = await loginInfo('defaultpw', DEMO_DEFAULT_PASSWORD);
    await act(() => probe.internals.completeLogin(again, { loginType: 'sms', entry: 'popup', enteredPassword: null }));
    expect(probe.internals.dialog).toBeNull();
  });

  it('§4 forced change for an expired password; after the change: closed and home', async () => {
    const { probe } = await renderAuth('/promotions');
    const info = await loginInfo('expired');
    await act(() =>
      probe.internals.completeLogin(info, { loginType: 'username', entry: 'popup', enteredPassword: DEMO_PASSWORD }),
    );
    expect(probe.internals.dialog).toEqual({ kind: 'changePassword', forced: 'expired' });
    act(() => probe.internals.afterPasswordChanged(true));
    expect(probe.internals.dialog).toBeNull();
    await waitFor(() => expect(probe.path).toBe('/'));
  });

  it('§6 agent-only login refuses a non-agent: nothing is stored', async () => {
    const { probe } = await renderAuth('/agent');
    const info = await loginInfo('downline1');
    let result: Awaited<ReturnType<AuthInternals['completeLogin']>> | undefined;
    await act(async () => {
      result = await probe.internals.completeLogin(info, {
        loginType: 'username',
        entry: 'agentPage',
        enteredPassword: DEMO_PASSWORD,
      });
    });
    expect(result).toEqual({ ok: false, error: 'nonAgentCannotLogin' });
    expect(readToken()).toBeNull();
    expect(probe.session.role).toBe('guest');
  });

  it('§2 after agent login go to /agentHome; after agent logout replace with /agent, merchant code kept', async () => {
    const { probe } = await renderAuth('/agent');
    const info = await loginInfo('agent');
    await act(() =>
      probe.internals.completeLogin(info, {
        loginType: 'username',
        entry: 'agentPage',
        enteredPassword: DEMO_PASSWORD,
      }),
    );
    await waitFor(() => expect(probe.path).toBe('/agentHome'));
    expect(probe.session.role).toBe('agent');
    sessionStorage.setItem('merchantCode', 'atriumdemo');
    await act(() => probe.internals.confirmLogout());
    await waitFor(() => expect(probe.path).toBe('/agent'));
    expect(readToken()).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('atriumdemo');
    expect(probe.session.role).toBe('guest');
  });

  it('§8 a 401 anywhere: the session ends and the login popup opens with the notice, the page kept', async () => {
    storeToken('not-a-real-token');
    const { probe } = await renderAuth('/promotions');
    await waitFor(() =>
      expect(probe.internals.dialog).toEqual({ kind: 'login', noticeKey: 'errors:session.notLoggedIn' }),
    );
    expect(readToken()).toBeNull();
    expect(probe.path).toBe('/promotions');
  });

  it('§5/§6 guard: a guest gets the login popup; a trial user the real-account dialog and no real games', async () => {
    const { probe } = await renderAuth();
    let allowed = true;
    act(() => {
      allowed = probe.actions.guard('favourites');
    });
    expect(allowed).toBe(false);
    expect(probe.internals.dialog).toEqual({ kind: 'login', noticeKey: null });

    await act(() => probe.actions.startFreePlay());
    await waitFor(() => expect(probe.session.role).toBe('trial'));
    act(() => {
      allowed = probe.actions.guard('startGame');
    });
    expect(allowed).toBe(false);
    expect(probe.internals.dialog).toEqual({ kind: 'realAccount', refusal: 'realAccountRequired' });
    act(() => {
      allowed = probe.actions.guard('memberPanel');
    });
    expect(probe.internals.dialog).toEqual({ kind: 'realAccount', refusal: 'needTrueAccount' });
    act(() => {
      allowed = probe.actions.guard('liveShow');
    });
    expect(allowed).toBe(true);
  });

  it('§2 a non-agent asking for the agent centre is sent to /agent', async () => {
    const { probe } = await renderAuth('/agentHome');
    act(() => {
      probe.actions.guard('agentCentre');
    });
    await waitFor(() => expect(probe.path).toBe('/agent'));
  });
});

/** Holds back /wps/member/info (the member's details, and with them the role) until `release()`. */
const holdMemberInfo = () => demo.hold('/wps/member/info');

describe('§6 the role while a stored token’s member details are on their way (a reload)', () => {
  beforeEach(() => sessionStorage.clear());

  it('§5/§6 guard: a trial user’s stored token is never let through as a member’s while the role is pending; the real-account warning opens once it is known', async () => {
    const trial = await loginFreePlay(demoClient(), { deviceId: 'test-device', os: 'Linux' });
    storeToken(trial.token);
    const release = holdMemberInfo();
    const { probe } = await renderAuth();
    // The provisional role is a member's; the role to decide by is pending.
    expect(probe.session.role).toBe('member');
    expect(probe.session.isPending).toBe(true);
    expect(knownRoleOf(probe.session)).toBe('pending');

    let allowed = true;
    const proceed = vi.fn();
    act(() => {
      allowed = probe.actions.guard('accountPanel');
    });
    expect(allowed).toBe(false);
    act(() => {
      allowed = probe.actions.guard('memberPanel', proceed);
    });
    expect(allowed).toBe(false);
    expect(probe.internals.dialog).toBeNull();

    release();
    await waitFor(() => expect(knownRoleOf(probe.session)).toBe('trial'));
    await waitFor(() => expect(probe.internals.dialog).toEqual({ kind: 'realAccount', refusal: 'needTrueAccount' }));
    expect(proceed).not.toHaveBeenCalled();
  });

  it('§6 guard: a member’s ask made while the role is pending is held, and goes ahead once the role is known', async () => {
    const member = await loginInfo('member');
    storeToken(member.token);
    const release = holdMemberInfo();
    const { probe } = await renderAuth();
    expect(knownRoleOf(probe.session)).toBe('pending');

    let allowed = true;
    const proceed = vi.fn();
    act(() => {
      allowed = probe.actions.guard('accountPanel', proceed);
    });
    expect(allowed).toBe(false);
    expect(proceed).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(proceed).toHaveBeenCalledTimes(1));
    expect(knownRoleOf(probe.session)).toBe('member');
    expect(probe.internals.dialog).toBeNull();
  });

  it('§4 right after a free-play login the role is known from the login’s answer, without waiting for the member details', async () => {
    const release = holdMemberInfo();
    const { probe } = await renderAuth();
    await act(() => probe.actions.startFreePlay());
    expect(probe.session.isPending).toBe(false);
    expect(knownRoleOf(probe.session)).toBe('trial');
    let allowed = true;
    act(() => {
      allowed = probe.actions.guard('favourites');
    });
    expect(allowed).toBe(false);
    expect(probe.internals.dialog).toEqual({ kind: 'realAccount', refusal: 'needTrueAccount' });
    release();
  });
});
