import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorKeyOf } from '@atrium/api/errors';
import { gameVendorsQueryOptions } from '@atrium/api/games';
import {
  lotteryLobbyLaunchMutationOptions,
  openedDrawsQueryOptions,
  prizeModeFor,
  recentVnLotteryQueryOptions,
  vnLotteryMenuQueryOptions,
  type LotteryArea,
  type LotteryLaunchRequest,
  type LotteryMenuGroup,
  type LotterySource,
} from '@atrium/api/lottery';
import type { PrizeMode } from '@atrium/domain/games';
import { findRoute } from '@atrium/domain/routes';
import { LotteryPage, type LotteryPageKind, type LotterySectionState } from '@atrium/ui/lottery';
import { useSession } from '../../shared/auth/useSession';
import { useApiClient } from '../../shared/apiClient';
import { useSubmitMutation } from '../../shared/submit';
import { useLanguage } from '../../shared/language';
import { handOffSeamless, lotterySeamlessPath } from '../../shared/games/seamlessLaunch';
import { OPENED_DRAWS_SHOWN, lotteryGameName } from '../../shared/games/lotteryLobbyTitle';
import { isLotteryVendorCode, isUnknownGameFailure } from './lotteryGameChoice';

/** Brand config "lottery type Lott" (§3): the prize mode when the vendor data cannot be read. */
const FALLBACK_PRIZE_MODE: PrizeMode = 'LOTT';

/** The opened numbers change with every draw: refreshed each minute while shown. */
const DRAWS_REFRESH_MS = 60_000;

function kindOf(pathname: string): LotteryPageKind {
  const purpose = findRoute(pathname)?.purpose;
  return purpose === 'seaLottery' || purpose === 'vnLottery' ? purpose : 'lottery';
}

function sectionState(query: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}): LotterySectionState {
  return {
    isLoading: query.isPending && !query.isError,
    errorKey: query.isError ? errorKeyOf(query.error) : null,
    onRetry: () => void query.refetch(),
    isRetrying: query.isError && query.isFetching,
  };
}

/**
 * §2 lottery pages /lottery, /seaLottery and /vnLottery (query gameCode; the route guard has already sent a guest to
 * /login): the menus of §3 (vnLotteryMenus, by prize mode: SEA on /seaLottery, else the mode the vendor catalogue
 * implies), the chosen game's opened numbers, the member's recent lottery games, and the launch into the lottery
 * lobby of §7 (area SEA on /seaLottery, else VN). Choosing a game pushes ?gameCode, so back and shared links work.
 * The launch is a one-time call: never retried, never sent twice; its lobby opens on the /seamless page.
 */
export function LotteryRoute() {
  const client = useApiClient();
  const session = useSession();
  const { platformLanguage } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindOf(location.pathname);

  const askedCode = searchParams.get('gameCode')?.trim() || null;

  // The vendors imply the prize mode (not on /seaLottery, always SEA) and tell a lottery vendor's own code from a
  // game's (lotteryGameChoice.ts), so they are asked on /seaLottery too when the address names a code.
  const vendors = useQuery({
    ...gameVendorsQueryOptions(client, { language: platformLanguage }),
    enabled: kind !== 'seaLottery' || askedCode !== null,
  });
  const prizeMode: PrizeMode | null =
    kind === 'seaLottery'
      ? 'SEA'
      : vendors.data
        ? prizeModeFor(vendors.data.catalogue)
        : vendors.isError
          ? FALLBACK_PRIZE_MODE
          : null;

  const menus = useQuery({
    ...vnLotteryMenuQueryOptions(client, platformLanguage, prizeMode ?? FALLBACK_PRIZE_MODE),
    enabled: prizeMode !== null,
  });
  const groups = menus.data?.groups ?? [];
  const canHaveRecent = session.role === 'member' || session.role === 'agent';
  const menuGames = groups.flatMap((group) => group.games);

  const recent = useQuery({
    ...recentVnLotteryQueryOptions(client, platformLanguage),
    enabled: canHaveRecent,
  });
  // A lottery vendor's own code (a vendor card, /elott) opens the page as if no game were asked for; until the
  // vendors have answered, whether the code is one is not known. When they cannot be read, the code is a game's.
  const isVendorCode =
    askedCode !== null && vendors.data !== undefined && isLotteryVendorCode(vendors.data.catalogue, askedCode);
  const hasVendorsAnswered = askedCode === null || !vendors.isPending || vendors.isError;
  const gameCode = isVendorCode ? null : askedCode;
  const isListedVn = (code: string, menusOf: readonly LotteryMenuGroup[]) =>
    menusOf.some((group) => group.games.some((game) => game.code === code)) ||
    (recent.data ?? []).some((game) => game.code === code);
  // Which family an asked game belongs to is known once every list that could name it has answered: the menus of
  // the current prize mode and the member's recent games (a code asked before they answered went to the wrong one).
  const hasListsAnswered =
    hasVendorsAnswered && prizeMode !== null && !menus.isPending && (!canHaveRecent || !recent.isPending);
  // On /lottery a game that neither lists may still be a VN game the current prize mode leaves out (the e-lottery
  // mode lists the fast games only): the lottery mode's menus list every VN game, so they are asked to tell the
  // families apart before the opened numbers are asked of one of them, once.
  const needsEveryMenu =
    kind === 'lottery' &&
    gameCode !== null &&
    hasListsAnswered &&
    prizeMode !== 'LOTT' &&
    !isListedVn(gameCode, groups);
  const everyMenu = useQuery({
    ...vnLotteryMenuQueryOptions(client, platformLanguage, 'LOTT'),
    enabled: needsEveryMenu,
  });
  const isFamilyKnown =
    gameCode === null || kind !== 'lottery' || (hasListsAnswered && (!needsEveryMenu || !everyMenu.isPending));
  // The asked game (a VN game the current prize mode does not list, such as a recent one, is still shown); without
  // one, the first game of the menus. On /lottery a code that is not a VN game is a lotto game (§7 the lotto family).
  const selectedCode = gameCode ?? menuGames[0]?.code ?? null;
  const source: LotterySource =
    kind === 'lottery' &&
    gameCode !== null &&
    !isListedVn(gameCode, groups) &&
    !isListedVn(gameCode, everyMenu.data?.groups ?? [])
      ? 'lotto'
      : 'vn';

  const draws = useQuery({
    ...openedDrawsQueryOptions(client, source, { gameCode: selectedCode, size: OPENED_DRAWS_SHOWN }),
    enabled: selectedCode !== null && hasVendorsAnswered && isFamilyKnown,
    // A refused code stays refused: asked once, not again every minute (the section offers a retry when one helps).
    refetchInterval: (query) => (query.state.status === 'error' ? false : DRAWS_REFRESH_MS),
  });
  const isUnknownGame = draws.isError && isUnknownGameFailure(draws.error, gameCode !== null);

  // The submit guard: a second press while the launch (or the navigation after it) is on its way sends nothing.
  const launch = useSubmitMutation(lotteryLobbyLaunchMutationOptions(client));
  // The game's own name (its menu, the recent games, its draws); the lobby's heading too (features/lottery).
  const selectedName = lotteryGameName(selectedCode, { menus: groups, recent: recent.data, draws: draws.data });

  // The lobby opens in the prize mode the vendors imply (§4): until they have answered, a launch would open the
  // wrong lobby, so the button waits with them.
  const isLaunchReady = prizeMode !== null;

  const onLaunch = () => {
    if (!isLaunchReady) return;
    const area: LotteryArea = kind === 'seaLottery' ? 'SEA' : 'VN';
    const request: LotteryLaunchRequest = {
      area,
      mode: prizeMode ?? FALLBACK_PRIZE_MODE,
      backUrl: `${location.pathname}${location.search}`,
      // Only a VN game can be opened first in the lobby, and only one the platform knows.
      gameCode: source === 'vn' && !isUnknownGame ? selectedCode : null,
    };
    launch.submit(request, {
      onSuccess: ({ target }) => {
        const url = target.kind === 'internal' ? target.path : target.url;
        const title = selectedName ?? '';
        // The address names the launch (a reload or a shared link launches anew); the lobby's ticketed URL is
        // handed over in memory only, never kept in the history (shared/games/seamlessLaunch.ts).
        void navigate(lotterySeamlessPath(request), { state: handOffSeamless({ url, title }) });
      },
    });
  };

  const menusState: LotterySectionState = prizeMode === null ? { isLoading: true } : sectionState(menus);

  return (
    <LotteryPage
      kind={kind}
      menus={groups}
      menusState={menusState}
      selectedGameCode={selectedCode}
      selectedGameName={selectedName}
      onSelectGame={(code) =>
        setSearchParams((params) => {
          const next = new URLSearchParams(params);
          next.set('gameCode', code);
          return next;
        })
      }
      draws={selectedCode === null ? [] : (draws.data ?? [])}
      drawsState={selectedCode === null ? { isLoading: menusState.isLoading, errorKey: null } : sectionState(draws)}
      isSelectedGameUnknown={isUnknownGame}
      recentGames={canHaveRecent ? (recent.data ?? []) : undefined}
      recentState={sectionState(recent)}
      onLaunch={onLaunch}
      isLaunching={launch.isPending || !isLaunchReady}
      launchErrorKey={launch.error ? errorKeyOf(launch.error) : null}
    />
  );
}
