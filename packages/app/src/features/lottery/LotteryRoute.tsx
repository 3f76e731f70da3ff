import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@atrium/api/errors';
import { gameVendorsQueryOptions } from '@atrium/api/games';
import {
  lotteryLobbyLaunchMutationOptions,
  openedDrawsQueryOptions,
  prizeModeFor,
  recentVnLotteryQueryOptions,
  vnLotteryMenuQueryOptions,
  type LotteryArea,
  type LotteryLaunchRequest,
  type LotterySource,
} from '@atrium/api/lottery';
import type { PrizeMode } from '@atrium/domain/catalogue';
import { findRoute } from '@atrium/domain/routes';
import { LotteryPage, type LotteryPageKind, type LotterySectionState } from '@atrium/ui/lottery';
import { useSession } from '../../shared/auth/useSession';
import { useApiClient } from '../../shared/apiClient';
import { useSubmitMutation } from '../../shared/submit';
import { useLanguage } from '../../shared/language';
import { handOffSeamless, lotterySeamlessPath } from '../../shared/games/seamlessLaunch';
import { OPENED_DRAWS_SHOWN, lotteryGameName } from '../../shared/games/lotteryLobbyTitle';

/** Brand config "lottery type Lott" (§3): the prize mode when the vendor data cannot be read. */
const FALLBACK_PRIZE_MODE: PrizeMode = 'LOTT';

const errorKeyOf = (error: unknown) => (isApiError(error) ? error.messageKey : 'errors:unknown');

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

  const vendors = useQuery({
    ...gameVendorsQueryOptions(client, { language: platformLanguage }),
    enabled: kind !== 'seaLottery',
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

  const askedCode = searchParams.get('gameCode')?.trim() || null;
  const isMenuGame = (code: string | null) => code !== null && menuGames.some((game) => game.code === code);
  const recent = useQuery({
    ...recentVnLotteryQueryOptions(client, platformLanguage),
    enabled: canHaveRecent,
  });
  const isVnGame = (code: string | null) =>
    isMenuGame(code) || (code !== null && (recent.data ?? []).some((game) => game.code === code));
  // The asked game (a VN game the current prize mode does not list, such as a recent one, is still shown); without
  // one, the first game of the menus. On /lottery a code that is not a VN game is a lotto game (§7 the lotto family).
  const selectedCode = askedCode ?? menuGames[0]?.code ?? null;
  const source: LotterySource =
    kind === 'lottery' && selectedCode !== null && !isVnGame(selectedCode) && (menus.isSuccess || menus.isError)
      ? 'lotto'
      : 'vn';

  const draws = useQuery({
    ...openedDrawsQueryOptions(client, source, { gameCode: selectedCode, size: OPENED_DRAWS_SHOWN }),
    // On /lottery, which family a code belongs to is known once the menus have answered.
    enabled: selectedCode !== null && (kind !== 'lottery' || askedCode === null || !menus.isPending),
  });

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
      // Only a VN game can be opened first in the lobby.
      gameCode: source === 'vn' ? selectedCode : null,
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
      recentGames={canHaveRecent ? (recent.data ?? []) : undefined}
      recentState={sectionState(recent)}
      onLaunch={onLaunch}
      isLaunching={launch.isPending || !isLaunchReady}
      launchErrorKey={launch.error ? errorKeyOf(launch.error) : null}
    />
  );
}
