import { act, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@atrium/api/client';
import { login, loginFreePlay, type LoginInfo } from '@atrium/api/session';
import { createDemoPlatform, demoHandlers } from '@atrium/api/demo';
import { createI18n } from '@atrium/ui/i18n';
import { createQueryClient, Providers } from '../../app/providers';
import { loadBrandConfig } from '../../config/brands';
import enApp from '../../i18n/en/app.json';
import { readToken, storeToken } from '../session';
import { holdMemberInfo as holdMemberInfoOn } from '../../test/holdMemberInfo';
import { AuthProvider } from './AuthProvider';
import { useAuthInternals, type AuthInternals } from './authContext';
import { useAuthActions, type AuthActions } from './useAuthActions';
import { knownRoleOf, useSession, type Session } from './useSession';

const platform = createDemoPlatform();
const server = setupServer(...demoHandlers(platform));
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

const BASE = 'http://127.0.0.1:4173';

interface Probe {
  session: Session;
  actions: AuthActions;
  internals: AuthInternals;
  path: string;
}

async function renderAuth(initialPath = '/') {
  const brand = loadBrandConfig({ VITE_API_BASE_URL: BASE } as ImportMetaEnv);
  const i18n = await createI18n({ locale: 'en', resources: { en: { app: enApp } } });
  const client = createApiClient({
    baseUrl: BASE,
    merchantCode: brand.merchantCode,
    getLanguage: () => 'EN',
    getToken: () => readToken(),
    timeoutMs: 5_000,
  });
  const probe = {} as Probe;
  function ProbeView() {
    probe.session = useSession();
    probe.actions = useAuthActions();
    probe.internals = useAuthInternals();
    probe.path = useLocation().pathname;
    return <p>role:{probe.session.role}</p>;
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: '*', element: <ProbeView /> }],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <Providers brand={brand} mode="dark" i18n={i18n} client={client} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await screen.findByText(/role:/);
  return { probe, client };
}

async function loginInfo(client: ReturnType<typeof createApiClient>, username: string, password = 'Demo1234') {
  return login(client, { request: { type: 'username', username, password }, deviceId: 'test-device' });
}

describe('§4 After login success, §6 roles (AuthProvider against the demo platform)', () => {
  it('stores the token in session storage, closes the popup and learns the role from member info', async () => {
    const { probe, client } = await renderAuth();
    expect(probe.session.role).toBe('guest');
    act(() => probe.actions.openLogin());
    expect(probe.internals.dialog).toEqual({ kind: 'login', noticeKey: null });
    const info: LoginInfo = await loginInfo(client, 'member');
    await act(() =>
      probe.internals.completeLogin(info, { loginType: 'username', entry: 'popup', enteredPassword: 'Demo1234' }),
    );
    expect(readToken()).toBe(info.token);
    expect(probe.internals.dialog).toBeNull();
    await waitFor(() => expect(probe.session.memberInfo).not.toBeNull());
    expect(probe.session.role).toBe('member');
    expect(probe.session.displayName).toBeTruthy();
    expect(JSON.stringify(sessionStorage)).not.toContain('Demo1234');
  });

  it('opens the forced change-password popup for the default password, not after an SMS login', async () => {
    const { probe, client } = await renderAuth();
    const info = await loginInfo(client, 'defaultpw', 'Aa123456');
    await act(() =>
      probe.internals.completeLogin(info, { loginType: 'username', entry: 'popup', enteredPassword: 'Aa123456' }),
    );
    expect(probe.internals.dialog).toEqual({ kind: 'changePassword', forced: 'defaultPassword' });

    const again = await loginInfo(client, 'defaultpw', 'Aa123456');
    await act(() => probe.internals.completeLogin(again, { loginType: 'sms', entry: 'popup', enteredPassword: null }));
    expect(probe.internals.dialog).toBeNull();
  });

  it('§4 forced change for an expired password; after the change: closed and home', async () => {
    const { probe, client } = await renderAuth('/promotions');
    const info = await loginInfo(client, 'expired');
    await act(() =>
      probe.internals.completeLogin(info, { loginType: 'username', entry: 'popup', enteredPassword: 'Demo1234' }),
    );
    expect(probe.internals.dialog).toEqual({ kind: 'changePassword', forced: 'expired' });
    act(() => probe.internals.afterPasswordChanged(true));
    expect(probe.internals.dialog).toBeNull();
    await waitFor(() => expect(probe.path).toBe('/'));
  });

  it('§6 agent-only login refuses a non-agent: nothing is stored', async () => {
    const { probe, client } = await renderAuth('/agent');
    const info = await loginInfo(client, 'downline1');
    let result: Awaited<ReturnType<AuthInternals['completeLogin']>> | undefined;
    await act(async () => {
      result = await probe.internals.completeLogin(info, {
        loginType: 'username',
        entry: 'agentPage',
        enteredPassword: 'Demo1234',
      });
    });
    expect(result).toEqual({ ok: false, error: 'nonAgentCannotLogin' });
    expect(readToken()).toBeNull();
    expect(probe.session.role).toBe('guest');
  });

  it('§2 after agent login go to /agentHome; after agent logout replace with /agent, merchant code kept', async () => {
    const { probe, client } = await renderAuth('/agent');
    const info = await loginInfo(client, 'agent');
    await act(() =>
      probe.internals.completeLogin(info, { loginType: 'username', entry: 'agentPage', enteredPassword: 'Demo1234' }),
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
const holdMemberInfo = () => holdMemberInfoOn(server, BASE);

const guestClient = () =>
  createApiClient({ baseUrl: BASE, merchantCode: 'atriumdemo', getLanguage: () => 'EN', getToken: () => null });

describe('§6 the role while a stored token’s member details are on their way (a reload)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    server.resetHandlers();
    sessionStorage.clear();
  });

  it('§5/§6 guard: a trial user’s stored token is never let through as a member’s while the role is pending; the real-account warning opens once it is known', async () => {
    const trial = await loginFreePlay(guestClient(), { deviceId: 'test-device', os: 'Linux' });
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
    const member = await loginInfo(guestClient(), 'member');
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
