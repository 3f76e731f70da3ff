import { useQuery } from '@tanstack/react-query';
import { type ApiClient } from '@atrium/api/client';
import {
  openedDrawsQueryOptions,
  recentVnLotteryQueryOptions,
  vnLotteryMenuQueryOptions,
  type LotteryLaunchRequest,
  type LotteryMenuGroup,
  type LotterySource,
  type OpenedDraw,
  type RecentLotteryGame,
} from '@atrium/api/lottery';
import { findRoute } from '@atrium/domain/routes';

/** How many of the latest draws the lottery page shows (and asks for). */
export const OPENED_DRAWS_SHOWN = 5;

/** The game a lottery lobby launch was about, and its family (§7: the VN lottery, or the lotto games). */
export interface LotteryLobbyGame {
  readonly code: string;
  readonly source: LotterySource;
}

/**
 * The game a lottery lobby launch (as a /seamless address names it again, seamlessLaunch.ts `lotteryLaunchOf`)
 * was about: the VN game the lobby opens first, else the game the lottery page showed, which its way back still
 * names (`/lottery?gameCode=`: on /lottery a game the launch does not open first is a lotto game). Null when neither
 * names one.
 */
export function lotteryLobbyGameOf(launch: LotteryLaunchRequest | null): LotteryLobbyGame | null {
  if (!launch) return null;
  if (launch.gameCode) return { code: launch.gameCode, source: 'vn' };
  const back = new URL(launch.backUrl, 'http://site.invalid');
  const code = back.searchParams.get('gameCode')?.trim();
  if (!code) return null;
  return { code, source: findRoute(back.pathname)?.purpose === 'lottery' ? 'lotto' : 'vn' };
}

/** What may name a lottery game: the menus of its prize mode, the member's recent games, its opened draws. */
export interface LotteryNameSources {
  readonly menus?: readonly LotteryMenuGroup[] | undefined;
  readonly recent?: readonly RecentLotteryGame[] | undefined;
  readonly draws?: readonly OpenedDraw[] | undefined;
}

/**
 * The heading of a lottery lobby: the game's own name from the first source that knows it (the menus, the recent
 * games, the opened draws), or null when none does (the frame then says "Game").
 */
export function lotteryGameName(code: string | null, sources: LotteryNameSources): string | null {
  if (code === null) return null;
  const named = (name: string | null | undefined) => (name?.trim() ? name : null);
  const fromMenu = sources.menus?.flatMap((group) => group.games).find((game) => game.code === code)?.name;
  const fromRecent = sources.recent?.find((game) => game.code === code)?.name;
  const fromDraws = sources.draws?.find((draw) => draw.gameCode === code && named(draw.gameName))?.gameName;
  return named(fromMenu) ?? named(fromRecent) ?? named(fromDraws) ?? null;
}

/**
 * §2 /seamless, a relaunched lottery lobby (a reload, a shared link): its heading, the name of the game it was
 * launched for, from whatever names it (`lotteryGameName`), or '' while nothing does (the frame then says "Game").
 * The menus and the recent games are asked for a VN game; the opened draws (which carry the game's name) for a lotto
 * game, or for a VN game that neither lists. The queries are the lottery page's, so a launch from it reads its cache.
 */
export function useLotteryLobbyTitle(
  client: ApiClient,
  language: string,
  launch: LotteryLaunchRequest | null,
  options: { readonly enabled: boolean; readonly canHaveRecent: boolean },
): string {
  const game = lotteryLobbyGameOf(launch);
  const isVn = options.enabled && game?.source === 'vn';
  const menus = useQuery({
    ...vnLotteryMenuQueryOptions(client, language, launch?.mode ?? 'LOTT'),
    enabled: isVn,
  });
  const recent = useQuery({
    ...recentVnLotteryQueryOptions(client, language),
    enabled: isVn && options.canHaveRecent,
  });
  const code = game?.code ?? null;
  const listed = lotteryGameName(code, { menus: menus.data?.groups, recent: recent.data });
  const hasAskedLists = !menus.isPending && (!options.canHaveRecent || !recent.isPending);
  const draws = useQuery({
    ...openedDrawsQueryOptions(client, game?.source ?? 'vn', { gameCode: code, size: OPENED_DRAWS_SHOWN }),
    // Only asked for the name here: not refreshed each minute behind the game.
    refetchInterval: false,
    enabled: options.enabled && game !== null && (game.source === 'lotto' || (hasAskedLists && listed === null)),
  });
  return listed ?? lotteryGameName(code, { draws: draws.data }) ?? '';
}
