import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { queryKeys } from '../queryKeys';
import {
  getDownlines,
  promoteDownline,
  registerDownline,
  transferToDownline,
  type DownlineTransferInput,
  type RegisterDownlineInput,
} from './calls';
import { agentTeamQueryKeys } from './keys';

export function downlinesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: agentTeamQueryKeys.downlines(),
    queryFn: ({ signal }) => getDownlines(client, signal),
    retry: retryTransientOnce,
    staleTime: 30_000,
  });
}

/** Never retried (it creates an account); the team list is read again so the new downline appears at once. */
export function registerDownlineMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: agentTeamQueryKeys.register(),
    mutationFn: (input: RegisterDownlineInput) => registerDownline(client, input),
    retry: false,
    onSuccess: () => queryClient?.invalidateQueries({ queryKey: agentTeamQueryKeys.all }),
  });
}

/** Never retried (it changes the account's role); the team list is read again. */
export function promoteDownlineMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: agentTeamQueryKeys.promote(),
    mutationFn: (downlineId: string) => promoteDownline(client, downlineId),
    retry: false,
    onSuccess: () => queryClient?.invalidateQueries({ queryKey: agentTeamQueryKeys.all }),
  });
}

/**
 * MONEY-MOVING: never retried. On success every wallet query is read again (the header balance; the team list sits
 * under the wallet's root, so the downline's balance too).
 */
export function downlineTransferMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: agentTeamQueryKeys.transfer(),
    mutationFn: (input: DownlineTransferInput) => transferToDownline(client, input),
    retry: false,
    onSuccess: () => queryClient?.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
