import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@atrium/api/errors';
import { missionSummaryQueryOptions } from '@atrium/api/promotions';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { RewardCenterPanel } from '@atrium/ui/rewards';
import { useApiClient } from '../../../shared/apiClient';
import { useActivityAction } from './activityAction';

/**
 * §2 rewardCenter: the promotions and raffles of the reward centre (MCSFE_getMissionSummaryDetails), each in its §4
 * status with the action it allows; missions have their own page. Shown with REWCEN3 (MemberRoute).
 */
export function RewardCenterContainer() {
  const client = useApiClient();
  const summary = useQuery(missionSummaryQueryOptions(client));
  const balance = useQuery(walletBalanceQueryOptions(client));
  const activities = summary.data?.activities.filter((a) => a.kind !== 'mission');
  const action = useActivityAction(activities);

  return (
    <RewardCenterPanel
      activities={activities ?? null}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      isLoading={summary.isPending}
      hasError={summary.isError}
      errorKey={isApiError(summary.error) ? summary.error.messageKey : undefined}
      isRetrying={summary.isFetching}
      onRetry={() => void summary.refetch()}
      onAction={action.run}
      busyId={action.busyId}
      outcome={action.outcome}
      errorMessage={action.errorMessage}
    />
  );
}
