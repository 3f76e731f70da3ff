import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError } from '@atrium/api/errors';
import { queryKeys } from '@atrium/api/queryKeys';
import { type GamePage } from '@atrium/api/games';
import { addFavourite, favouriteIdsQueryOptions, removeFavourite } from '@atrium/api/favourites';
import type { Game } from '@atrium/domain/games';
import { FAVOURITE_THROTTLE_MS, mayAct } from '@atrium/domain/format';
import { useAuthActions } from '../auth/useAuthActions';
import { isKnownRealAccount, useKnownRole } from '../auth/useSession';
import { useApiClient } from '../apiClient';
import { createSubmitGuard, runGuarded } from '../submit';
import { launchStore } from './launchStore';

export interface FavouritesValue {
  /** The node ids of the account's favourites (empty for guests and trial users, and while the role is pending). */
  readonly favouriteIds: ReadonlySet<number>;
  readonly isFavourite: (nodeId: number) => boolean;
  /**
   * Guest → login popup; trial → the 'need a true account' warning; else optimistic, throttled, rolled back. Asked
   * while the role is pending, it is held and decided once the role (and a member's favourites) are known.
   */
  readonly toggleFavourite: (game: Game) => void;
}

const FAVOURITE_LIST_ROOT = ['favourites', 'list'] as const;
const NO_IDS: ReadonlySet<number> = new Set();
/** One favourite change in flight at a time, across every card and every component that shows cards. */
const favouriteChange = createSubmitGuard();

/**
 * The favourite toggle of every game card (spec §4 Favourite, §9 "favourite throttle 1000 ms", §5 favourites need a
 * real account). Decisions:
 * - the ids come from the favourite-ids call, only for a member or agent known as one (guests and trial users have
 *   none; a stored token whose role is still pending may be a trial user's);
 * - a toggle first passes the session guard (`guard('favourites')`: the login popup for guests, the 'need a true
 *   account' warning for trial users);
 * - a toggle asked while the role is pending (after a reload, before the member details arrive: a trial user reads
 *   as a member until then) is held by the guard, never applied as a member's: once the role is known a trial user
 *   gets the warning (nothing is added) and a member's toggle is applied on the account's ids (fetched first when not
 *   in yet). Only the last held ask counts;
 * - throttle: one change per 1000 ms across every card; a click inside the window is ignored, not queued (a queued
 *   click would land a second later on a card the player may have scrolled away from, and two quick clicks on one
 *   card would otherwise undo each other); and while a change is on its way no other starts (the submit guard,
 *   shared/submit), so a slow answer cannot be overtaken by the next change;
 * - the toggle is decided on the cached ids: a favourite is removed, anything else added, so an existing favourite
 *   is never added again (§4 "adding existing does nothing");
 * - optimistic: the cached ids change at once (and a removed game leaves the cached favourite lists), then the call;
 *   on success the favourite lists are refetched, on failure the cache is put back and a toast shows the error.
 */
export function useFavourites(): FavouritesValue {
  const client = useApiClient();
  const role = useKnownRole();
  const auth = useAuthActions();
  const queryClient = useQueryClient();
  const hasFavourites = isKnownRealAccount(role);
  const ids = useQuery({ ...favouriteIdsQueryOptions(client), enabled: hasFavourites });
  const data = ids.data;

  const favouriteIds = useMemo<ReadonlySet<number>>(
    () => (hasFavourites && data ? new Set(data) : NO_IDS),
    [hasFavourites, data],
  );
  const isFavourite = useCallback((nodeId: number) => favouriteIds.has(nodeId), [favouriteIds]);

  const applyToggle = useCallback(
    (game: Game) => {
      const now = Date.now();
      if (!mayAct(launchStore.lastFavouriteChangeAt(), now, FAVOURITE_THROTTLE_MS)) return;
      runGuarded(favouriteChange, () => {
        launchStore.markFavouriteChange(now);

        const previousIds = queryClient.getQueryData<readonly number[]>(queryKeys.favourites.ids) ?? [];
        const previousLists = queryClient.getQueriesData<GamePage>({ queryKey: FAVOURITE_LIST_ROOT });
        const adding = !previousIds.includes(game.nodeId);
        // A fetch in flight would overwrite the optimistic ids with the old answer.
        void queryClient.cancelQueries({ queryKey: queryKeys.favourites.ids });
        queryClient.setQueryData<readonly number[]>(
          queryKeys.favourites.ids,
          adding ? [...previousIds, game.nodeId] : previousIds.filter((id) => id !== game.nodeId),
        );
        if (!adding) {
          queryClient.setQueriesData<GamePage>({ queryKey: FAVOURITE_LIST_ROOT }, (page) =>
            page ? { ...page, games: page.games.filter((g) => g.nodeId !== game.nodeId) } : page,
          );
        }

        const call = adding ? addFavourite(client, game) : removeFavourite(client, game);
        return call.then(
          () => void queryClient.invalidateQueries({ queryKey: FAVOURITE_LIST_ROOT }),
          (error: unknown) => {
            queryClient.setQueryData(queryKeys.favourites.ids, previousIds);
            for (const [key, page] of previousLists) queryClient.setQueryData(key, page);
            launchStore.pushToast({
              titleKey: adding ? 'ui:Launch.favouriteAddFailed' : 'ui:Launch.favouriteRemoveFailed',
              descriptionKey: isApiError(error) ? error.messageKey : 'errors:unknown',
            });
          },
        );
      });
    },
    [client, queryClient],
  );

  const toggleFavourite = useCallback(
    (game: Game) => {
      // While the role is pending the guard holds the ask and decides it once the role is known (AuthProvider). A
      // member's toggle is decided on the account's own ids: fetched first when they are not in yet (after a reload).
      auth.guard('favourites', () => {
        if (queryClient.getQueryData(queryKeys.favourites.ids) !== undefined) applyToggle(game);
        else
          void queryClient
            .ensureQueryData(favouriteIdsQueryOptions(client))
            .catch(() => undefined)
            .then(() => applyToggle(game));
      });
    },
    [applyToggle, auth, client, queryClient],
  );

  return { favouriteIds, isFavourite, toggleFavourite };
}
