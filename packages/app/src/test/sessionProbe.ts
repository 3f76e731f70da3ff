import { useLocation } from 'react-router';
import { useAuthInternals, type AuthInternals } from '../shared/auth/authContext';
import { useAuthActions, type AuthActions } from '../shared/auth/useAuthActions';
import { useSession, type Session } from '../shared/auth/useSession';

/** What the session layer showed a page at its last render, for tests that drive it from outside. */
export interface SessionProbe {
  session: Session;
  actions: AuthActions;
  internals: AuthInternals;
  path: string;
}

/**
 * A probe and the hook a test's page calls to fill it: after each render the probe holds the session, its actions and
 * internals, and the path, for the test to read and drive from outside.
 */
export function createSessionProbe() {
  const probe = {} as SessionProbe;
  function useSessionProbe() {
    probe.session = useSession();
    probe.actions = useAuthActions();
    probe.internals = useAuthInternals();
    probe.path = useLocation().pathname;
  }
  return { probe, useSessionProbe };
}
