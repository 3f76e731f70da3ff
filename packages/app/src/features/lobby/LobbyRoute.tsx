import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { gameVendorsQueryOptions } from '@atrium/api/games';
import { serializeLobbyQuery, type LobbyAction, type LobbyEffect, type LobbyFilter } from '@atrium/domain/lobby';
import { LobbyPage, type LobbyPageProps } from '@atrium/ui/lobby';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { isKnownRealAccount, knownRoleOf, useSession } from '../../shared/auth/useSession';
import { useFavourites } from '../../shared/games/useFavourites';
import { useGameLaunch } from '../../shared/games/useGameLaunch';
import { useApiClient } from '../../shared/apiClient';
import { useSearchNavigation } from '../../shared/useSearchNavigation';
import { useLanguage } from '../../shared/language';
import {
  admitLobbyAddress,
  lobbyStep,
  lobbyViewOf,
  pageBeyondTotal,
  sameLobbySearch,
  type LobbyRouteCategory,
} from './lobbyLocation';
import { useLobbyGames } from './useLobbyGames';

export interface LobbyRouteProps {
  readonly category: LobbyRouteCategory;
}

/** Renders only when the deferred props change (see the end of LobbyRoute). */
const DeferredLobbyPage = memo(LobbyPage);

/**
 * §2 Game lobby (/live, /fish, /rng with query vassalage, /pvp). The state is the address: read with the domain's
 * `parseLobbyQuery` and admitted (§4 FAV/RECENT need an account), changed only through the domain's `lobbyReducer`,
 * written back with `serializeLobbyQuery`: a user action pushes (back/forward walk the lobby's states), a
 * normalisation replaces. A shared link therefore restores the same lobby.
 */
export function LobbyRoute({ category }: LobbyRouteProps) {
  const location = useLocation();
  const session = useSession();
  const auth = useAuthActions();
  const client = useApiClient();
  const { platformLanguage } = useLanguage();
  const { favouriteIds, toggleFavourite } = useFavourites();
  const { launchGame } = useGameLaunch();

  const context = useMemo(() => ({ role: session.role }), [session.role]);
  // While the session is provisional (a token held, the member info on its way) the address is taken as it is.
  const admitted = useMemo(
    () =>
      session.isPending
        ? { ...admitLobbyAddress(location.search, { role: 'member' }), effects: [] }
        : admitLobbyAddress(location.search, context),
    [location.search, context, session.isPending],
  );
  const state = admitted.state;

  const runEffects = useCallback(
    (effects: readonly LobbyEffect[]) => {
      for (const effect of effects) {
        if (effect.type === 'openLogin') auth.openLogin();
        // The trial user's 'need a true account' dialog (§5) is what the auth guard opens for favourites.
        else if (effect.type === 'realAccountRequired') auth.guard('favourites');
        // 'reload': the language is part of every lobby query key, so the new language's lists load by themselves.
      }
    },
    [auth],
  );

  const go = useSearchNavigation(sameLobbySearch);

  // Normalisation: an address that is not the canonical one for its admitted state is replaced (and a guest's
  // FAV/RECENT link opens the login popup once, leaving the lobby on ALL).
  useEffect(() => {
    if (sameLobbySearch(location.search, admitted.search)) return;
    go(admitted.search, true);
    runEffects(admitted.effects);
  }, [admitted, location.search, go, runEffects]);

  const dispatch = useCallback(
    (action: LobbyAction) => {
      const step = lobbyStep(state, action, context);
      runEffects(step.effects);
      if (step.search !== null) go(step.search, false);
    },
    [state, context, runEffects, go],
  );

  const vendors = useQuery(gameVendorsQueryOptions(client, { language: platformLanguage }));
  const catalogue = vendors.data?.catalogue;
  // The same view while its inputs are: the vendor dropdown skips the renders of the lobby's other answers.
  const view = useMemo(() => lobbyViewOf(category, state, catalogue), [category, state, catalogue]);
  const onVendorChange = useCallback((vendor: string) => dispatch({ type: 'vendorSelected', vendor }), [dispatch]);
  // Favourites and recent are a real account's; after a reload they wait until the account is known to be one.
  const hasAccount = isKnownRealAccount(knownRoleOf(session));
  const games = useLobbyGames(view.gameType, state, hasAccount);
  const totalPages = games.data?.totalPages ?? 0;

  // §4 "page beyond total pages is ignored": a linked page past the end goes back to the first page.
  useEffect(() => {
    if (!games.isUpdating && !games.isLoading && pageBeyondTotal(state, games.data?.totalPages)) {
      go(serializeLobbyQuery({ ...state, page: 1 }), true);
    }
  }, [games.isUpdating, games.isLoading, games.data?.totalPages, state, go]);

  const page: LobbyPageProps = {
    category: view.category,
    filter: state.filter,
    onFilterChange: (filter: LobbyFilter) => dispatch({ type: 'filterSelected', filter }),
    classifies: view.classifies,
    classify: state.classify,
    onClassifyChange: (classify) => dispatch({ type: 'classifySelected', classify }),
    vendors: view.vendors,
    vendor: state.vendor,
    onVendorChange,
    hasVendorSelect: view.hasVendorSelect,
    search: state.search,
    onSearch: (search) => dispatch({ type: 'searchSubmitted', search }),
    games: games.data?.games ?? [],
    favouriteIds: favouriteIds,
    onPlay: launchGame,
    onToggleFavourite: toggleFavourite,
    page: state.page,
    totalPages: totalPages,
    onPageChange: (page) => dispatch({ type: 'pageSelected', page, totalPages }),
    isLoading: games.isLoading,
    isUpdating: games.isUpdating,
    errorKey: games.errorKey,
    onRetry: games.retry,
    isRetrying: games.isRetrying,
    resultsKey: admitted.search,
  };
  // As on the home page: the games query's answer re-renders this route synchronously; the page follows a deferred
  // copy of its props, rendered in a transition in slices (Lighthouse TBT), and skipped while they are unchanged.
  const deferredPage = useDeferredValue(page);
  return <DeferredLobbyPage {...deferredPage} />;
}
