import { useCallback, useEffect, useRef, type MutableRefObject } from 'react';
import { useNavigate } from 'react-router';
import type { ApiClient } from '@atrium/api/client';
import { logout as logoutCall } from '@atrium/api/session';
import { logoutPlan } from '@atrium/domain/session';
import { readToken } from '../session';
import type { AuthDialogState } from './authContext';
import { announceLogout } from './sessionChannel';

interface SignOutInput {
  readonly client: ApiClient;
  readonly pathRef: MutableRefObject<string>;
  readonly endLocalSession: () => void;
  readonly setDialog: (next: AuthDialogState) => void;
  /** Whether this tab holds a token (the session layer's state, not storage's). */
  readonly hasToken: boolean;
}

/**
 * §4 Logout, the one way a session ends by the member's choice: the header's "Log out", the reality check's "log
 * out", a break or self-exclusion, and a logout in another tab of this session. The session ends here first, then
 * the app leaves for home (the agent landing from the agent centre), so home opens as a guest's and nothing
 * signed-in starts on the way out. Two things that would otherwise open a "You are not logged in" popup are told:
 * - `isLeaving()`: while the page renders as a guest's for the first time, a guarded page the member is on
 *   (/member) refuses the guest without its login popup (its route guard still sends them home);
 * - `isEndedByChoice()`: while the ended session's token is held or no token is, a call that fails for want of a
 *   session (one on its way at the sign-out, or one read without a token once it had ended) says nothing: the
 *   member asked for exactly that. A new sign-in's token lifts it.
 */
export function useSignOut({ client, pathRef, endLocalSession, setDialog, hasToken }: SignOutInput) {
  const navigate = useNavigate();
  /** The token of the session the member ended (null: none was held), from the moment they chose to. */
  const endedByChoice = useRef<{ readonly token: string | null } | null>(null);
  /** From the sign-out until the page has rendered as a guest's (the page's own refusal of the guest included). */
  const leaving = useRef(false);
  const hadToken = useRef(hasToken);
  // This provider's effects run after those of the page it holds: by now the page's refusal has been made. From here
  // on a login popup is the member's own ask (the header's "Log in" while home loads), never held back.
  useEffect(() => {
    hadToken.current = hasToken;
    if (!hasToken) leaving.current = false;
  }, [hasToken]);

  const isLeaving = useCallback(() => leaving.current, []);
  const isEndedByChoice = useCallback(() => {
    const ended = endedByChoice.current;
    if (ended === null) return false;
    const current = readToken();
    if (current === null || current === ended.token) return true;
    endedByChoice.current = null;
    return false;
  }, []);

  /** Ends this tab's session (the platform's is over or ending) and leaves for home. */
  const leave = useCallback(
    (ending: string | null) => {
      endedByChoice.current = { token: ending };
      // Only a session this tab still shows has a page to leave (else no guest render would lift it).
      leaving.current = hadToken.current;
      const plan = logoutPlan([], pathRef.current.toLowerCase().startsWith('/agenthome'));
      endLocalSession();
      setDialog(null);
      void navigate(plan.navigation.to, { replace: plan.navigation.replace });
    },
    [endLocalSession, navigate, pathRef, setDialog],
  );

  /** This tab's session and every other tab's end, and the app leaves for home. */
  const endEverywhere = useCallback(
    (ending: string | null) => {
      leave(ending);
      if (ending !== null) announceLogout(ending);
    },
    [leave],
  );

  /** The member's sign-out: the platform's session ends, then this one, and every other tab of it. */
  const signOut = useCallback(async () => {
    const ending = readToken();
    // From now on the session's failures are the sign-out's own.
    endedByChoice.current = { token: ending };
    try {
      await logoutCall(client);
    } catch {
      // An expired session is already logged out; the local clean-up below is what the member asked for.
    }
    endEverywhere(ending);
  }, [client, endEverywhere]);

  /**
   * The sign-out after a break or self-exclusion, which the platform has already ended: a logout call would only be
   * refused as "not logged in".
   */
  const signOutEnded = useCallback(() => endEverywhere(readToken()), [endEverywhere]);

  return { signOut, signOutEnded, leave, isLeaving, isEndedByChoice };
}
