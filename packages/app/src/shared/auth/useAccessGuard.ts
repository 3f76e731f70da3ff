import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accessFor, type ForcedPasswordChangeReason, type GuardedAction, type Role } from '@atrium/domain/session';
import type { AuthActions, AuthDialogState } from './authContext';

interface AccessGuardInput {
  readonly role: Role;
  readonly isPending: boolean;
  readonly forced: ForcedPasswordChangeReason | null;
  readonly openLoginDialog: (noticeKey: string | null) => void;
  readonly setDialog: (next: AuthDialogState) => void;
}

/**
 * §6 access rules for an action (a route, a launch): allowed, or the refusal's dialog. An ask made while the role is
 * still pending is held and decided once it is known (the last ask wins), never with the provisional role.
 */
export function useAccessGuard({ role, isPending, forced, openLoginDialog, setDialog }: AccessGuardInput) {
  const navigate = useNavigate();
  // Layout effects: the guard is read from children's effects (RouteGuard's refusal), which run before this hook's
  // passive effects. With passive ones, a trial user loading a lottery page was judged as a member and got no dialog.
  const roleRef = useRef(role);
  const isPendingRef = useRef(isPending);
  const forcedRef = useRef(forced);
  useLayoutEffect(() => {
    roleRef.current = role;
    isPendingRef.current = isPending;
    forcedRef.current = forced;
  }, [role, isPending, forced]);
  const heldAsk = useRef<{ readonly action: GuardedAction; readonly proceed: (() => void) | undefined } | null>(null);

  const guard = useCallback<AuthActions['guard']>(
    (action, proceed) => {
      // Nothing goes ahead while the password must change: the forced dialog is what the user sees.
      if (forcedRef.current !== null) return false;
      if (isPendingRef.current) {
        heldAsk.current = { action, proceed };
        return false;
      }
      const decision = accessFor(roleRef.current, action);
      if (decision.allowed) {
        proceed?.();
        return true;
      }
      switch (decision.refusal) {
        case 'openLogin':
          openLoginDialog(null);
          break;
        case 'realAccountRequired':
        case 'needTrueAccount':
          setDialog({ kind: 'realAccount', refusal: decision.refusal });
          break;
        case 'redirectToAgentLanding':
          void navigate('/agent', { replace: true });
          break;
      }
      return false;
    },
    [navigate, openLoginDialog, setDialog],
  );

  useEffect(() => {
    if (isPending || heldAsk.current === null) return;
    const { action, proceed } = heldAsk.current;
    heldAsk.current = null;
    guard(action, proceed);
  }, [isPending, guard]);

  return guard;
}
