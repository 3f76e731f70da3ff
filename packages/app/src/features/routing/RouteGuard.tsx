import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  findRoute,
  resolveRoute,
  type RouteAccess,
  type RouteEntry,
  type RouteGuardDecision,
} from '@atrium/domain/routes';
import type { GuardedAction } from '@atrium/domain/session';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';
import { returnAfterLogin } from './returnAfterLogin';

/**
 * The accesses this guard enforces. The others have their own route element: /login and /register (the auth entry
 * routes), /help (the help popup), /agentHome (outside the page frame; its route sends a non-agent to /agent), and
 * /task (features/tasks/TaskRoute: the login popup for a guest; home where the platform has no task resource).
 */
const GUARDED: ReadonlySet<RouteAccess> = new Set(['loginRedirect', 'loginPopup', 'realAccount']);
/**
 * Guarded routes whose page shows the refusal itself: /favorite and /recent keep the guest on the page with a login
 * prompt and open the login popup there (features/lobby/AccountGamesRoute) instead of the domain's
 * "login popup over home". Taking them out of this set hands them to the guard.
 */
const SELF_GUARDED_PATHS: ReadonlySet<string> = new Set(['/favorite', '/recent']);

/** The guarded action whose refusal the auth layer shows for a route (§6: login popup, real-account dialog). */
function actionOf(route: RouteEntry): GuardedAction {
  if (route.access === 'loginRedirect') return 'lotteryPage';
  if (route.access === 'loginPopup') return 'liveShow';
  if (route.path === '/favorite') return 'favourites';
  if (route.path === '/recent') return 'recentGames';
  return 'memberPanel';
}

type Refusal = Exclude<RouteGuardDecision, { readonly kind: 'render' }>;

/** Opens what stands in place of the page (login popup, real-account dialog), once per refusal. */
function RefusalEffect({ route, decision }: { route: RouteEntry; decision: Refusal }) {
  const auth = useAuthActions();
  const kind = decision.kind;
  useEffect(() => {
    if (kind === 'openLogin') auth.openLogin();
    else if (kind === 'openPopup') auth.guard(actionOf(route));
  }, [auth, kind, route]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return decision.address !== null ? <Navigate to={decision.address} replace /> : null;
}

/**
 * §2 / §6 route guards, in one place for every route of the page frame (mounted by RootLayout around the routes):
 * the domain's `resolveRoute` decides, with the session's role. Lottery pages send a guest to /login (which opens
 * the login popup over home) and remember the page, so a member who logs in from there lands back on it; a trial
 * user gets the 'real account required' dialog over home. Member and account pages open the login popup (guest) or
 * the real-account dialog (trial) over home; /streamView opens the login popup for a guest.
 * While the session's role is provisional (a token held, member info on its way) a guarded page waits.
 */
export function RouteGuard({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const route = findRoute(location.pathname);
  const isGuarded = route !== null && GUARDED.has(route.access) && !SELF_GUARDED_PATHS.has(route.path);

  // After a login from the popup a lottery page sent the guest to, go back to that page.
  const previousRole = useRef(session.role);
  useEffect(() => {
    const was = previousRole.current;
    previousRole.current = session.role;
    if (was !== 'guest' || session.role === 'guest') return;
    const target = returnAfterLogin.take();
    if (target !== null && (session.role === 'member' || session.role === 'agent')) void navigate(target);
  }, [navigate, session.role]);

  // Leaving home for another page gives the pending return up.
  useEffect(() => {
    const path = location.pathname;
    if (path !== '/' && path !== '/login' && !isGuarded) returnAfterLogin.clear();
  }, [isGuarded, location.pathname]);

  if (!isGuarded) return <>{children}</>;
  if (session.isPending) return null;

  const { guard } = resolveRoute(location.pathname, location.search, location.hash, {
    role: session.role,
    hasTaskResource: false,
  });
  if (guard.kind === 'render') return <>{children}</>;
  if (guard.kind === 'redirect' && guard.to === '/login' && route.access === 'loginRedirect') {
    returnAfterLogin.remember(`${location.pathname}${location.search}${location.hash}`);
  }
  return <RefusalEffect route={route} decision={guard} />;
}
