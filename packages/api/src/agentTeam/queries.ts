import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import {
  getDownlines,
  getRegisterOptions,
  promoteDownline,
  registerDownline,
  transferToDownline,
  type DownlineTransferInput,
  type RegisterDownlineInput,
} from './calls';
import { agentQueryKeys } from '../agent/keys';
import { agentTeamQueryKeys } from './keys';

/** Both views of the agent's tree: team management's list and the team overview's figures (team size, members). */
const invalidateTree = (queryClient: QueryClient | undefined) =>
  Promise.all([
    queryClient?.invalidateQueries({ queryKey: agentTeamQueryKeys.all }),
    queryClient?.invalidateQueries({ queryKey: agentQueryKeys.all }),
  ]);

export function downlinesQueryOptions(client: ApiClient) {
  return readQueryOptions(agentTeamQueryKeys.downlines(), getDownlines, client, 30_000);
}

/** The agent's right to create agents and its own rebate rates: read once per visit of the add account page. */
export function registerOptionsQueryOptions(client: ApiClient) {
  return readQueryOptions(agentTeamQueryKeys.registerOptions(), getRegisterOptions, client, 30_000);
}

/**
 * Never retried (it creates an account); the team list and the team overview are read again so the new downline
 * appears in both at once.
 */
export function registerDownlineMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: agentTeamQueryKeys.register(),
    mutationFn: (input: RegisterDownlineInput) => registerDownline(client, input),
    retry: false,
    onSuccess: () => invalidateTree(queryClient),
  });
}

/** Never retried (it changes the account's role); the team list and the team overview are read again. */
export function promoteDownlineMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: agentTeamQueryKeys.promote(),
    mutationFn: (downlineId: string) => promoteDownline(client, downlineId),
    retry: false,
    onSuccess: () => invalidateTree(queryClient),
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
