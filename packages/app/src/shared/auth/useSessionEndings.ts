import { useEffect, type MutableRefObject } from 'react';
import type { ApiClient } from '@atrium/api/client';
import { readToken } from '../session';
import { sessionEndNotice } from './sessionEnd';
import { listenForLogout, sessionFingerprint } from './sessionChannel';

interface SessionEndings {
  readonly client: ApiClient;
  readonly endLocalSession: () => void;
  /** The sign-out's own ending of this tab's session and its way home (useSignOut). */
  readonly leave: (ending: string | null) => void;
  /** Whether the member chose to end the session that is over (useSignOut): its failures say nothing then. */
  readonly isEndedByChoice: () => boolean;
  readonly openLoginDialog: (noticeKey: string | null) => void;
  readonly endNoticeRef: MutableRefObject<string | null>;
}

/** Sessions that end elsewhere: a logout in another tab, and the platform's "not logged in" on any call. */
export function useSessionEndings({
  client,
  endLocalSession,
  leave,
  isEndedByChoice,
  openLoginDialog,
  endNoticeRef,
}: SessionEndings) {
  // §4 Logout in another tab of this session: this tab signs out at once, as that tab did (no call of its own).
  useEffect(
    () =>
      listenForLogout((session) => {
        const current = readToken();
        if (current === null || sessionFingerprint(current) !== session) return;
        leave(current);
      }),
    [leave],
  );

  // §8 "You are not logged in, please login", wherever it happens: the login popup, the page stays where it is.
  useEffect(
    () =>
      client.onSessionExpired((error) => {
        // After the member's own sign-out, a call of the ended session (on its way then, or read without a token
        // since) fails for want of it: that is the sign-out, not news. No popup over the home it left for.
        if (isEndedByChoice()) return;
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
    [client, endLocalSession, isEndedByChoice, openLoginDialog, endNoticeRef],
  );
}
