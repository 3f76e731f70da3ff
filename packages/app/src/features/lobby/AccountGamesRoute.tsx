import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorKeyOf } from '@atrium/api/errors';
import { favouriteListQueryOptions, recentGamesQueryOptions } from '@atrium/api/favourites';
import { INITIAL_LOBBY_STATE, parseLobbyQuery, serializeLobbyQuery } from '@atrium/domain/lobby';
import { accessFor } from '@atrium/domain/session';
import { AccountGamesPage, type AccountGamesKind } from '@atrium/ui/lobby';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';
import { useFavourites } from '../../shared/games/useFavourites';
import { useGameLaunch } from '../../shared/games/useGameLaunch';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';
import { pageBeyondTotal } from './lobbyLocation';

export interface AccountGamesRouteProps {
  readonly kind: AccountGamesKind;
}

/**
 * §2 "/favorite, /recent: Account games page". The lists need a real account (§6): a guest gets the login popup and
 * a prompt in the page, a trial user the 'real account required' dialog. The page number is in the address
 * (`?page=2`, the lobby's own query form), pushed on a page change.
 */
export function AccountGamesRoute({ kind }: AccountGamesRouteProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const auth = useAuthActions();
  const client = useApiClient();
  const { platformLanguage: language } = useLanguage();
  const { favouriteIds, toggleFavourite } = useFavourites();
  const { launchGame } = useGameLaunch();

  const action = kind === 'favourites' ? 'favourites' : 'recentGames';
  const isAllowed = accessFor(session.role, action).allowed;
  const page = parseLobbyQuery(location.search).page;

  const favourites = useQuery({
    ...favouriteListQueryOptions(client, { language, page }),
    enabled: kind === 'favourites' && isAllowed,
  });
  const recent = useQuery({
    ...recentGamesQueryOptions(client, { language, page }),
    enabled: kind === 'recent' && isAllowed,
  });
  const query = kind === 'favourites' ? favourites : recent;

  // The login popup (or the trial user's dialog) once per visit, when the session is known.
  const asked = useRef(false);
  useEffect(() => {
    if (session.isPending || isAllowed || asked.current) return;
    asked.current = true;
    auth.guard(action);
  }, [session.isPending, isAllowed, auth, action]);

  const totalPages = query.data?.totalPages ?? 0;
  const pageSearch = (next: number) => serializeLobbyQuery({ ...INITIAL_LOBBY_STATE, page: next });

  // A page past the end (an old link, or the last favourite of the last page removed) goes back to page 1.
  useEffect(() => {
    if (
      isAllowed &&
      !query.isPlaceholderData &&
      pageBeyondTotal({ ...INITIAL_LOBBY_STATE, page }, query.data?.totalPages)
    )
      void navigate({ pathname: location.pathname, search: pageSearch(1) }, { replace: true });
  }, [isAllowed, query.isPlaceholderData, query.data?.totalPages, page, navigate, location.pathname]);

  return (
    <AccountGamesPage
      kind={kind}
      isGuest={!isAllowed && !session.isPending}
      onLogin={() => auth.guard(action)}
      games={query.data?.games ?? []}
      favouriteIds={favouriteIds}
      onPlay={launchGame}
      onToggleFavourite={toggleFavourite}
      page={page}
      totalPages={totalPages}
      onPageChange={(next) => {
        if (next >= 1 && next <= totalPages && next !== page)
          void navigate({ pathname: location.pathname, search: pageSearch(next) });
      }}
      isLoading={isAllowed ? query.isPending : session.isPending}
      isUpdating={query.isPlaceholderData}
      errorKey={query.isError ? errorKeyOf(query.error) : null}
      onRetry={() => void query.refetch()}
      isRetrying={query.isError && query.isFetching}
      resultsKey={pageSearch(page)}
    />
  );
}
