import { useCallback, useRef, useState } from 'react';
import type { AuthDialogState } from './authContext';

/**
 * Which auth dialog is open, and why the session just ended (§8) until the user logs in or closes the popup: a login
 * popup opened meanwhile without a notice of its own (a route guard's, after the session ended on /member or
 * /lottery, or /register's) says it too.
 */
export function useAuthDialog(initial: AuthDialogState) {
  const [dialog, setDialogState] = useState<AuthDialogState>(initial);
  const endNoticeRef = useRef<string | null>(null);
  const setDialog = useCallback((next: AuthDialogState) => {
    if (next === null) endNoticeRef.current = null;
    setDialogState(next);
  }, []);
  const openLoginDialog = useCallback((noticeKey: string | null) => {
    setDialogState({ kind: 'login', noticeKey: noticeKey ?? endNoticeRef.current });
  }, []);
  return { dialog, setDialog, openLoginDialog, endNoticeRef };
}
