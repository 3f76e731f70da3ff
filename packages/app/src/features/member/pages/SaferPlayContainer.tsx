import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorKeyOf } from '@atrium/api/errors';
import {
  saferPlayQueryKeys,
  saferPlayQueryOptions,
  setRealityCheckMutationOptions,
  setSaferPlayLimitMutationOptions,
  takeExclusionMutationOptions,
} from '@atrium/api/saferPlay';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import type { ExclusionPeriod, LimitKey, RealityCheckMinutes, SaferPlayState } from '@atrium/domain/saferPlay';
import { SaferPlayPage } from '@atrium/ui/saferPlay';
import { useState } from 'react';
import { useAuthInternals } from '../../../shared/auth/authContext';
import { useApiClient } from '../../../shared/apiClient';
import { useSubmitMutation } from '../../../shared/submit';

/**
 * The member centre's safer play (docs/decisions/0012-safer-play.md): the platform's state, and the three changes
 * a member makes to it, each sent once and never repeated. A limit or the reality check answers with the whole
 * state, which replaces the held one; a break or self-exclusion ends the session on the platform, so the app signs
 * out the way a logout does (home, every tab), and the next sign-in's refusal says until when.
 */
export function SaferPlayContainer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { leaveEndedSession } = useAuthInternals();
  const state = useQuery(saferPlayQueryOptions(client));
  const balance = useQuery(walletBalanceQueryOptions(client));
  const limit = useSubmitMutation(setSaferPlayLimitMutationOptions(client));
  const realityCheck = useSubmitMutation(setRealityCheckMutationOptions(client));
  const exclusion = useSubmitMutation(takeExclusionMutationOptions(client));
  const [savingLimit, setSavingLimit] = useState<LimitKey | null>(null);
  const [limitError, setLimitError] = useState<{ key: LimitKey; messageKey: string } | null>(null);
  const [breakErrorKey, setBreakErrorKey] = useState<string | null>(null);
  // The page reasons about pending changes and a break's end from when it opened or its state last arrived.
  const [openedAt] = useState(() => Date.now());
  const now = Math.max(openedAt, state.dataUpdatedAt);

  const keep = (next: SaferPlayState) => queryClient.setQueryData(saferPlayQueryKeys.state(), next);

  const onSaveLimit = (key: LimitKey, value: number | null) => {
    if (limit.isPending) return;
    setLimitError(null);
    setSavingLimit(key);
    limit.submit(
      { key, value },
      {
        onSuccess: (next) => {
          keep(next);
          setSavingLimit(null);
        },
        onError: (error) => {
          setSavingLimit(null);
          setLimitError({ key, messageKey: errorKeyOf(error) });
        },
      },
    );
  };

  const onSaveRealityCheck = (minutes: RealityCheckMinutes) => {
    setLimitError(null);
    realityCheck.submit(minutes, {
      onSuccess: keep,
      // The choice shown goes back to the platform's; the page's refusals sit with the limits.
      onError: () => queryClient.invalidateQueries({ queryKey: saferPlayQueryKeys.state() }),
    });
  };

  const onTakeBreak = (period: ExclusionPeriod) => {
    setBreakErrorKey(null);
    exclusion.submit(period, {
      // Signed out as a logout does, with no login popup over home: the message that matters is the refusal at the
      // next sign-in. The platform has ended the session already, so there is no logout call to make.
      onSuccess: () => leaveEndedSession(),
      onError: (error) => setBreakErrorKey(errorKeyOf(error)),
    });
  };

  return (
    <SaferPlayPage
      state={state.data}
      status={state.isError ? 'error' : state.data ? 'ready' : 'loading'}
      onRetry={() => void state.refetch()}
      now={now}
      currency={balance.data?.currencySymbol ?? ''}
      onSaveLimit={onSaveLimit}
      savingLimit={limit.isPending ? savingLimit : null}
      limitError={limitError}
      onSaveRealityCheck={onSaveRealityCheck}
      savingRealityCheck={realityCheck.isPending}
      onTakeBreak={onTakeBreak}
      takingBreak={exclusion.isPending}
      breakErrorKey={breakErrorKey}
    />
  );
}
