/**
 * The account's own games (spec §7 "Favorites", "Recent"; §4 "Favourite"; docs/protocol.md "Favourites"): the favourite
 * list and ids, add and remove, and the recent games. All need the session. The relay names of the favourite calls
 * are not known beyond `MCSFE_*FavoriteGame*`: the four below are designed (README "Designed shapes").
 * Optimistic updates and the 1000 ms throttle (§4) are the app's: the mutations here never retry on their own.
 */

export { favouriteIdsSchema } from './schemas';
export { type FavouritePayload } from './mapping';
export {
  FAVOURITES_LOGIN_PAGE_SIZE,
  favouriteListEndpoint,
  type FavouriteListRequest,
  favouriteListQuery,
  getFavouriteList,
  favouriteIdsEndpoint,
  getFavouriteIds,
  favouritePayload,
  addFavouriteEndpoint,
  removeFavouriteEndpoint,
  addFavourite,
  removeFavourite,
  recentGamesEndpoint,
  type RecentGamesRequest,
  recentGamesQuery,
  getRecentGames,
} from './calls';
export {
  favouriteListQueryOptions,
  favouriteIdsQueryOptions,
  addFavouriteMutationOptions,
  removeFavouriteMutationOptions,
  recentGamesQueryOptions,
} from './queries';
