import { useQuery } from '@tanstack/react-query';
import { errorKeyOf } from '@atrium/api/errors';
import { gameListQueryOptions } from '@atrium/api/games';
import { favouriteListQueryOptions, recentGamesQueryOptions } from '@atrium/api/favourites';
import type { LobbyState } from '@atrium/domain/lobby';
import { useApiClient } from '../../shared/apiClient';
import { useBrand } from '../../shared/brand';
import { useHotGames } from '../../shared/games/hotGames';
import { useLanguage } from '../../shared/language';
import { narrowGames, pageOfList, type LobbyPageData } from './lobbyLocation';

export interface LobbyGames {
  readonly data: LobbyPageData | undefined;
  /** Nothing to show yet. */
  readonly isLoading: boolean;
  /** The previous page is on screen while this one loads. */
  readonly isUpdating: boolean;
  readonly errorKey: string | null;
  readonly isRetrying: boolean;
  readonly retry: () => void;
}

/**
 * The games of a lobby state, through the filter (§4): ALL/NEW the game list, HOT the hot games, FAV the favourite
 * list, RECENT the recent games. The language is in every query key, so a language change reloads the lobby (§4).
 * `hasAccount`: FAV and RECENT are only asked for with a real account (the reducer never lets others there).
 */
export function useLobbyGames(gameType: string, state: LobbyState, hasAccount: boolean): LobbyGames {
  const client = useApiClient();
  const brand = useBrand();
  const { platformLanguage: language } = useLanguage();
  const { filter, vendor, classify, search, page } = state;
  const isList = filter === 'ALL' || filter === 'NEW';

  const list = useQuery({
    ...gameListQueryOptions(client, {
      merchantCode: brand.merchantCode,
      language,
      gameType,
      vendorCode: vendor,
      classify,
      search,
      page,
    }),
    enabled: isList,
  });
  // §7 the session's HOT_GAMES copy when there is one (shared/games/hotGames.ts); a retry asks the platform again.
  const hot = useHotGames(
    client,
    { merchantCode: brand.merchantCode, language, gameType, vendorCode: vendor },
    { enabled: filter === 'HOT' },
  );
  const favourites = useQuery({
    ...favouriteListQueryOptions(client, { language, gameType, vendorCode: vendor, page }),
    enabled: filter === 'FAV' && hasAccount,
  });
  const recent = useQuery({
    ...recentGamesQueryOptions(client, { language, gameType, vendorCode: vendor, page }),
    enabled: filter === 'RECENT' && hasAccount,
  });

  if (filter === 'HOT') {
    const data = hot.data ? pageOfList(narrowGames(hot.data, state), page) : undefined;
    return {
      data,
      isLoading: hot.isPending,
      isUpdating: false,
      errorKey: hot.isError ? errorKeyOf(hot.error) : null,
      isRetrying: hot.isError && hot.isFetching,
      retry: () => void hot.refresh(),
    };
  }
  const query = isList ? list : filter === 'FAV' ? favourites : recent;
  const pageData = query.data;
  const data: LobbyPageData | undefined = pageData
    ? { games: isList ? pageData.games : narrowGames(pageData.games, state), totalPages: pageData.totalPages }
    : undefined;
  return {
    data,
    isLoading: query.isPending && (isList || hasAccount),
    isUpdating: query.isPlaceholderData,
    errorKey: query.isError ? errorKeyOf(query.error) : null,
    isRetrying: query.isError && query.isFetching,
    retry: () => void query.refetch(),
  };
}
