import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@atrium/api/errors';
import { activityActionMutationOptions, type Activity } from '@atrium/api/promotions';
import { queryKeys } from '@atrium/api/queryKeys';
import type { ActivityOutcome, ActivityRequest } from '@atrium/ui/rewards';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/apiClient';
import { useSubmit } from '../../../shared/submit';

/**
 * A join, a reward request or a raffle claim from the reward centre or the missions page (§7), once per press: one
 * submit guard for every card of the page, so two presses (a double click, a held Enter, a double tap, or two cards
 * in the same tick) send one request. Never retried (the mutation's `retry: false`). A success refreshes the
 * activities, the member details (the header's count) and, when money was paid, the wallet (the api's mutation);
 * a refusal refreshes the activities too, since their statuses may have moved on elsewhere.
 */
export function useActivityAction(activities: readonly Activity[] | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const mutation = useMutation(activityActionMutationOptions(client));
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActivityOutcome | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const answers = useRef(0);

  const action = useSubmit(async (request: ActivityRequest) => {
    const title = activities?.find((a) => a.id === request.id)?.title ?? '';
    setBusyId(request.id);
    setErrorKey(null);
    try {
      const input =
        request.call === 'requestReward'
          ? { call: request.call, id: request.id, remark: request.remark }
          : { call: request.call, id: request.id };
      const result = await mutation.mutateAsync(input);
      answers.current += 1;
      setOutcome({
        key: String(answers.current),
        title,
        call: request.call,
        status: result.status,
        amount: result.amount,
        prizeName: result.prizeName,
      });
    } catch (error) {
      setErrorKey(isApiError(error) ? error.messageKey : 'errors:unknown');
      await queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all });
    } finally {
      setBusyId(null);
    }
  });

  return {
    run: action.run,
    busyId,
    outcome,
    errorMessage: errorKey ? t(errorKey) : null,
  };
}
