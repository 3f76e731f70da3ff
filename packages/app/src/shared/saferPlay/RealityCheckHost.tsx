import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { saferPlayQueryOptions } from '@atrium/api/saferPlay';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { realityCheckSummary, type RealityCheckSummary, type SaferPlayState } from '@atrium/domain/saferPlay';
import type { RealityCheckDialogProps } from '@atrium/ui/saferPlay';
import { useEffect, useState, type ComponentType } from 'react';
import { useApiClient } from '../apiClient';
import { useAuthInternals } from '../auth/authContext';
import { withText } from '../lazy/lazyPage';
import { useSubmit } from '../submit';
import { createRealityCheckTimer, realityCheckAnswers } from './realityCheckTimer';

const loadDialog = withText(async () => (await import('@atrium/ui/saferPlay')).RealityCheckDialog);

/**
 * Waits for the member's next reality check (interval from the platform's safer-play state, `nextRealityCheckAt`),
 * then reads the session's figures afresh and asks: "keep playing" starts the interval again from the answer, "log
 * out" signs out as a logout does. With the interval off nothing waits; the dialog's code loads when first due.
 */
export function RealityCheckHost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { confirmLogout } = useAuthInternals();
  const state = useSaferPlayState();
  const balance = useQuery(walletBalanceQueryOptions(client));
  const [lastAnsweredAt, setLastAnsweredAt] = useState(realityCheckAnswers.read);
  const [due, setDue] = useState<RealityCheckSummary | null>(null);
  const [dialog, setDialog] = useState<{ readonly component: ComponentType<RealityCheckDialogProps> } | null>(null);
  const logOut = useSubmit(confirmLogout);

  const minutes = state?.realityCheckMinutes ?? 0;
  const startedAt = state?.session.startedAt ?? null;
  const isDue = due !== null;
  useEffect(() => {
    if (isDue || startedAt === null) return;
    let isCurrent = true;
    const timer = createRealityCheckTimer(() => {
      const options = saferPlayQueryOptions(client);
      // The figures as of now (stakes and wins move while the member plays); the held ones if the read fails.
      const fresh = queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
      void Promise.all([fresh, loadDialog()]).then(([read, component]) => {
        const held: SaferPlayState | undefined = read ?? queryClient.getQueryData(options.queryKey);
        if (!isCurrent || !held) return;
        setDialog((shown) => shown ?? { component });
        const { session } = held;
        setDue(realityCheckSummary(session.startedAt, Date.now(), session.stakesCents, session.winsCents));
      });
    });
    timer.update({ minutes, sessionStartedAt: startedAt, lastAnsweredAt });
    return () => {
      isCurrent = false;
      timer.stop();
    };
  }, [client, queryClient, minutes, startedAt, lastAnsweredAt, isDue]);

  if (!due || !dialog) return null;
  const Dialog = dialog.component;
  return (
    <Dialog
      open
      playedMs={due.playedMs}
      netCents={due.netCents}
      currency={balance.data?.currencySymbol ?? ''}
      onKeepPlaying={() => {
        const at = Date.now();
        realityCheckAnswers.write(at);
        setLastAnsweredAt(at);
        setDue(null);
      }}
      onLogOut={() => logOut.run()}
    />
  );
}

/**
 * The member's safer-play state as the cache holds it, read once here (and again when stale) and kept in step with
 * the safer-play page's changes. Not an observer of the query: a failed read is nobody's page failing (nothing
 * shows it, nothing offers a retry); the reminder keeps the last state it had and the next page load reads again.
 */
function useSaferPlayState(): SaferPlayState | undefined {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaferPlayState | undefined>(() =>
    queryClient.getQueryData(saferPlayQueryOptions(client).queryKey),
  );
  useEffect(() => {
    const options = saferPlayQueryOptions(client);
    const hash = hashKey(options.queryKey);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      const data = event.query.state.data as SaferPlayState | undefined;
      if (event.type === 'updated' && event.query.queryHash === hash && data) setState(data);
    });
    void queryClient.prefetchQuery(options);
    return unsubscribe;
  }, [client, queryClient]);
  return state;
}
