import { isApiError } from '@atrium/api/errors';
import type { Game, WinnerBoardEntry } from '@atrium/domain/games';
import {
  isLeaderboardPeriod,
  isWinnerCategory,
  leaderboardQueryOptions,
  WINNER_CATEGORIES,
  winnerListQueryOptions,
  type LeaderboardPeriod,
  type WinnerCategory,
} from '@atrium/api/winners';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { WinnersPage, type WinnersFailure, type WinnersTab } from '@atrium/ui/winners';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../shared/apiClient';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';
import { useGameLaunch } from '../../shared/games/useGameLaunch';
import { useLanguage } from '../../shared/language';

const DEFAULT_PERIOD: LeaderboardPeriod = 'week';

/** A winner's game as the launch takes it: the platform names it by node id and vendor (§7 launch query). */
function gameOf(entry: WinnerBoardEntry): Game | null {
  if (entry.nodeId === null || entry.vendorCode === null) return null;
  return {
    nodeId: entry.nodeId,
    gameId: null,
    gameCode: null,
    gameType: entry.gameType ?? 'RNG',
    vendorCode: entry.vendorCode,
    name: entry.gameName,
    vendorDisplayName: null,
    iconUrl: entry.iconUrl,
    classify: null,
    isHot: null,
    opensGameList: false,
  };
}

function failureOf(query: UseQueryResult<unknown, unknown>): WinnersFailure {
  return {
    errorMessageKey: isApiError(query.error) ? query.error.messageKey : 'errors:unknown',
    onRetry: () => void query.refetch(),
    isRetrying: query.isFetching,
  };
}

function stateOf(query: UseQueryResult<unknown, unknown>) {
  return query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
}

/**
 * §2 Other screens "winner lists and leaderboard" (/winners). The tab, the game category and the period are the
 * address's `?tab=leaderboard&category=LIVE&period=week`, so a board can be shared and the back button steps through
 * the choices; an unknown value reads as the default. Only the shown tab's call is made. A guest's Sign in opens the
 * login popup; a winner's game opens as a game card's would (the launch flow: a guest is asked to sign in).
 */
export function WinnersRoute() {
  const client = useApiClient();
  const session = useSession();
  const auth = useAuthActions();
  const launch = useGameLaunch();
  const { platformLanguage: language } = useLanguage();
  const [params, setParams] = useSearchParams();

  const tab: WinnersTab = params.get('tab') === 'leaderboard' ? 'leaderboard' : 'lists';
  const rawCategory = params.get('category');
  const category: WinnerCategory = isWinnerCategory(rawCategory) ? rawCategory : 'ALL';
  const rawPeriod = params.get('period');
  const period: LeaderboardPeriod = isLeaderboardPeriod(rawPeriod) ? rawPeriod : DEFAULT_PERIOD;

  const list = useQuery({ ...winnerListQueryOptions(client, { language, category }), enabled: tab === 'lists' });
  const board = useQuery({
    ...leaderboardQueryOptions(client, { period, isLoggedIn: session.isLoggedIn }),
    enabled: tab === 'leaderboard' && !session.isPending,
  });
  const balance = useQuery(walletBalanceQueryOptions(client, session.isLoggedIn));

  // A pressed tab reports its choice twice (the press, then the focus it takes) before the address has moved: the
  // second report replaces the entry the first pushed, so the back button steps over each choice once.
  const lastPushed = useRef<string | null>(null);
  const search = params.toString();
  useEffect(() => {
    lastPushed.current = null;
  }, [search]);
  const choose = (key: 'tab' | 'category' | 'period', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    const target = next.toString();
    if (target === search) return;
    setParams(next, { replace: target === lastPushed.current });
    lastPushed.current = target;
  };

  return (
    <WinnersPage
      tab={tab}
      onTabChange={(next) => choose('tab', next)}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      lists={{
        state: stateOf(list),
        categories: WINNER_CATEGORIES,
        category,
        onCategoryChange: (next) => choose('category', next),
        entries: list.data ?? [],
        onPlay: (entry) => {
          const game = gameOf(entry);
          if (game) launch.launchGame(game);
        },
        ...(list.isError ? failureOf(list) : {}),
      }}
      leaderboard={{
        state: session.isPending ? 'loading' : stateOf(board),
        period,
        onPeriodChange: (next) => choose('period', next),
        board: board.data ?? null,
        isGuest: !session.isLoggedIn,
        onSignIn: auth.openLogin,
        ...(board.isError ? failureOf(board) : {}),
      }}
    />
  );
}
