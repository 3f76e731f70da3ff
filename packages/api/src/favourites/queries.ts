import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { queryKeys } from '../queryKeys';
import { type FavouriteTarget } from './mapping';
import {
  type FavouriteListRequest,
  favouriteListQuery,
  getFavouriteList,
  getFavouriteIds,
  addFavourite,
  removeFavourite,
  type RecentGamesRequest,
  recentGamesQuery,
  getRecentGames,
} from './calls';

export function favouriteListQueryOptions(client: ApiClient, request: FavouriteListRequest) {
  return queryOptions({
    queryKey: queryKeys.favourites.list(favouriteListQuery(request)),
    queryFn: ({ signal }) => getFavouriteList(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function favouriteIdsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.favourites.ids,
    queryFn: ({ signal }) => getFavouriteIds(client, signal),
    retry: retryTransientOnce,
    staleTime: 5 * 60_000,
  });
}

/** No automatic retry: the app updates its list at once and undoes it if the call fails (§4). */
export function addFavouriteMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.favourites.all, 'add'],
    mutationFn: (game: FavouriteTarget) => addFavourite(client, game),
    retry: false,
  });
}

export function removeFavouriteMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.favourites.all, 'remove'],
    mutationFn: (game: FavouriteTarget) => removeFavourite(client, game),
    retry: false,
  });
}

/** A launch adds to the recent games: the app invalidates `queryKeys.favourites.recentAll` after one. */
export function recentGamesQueryOptions(client: ApiClient, request: RecentGamesRequest) {
  return queryOptions({
    queryKey: queryKeys.favourites.recent(recentGamesQuery(request)),
    queryFn: ({ signal }) => getRecentGames(client, request, signal),
    retry: retryTransientOnce,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
