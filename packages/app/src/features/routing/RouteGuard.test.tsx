import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@atrium/domain/session';
import { AuthActionsContext, SessionContext, type AuthActions, type Session } from '../../shared/auth/authContext';
import { RouteGuard } from './RouteGuard';

const sessionOf = (role: Role): Session => ({
  role,
  hasToken: role !== 'guest',
  isLoggedIn: role !== 'guest',
  isAgent: role === 'agent',
  isTrial: role === 'trial',
  isPending: false,
  isFirstLogin: false,
  nickname: null,
  account: null,
  displayName: null,
  memberInfo: null,
});

function setup(path: string, initialRole: Role) {
  const actions = {
    openLogin: vi.fn(),
    openRegister: vi.fn(),
    openForgotPassword: vi.fn(),
    openChangePassword: vi.fn(),
    requestLogout: vi.fn(),
    guard: vi.fn(() => false),
    startFreePlay: vi.fn(),
    closeDialog: vi.fn(),
  } satisfies AuthActions;
  let setRole: (role: Role) => void = () => undefined;
  function Layout() {
    const [role, set] = useState(initialRole);
    setRole = set;
    return (
      <SessionContext.Provider value={sessionOf(role)}>
        <AuthActionsContext.Provider value={actions}>
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </AuthActionsContext.Provider>
      </SessionContext.Provider>
    );
  }
  const page = (name: string) => ({ element: <h1>{name}</h1> });
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, ...page('Home') },
          { path: 'login', ...page('Login entry') },
          { path: 'vnLottery', ...page('VN lottery') },
          { path: 'member', ...page('Member centre') },
          { path: 'live', ...page('Live') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, actions, setRole: (role: Role) => act(() => setRole(role)) };
}

describe('RouteGuard (§2 routes, §6 roles: the domain resolveRoute in one place)', () => {
  it('§2 lottery pages: a guest is redirected to /login (replacing the address)', async () => {
    const { router } = setup('/vnLottery?gameCode=VN_HCM', 'guest');
    expect(await screen.findByRole('heading', { name: 'Login entry' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('§2 after logging in as a member from there, the player lands back on the lottery page', async () => {
    const { router, setRole } = setup('/vnLottery?gameCode=VN_HCM', 'guest');
    await screen.findByRole('heading', { name: 'Login entry' });
    await act(() => router.navigate('/', { replace: true }));
    setRole('member');
    expect(await screen.findByRole('heading', { name: 'VN lottery' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?gameCode=VN_HCM');
  });

  it('a player who leaves for another page gives the return up', async () => {
    const { router, setRole } = setup('/vnLottery?gameCode=VN_HCM', 'guest');
    await screen.findByRole('heading', { name: 'Login entry' });
    await act(() => router.navigate('/live'));
    setRole('member');
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/live');
    expect(screen.getByRole('heading', { name: 'Live' })).toBeInTheDocument();
  });

  it('§6 a trial user on a lottery page gets the real-account dialog over home', async () => {
    const { router, actions } = setup('/vnLottery', 'trial');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(actions.guard).toHaveBeenCalledWith('lotteryPage');
    expect(router.state.location.pathname).toBe('/');
  });

  it('§6 a guest on /member gets the login popup over home; a member sees the page', async () => {
    const guest = setup('/member', 'guest');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(guest.actions.openLogin).toHaveBeenCalledTimes(1);
    guest.router.dispose();
  });

  it('a member sees a lottery page; public pages render for everyone', async () => {
    setup('/vnLottery', 'member');
    expect(await screen.findByRole('heading', { name: 'VN lottery' })).toBeInTheDocument();
  });
});
