import { mutationOptions } from '@tanstack/react-query';
import { readQueryOptions } from '../readQuery';
import { pagedQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
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
  return pagedQueryOptions(
    queryKeys.favourites.list(favouriteListQuery(request)),
    getFavouriteList,
    client,
    request,
    30_000,
  );
}

export function favouriteIdsQueryOptions(client: ApiClient) {
  return readQueryOptions(queryKeys.favourites.ids, getFavouriteIds, client, 5 * 60_000);
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
  return pagedQueryOptions(
    queryKeys.favourites.recent(recentGamesQuery(request)),
    getRecentGames,
    client,
    request,
    30_000,
  );
}
