import type { PrizeMode, VendorCatalogue } from '@atrium/domain/games';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { retryTransientOnce } from '../errors';
import {
  getOpenedDraws,
  getRecentVnLotteryGames,
  getVnLotteryMenu,
  launchLotteryLobby,
  type LotteryLaunchRequest,
  type OpenedDrawsRequest,
  prizeModeFor,
} from './calls';
import type { LotterySource } from './mapping';

// Fetchers and query options

export function vnLotteryMenuQueryOptions(
  client: ApiClient,
  language: string,
  source: PrizeMode | Pick<VendorCatalogue, 'ELOTT'>,
) {
  const prizeMode = prizeModeFor(source);
  return queryOptions({
    queryKey: queryKeys.lottery.vnMenu(prizeMode, language),
    queryFn: ({ signal }) => getVnLotteryMenu(client, prizeMode, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

export function recentVnLotteryQueryOptions(client: ApiClient, language: string) {
  return readQueryOptions(queryKeys.lottery.vnRecent(language), getRecentVnLotteryGames, client, 60_000);
}

/** Results change with every draw: refetched each minute while shown. */
export function openedDrawsQueryOptions(client: ApiClient, source: LotterySource, request: OpenedDrawsRequest) {
  const size = request.size ?? 1;
  return queryOptions({
    queryKey: queryKeys.lottery.opened(source, request.gameCode, size),
    queryFn: ({ signal }) => getOpenedDraws(client, source, { gameCode: request.gameCode, size }, signal),
    retry: retryTransientOnce,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** A launch makes a one-time lobby address: never repeated on its own. */
export function lotteryLobbyLaunchMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.lottery.all, 'launchLobby'],
    mutationFn: (request: LotteryLaunchRequest) => launchLotteryLobby(client, request),
    retry: false,
  });
}
