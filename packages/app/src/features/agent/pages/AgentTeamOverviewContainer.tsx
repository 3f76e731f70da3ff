import { useQuery } from '@tanstack/react-query';
import { teamOverviewQueryOptions } from '@atrium/api/agent';
import { isApiError } from '@atrium/api/errors';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { recordRangeFromParams } from '@atrium/domain/records';
import { AgentTeamOverview, type TeamOverviewState } from '@atrium/ui/agent';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/apiClient';
import { useSearchNavigation } from '../../../shared/useSearchNavigation';

/**
 * §2 agentTeamOverview, the agent centre's home page. The period is in the address (`&from=…&to=…`, as the record
 * pages), so a reload or a shared link keeps it; it opens on the past 7 days. Days are the reader's own, as the
 * header's clock is. The previous period's figures stay while the next period's load.
 */
export function AgentTeamOverviewContainer() {
  const client = useApiClient();
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const [now] = useState(() => Date.now());
  const offsetMinutes = -new Date(now).getTimezoneOffset();
  const range = recordRangeFromParams(params.get('from'), params.get('to'), now, offsetMinutes);
  const overview = useQuery(teamOverviewQueryOptions(client, range));
  const balance = useQuery(walletBalanceQueryOptions(client));

  let state: TeamOverviewState;
  if (overview.data !== undefined) state = { status: 'ready', isUpdating: overview.isPlaceholderData };
  else if (overview.isError)
    state = {
      status: 'error',
      errorKey: isApiError(overview.error) ? overview.error.messageKey : undefined,
      isRetrying: overview.isFetching,
    };
  else state = { status: 'loading' };

  return (
    <AgentTeamOverview
      range={range}
      onRangeChange={(next) => {
        const search = new URLSearchParams(params);
        search.set('from', next.start);
        search.set('to', next.end);
        go(`?${search.toString()}`, false);
      }}
      now={now}
      offsetMinutes={offsetMinutes}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      state={state}
      figures={overview.data ?? null}
      onRetry={() => void overview.refetch()}
    />
  );
}
