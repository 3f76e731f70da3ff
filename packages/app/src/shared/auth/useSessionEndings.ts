import { useEffect, type MutableRefObject } from 'react';
import { useNavigate } from 'react-router';
import type { ApiClient } from '@atrium/api/client';
import { logoutPlan } from '@atrium/domain/session';
import { readToken } from '../session';
import type { AuthDialogState } from './authContext';
import { sessionEndNotice } from './sessionEnd';
import { listenForLogout, sessionFingerprint } from './sessionChannel';

interface SessionEndings {
  readonly client: ApiClient;
  readonly pathRef: MutableRefObject<string>;
  readonly endLocalSession: () => void;
  readonly setDialog: (next: AuthDialogState) => void;
  readonly openLoginDialog: (noticeKey: string | null) => void;
  readonly endNoticeRef: MutableRefObject<string | null>;
}

/** Sessions that end elsewhere: a logout in another tab, and the platform's "not logged in" on any call. */
export function useSessionEndings({
  client,
  pathRef,
  endLocalSession,
  setDialog,
  openLoginDialog,
  endNoticeRef,
}: SessionEndings) {
  const navigate = useNavigate();

  // §4 Logout in another tab of this session: this tab signs out at once, as that tab did (no call of its own).
  useEffect(
    () =>
      listenForLogout((session) => {
        const current = readToken();
        if (current === null || sessionFingerprint(current) !== session) return;
        const plan = logoutPlan([], pathRef.current.toLowerCase().startsWith('/agenthome'));
        endLocalSession();
        setDialog(null);
        void navigate(plan.navigation.to, { replace: plan.navigation.replace });
      }),
    [endLocalSession, navigate, setDialog, pathRef],
  );

  // §8 "You are not logged in, please login", wherever it happens: the login popup, the page stays where it is.
  useEffect(
    () =>
      client.onSessionExpired((error) => {
        if (readToken() !== null) {
          endLocalSession();
          endNoticeRef.current = sessionEndNotice(error);
        } else {
          // A call made after the session ended (no token to send) says nothing new: the reason the session
          // ended, when known, stays.
          endNoticeRef.current ??= sessionEndNotice(error);
        }
        openLoginDialog(null);
      }),
    [client, endLocalSession, openLoginDialog, endNoticeRef],
  );
}
