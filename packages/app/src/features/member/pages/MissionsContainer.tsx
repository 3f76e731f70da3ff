import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '@atrium/api/errors';
import {
  missionLeaderboardQueryOptions,
  missionMilestonesQueryOptions,
  missionSummaryQueryOptions,
} from '@atrium/api/promotions';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { MissionsPanel } from '@atrium/ui/missions';
import { useState } from 'react';
import { useApiClient } from '../../../shared/apiClient';
import { queryPart } from '../../../shared/queryPart';
import { useActivityAction } from './activityAction';

const LEADERBOARD_PAGE_SIZE = 10;

/**
 * §2 missionLeaderboard: the missions (MCSFE_getMissionSummaryDetails), a claim where one waits, and the chosen
 * mission's milestones (MCSFE_getMissionMilestones) and leaderboard (MCSFE_getMissionLeaderboard) with the player's
 * own place pinned. The first mission with something to claim is chosen at first, else the first one. Shown with
 * availablePromo.MISSION.enabled (MemberRoute).
 */
export function MissionsContainer() {
  const client = useApiClient();
  const summary = useQuery(missionSummaryQueryOptions(client));
  const balance = useQuery(walletBalanceQueryOptions(client));
  const missions = summary.data?.activities.filter((a) => a.kind === 'mission');
  const action = useActivityAction(missions);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const selectedId = chosenId ?? missions?.find((m) => m.call !== null)?.id ?? missions?.[0]?.id ?? null;

  const milestones = useQuery({
    ...missionMilestonesQueryOptions(client, selectedId ?? ''),
    enabled: selectedId !== null,
  });
  const leaderboard = useQuery({
    ...missionLeaderboardQueryOptions(client, {
      missionId: selectedId ?? '',
      page,
      pageSize: LEADERBOARD_PAGE_SIZE,
    }),
    enabled: selectedId !== null,
    placeholderData: keepPreviousData,
  });

  return (
    <MissionsPanel
      missions={missions ?? null}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      isLoading={summary.isPending}
      hasError={summary.isError}
      errorKey={isApiError(summary.error) ? summary.error.messageKey : undefined}
      isRetrying={summary.isFetching}
      onRetry={() => void summary.refetch()}
      selectedId={selectedId}
      onSelect={(id) => {
        setChosenId(id);
        setPage(1);
      }}
      milestones={queryPart(milestones)}
      leaderboard={queryPart(leaderboard)}
      onLeaderboardPage={setPage}
      onAction={action.run}
      busyId={action.busyId}
      outcome={action.outcome}
      errorMessage={action.errorMessage}
    />
  );
}
