import { LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import type { DemoPlatform } from '../../state/platform';
import {
  DEMO_LANES,
  type DemoGame,
  type DemoLane,
  type DemoVendorCard,
  filterGames,
  type GamePageSlice,
  type GameSeed,
  pageOf,
  seedGames,
} from '../../seed/games';
import { refuse } from '../../envelope';
import { isResponse } from '../../http';
import { translated, type DemoLanguage } from '../../seed/language';

/** The catalogue of this platform, built on first use. */
export function demoGames(platform: DemoPlatform): GameSeed {
  return platform.area('games', () => seedGames(platform.seed));
}

/** Every 97th node id is under maintenance (§8 "Game under maintenance"). */
export function isUnderMaintenance(nodeId: number): boolean {
  return nodeId % 97 === 0;
}

export const LANE_NAMES: Readonly<Record<DemoLane, string>> = {
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  LIVE: 'Live Casino',
  SPORTS: 'Sports',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'Poker',
};

/** The largest page any list call answers. */
export const DEMO_MAX_PAGE_SIZE = 100;

export const HOT_LIST_LIMIT = 48;

/**
 * A game as the platform sends it. `standard` uses `gameName` / `showIcon`; `alternate` the other spellings §3 allows
 * (`nodeName` / `iconUrl`), as the favourite and recent lists do on this platform.
 */
export function toWireGame(game: DemoGame, spelling: 'standard' | 'alternate' = 'standard') {
  const names =
    spelling === 'standard'
      ? { gameName: game.name, showIcon: game.iconUrl }
      : { nodeName: game.name, iconUrl: game.iconUrl };
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameType: game.gameType,
    vassalage: game.vendorCode,
    ...names,
    displayName: game.vendorDisplayName,
    gameClassify: game.classify,
    isHot: game.isHot,
    isGame: 'GAME',
  };
}

export function toWireCard(card: DemoVendorCard) {
  return {
    vassalage: card.code,
    displayName: card.displayName,
    gameType: card.lane,
    lagerIcon: card.largeIcon,
    smallIcon: card.smallIcon,
    isGame: card.isGame,
    gameCode: card.gameCode,
  };
}

export interface ListPaging {
  readonly pageNo: number;
  readonly pageSize: number;
}

/** A whole number in [min, max], or null. */
export function intIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/** The page number (under `pageName`) and size of a list call, or the platform's 400 `request_param_err`. */
export function listParams(params: URLSearchParams, pageName: string, defaultSize: number): ListPaging | Response {
  const pageNo = intIn(params.get(pageName), 1, Number.MAX_SAFE_INTEGER);
  const rawSize = params.get('pageSize');
  const pageSize = rawSize === null ? defaultSize : intIn(rawSize, 1, DEMO_MAX_PAGE_SIZE);
  if (pageNo === null || pageSize === null) {
    return refuse(400, 'request_param_err', `${pageName} must be 1 or more and pageSize 1 to ${DEMO_MAX_PAGE_SIZE}`);
  }
  return { pageNo, pageSize };
}

export function pageOfGames(list: readonly DemoGame[], paging: ListPaging): GamePageSlice {
  return pageOf(list, paging.pageNo, paging.pageSize);
}

/**
 * GCSGAME_gameList's answer for a query string (the whole handler logic, without HTTP): filtered by gameType,
 * vassalage, gameClassify (HOT = hot games) and gameName (trimmed, case-insensitive), then paged. A page beyond the
 * last is empty, with the true totals.
 */
export function gameListAnswer(seed: GameSeed, params: URLSearchParams) {
  const paging = listParams(params, 'pageNo', LOBBY_PAGE_SIZE);
  if (isResponse(paging)) return paging;
  const games = filterGames(seed, {
    gameType: params.get('gameType'),
    vendorCode: params.get('vassalage'),
    classify: params.get('gameClassify'),
    search: params.get('gameName'),
  });
  const page = pageOfGames(games, paging);
  return {
    games: page.items.map((g) => toWireGame(g)),
    totalPages: page.totalPages,
    totalCount: page.totalCount,
    pageNum: paging.pageNo,
  };
}

/** The vendor call's lanes; the classify tabs' names in the caller's language. */
export function lanesValue(seed: GameSeed, language: DemoLanguage = 'EN') {
  return DEMO_LANES.map((lane) => ({
    title: lane,
    cards: seed.vendors.filter((v) => v.lane === lane).map(toWireCard),
    gameClassify: seed.classifies
      .filter((c) => c.lane === lane)
      .map((c) => ({
        key: c.key,
        displayName: translated(c.displayName, language),
        gameCount: c.gameCount,
        vassalages: c.vendorCodes,
      })),
  }));
}
