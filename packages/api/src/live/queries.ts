import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { queryKeys } from '../queryKeys';
import { getLiveModels, type ChatLaunchRequest, launchChat } from './calls';

export function liveModelsQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: queryKeys.live.models(language),
    queryFn: ({ signal }) => getLiveModels(client, signal),
    retry: retryTransientOnce,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** Each launch makes a new chat address: never repeated on its own. */
export function chatLaunchMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.live.all, 'launchChat'],
    mutationFn: (request: ChatLaunchRequest) => launchChat(client, request),
    retry: false,
  });
}
