import {
  DEFAULT_VENDOR_SPLIT_LISTS,
  type Game,
  type GameClassify,
  type PrizeMode,
  prizeModeOf,
  splitVendorLanes,
  type Vendor,
  type VendorCatalogue,
  type VendorLane,
  type VendorSplitLists,
  winnerBoard,
  type WinnerBoardEntry,
} from '@atrium/domain/games';
import type * as z from 'zod/mini';
import {
  type gameClassifySchema,
  type GameItemWire,
  type GamePageWire,
  type VendorCardWire,
  type VendorLaneWire,
  type WinnerBoardWire,
} from './schemas';

// Game items (docs/protocol.md "Game list" items; §3 Game)

/** §3 wire names → the domain's `Game` (docs/glossary.md renames). */
export function toGame(wire: GameItemWire): Game {
  return {
    nodeId: wire.nodeId,
    gameId: wire.gameId,
    gameCode: wire.gameCode,
    gameType: wire.gameType,
    vendorCode: wire.vassalage,
    name: wire.gameName || wire.nodeName || wire.name || '',
    vendorDisplayName: wire.displayName || null,
    iconUrl: wire.showIcon || wire.iconUrl || null,
    classify: wire.gameClassify,
    isHot: wire.isHot ?? null,
    opensGameList: wire.isGame === 'VASSALAGE',
  };
}

/** One page of games, in the domain's terms. `page` is the page asked for (or the platform's `pageNum`). */
export interface GamePage {
  readonly games: readonly Game[];
  readonly page: number;
  readonly totalPages: number;
  /** Known for the game list only. */
  readonly totalCount: number | null;
}

export function toGamePage(wire: GamePageWire, requestedPage: number): GamePage {
  return {
    games: (wire.games ?? wire.list ?? wire.content ?? []).map(toGame),
    page: wire.pageNum ?? requestedPage,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount ?? null,
  };
}

// Vendors: GCSGAME_newGameVendor (docs/protocol.md "Vendors") and GET /lgw/games/game_menus (designed)

export function toVendor(wire: VendorCardWire): Vendor {
  return {
    vendorCode: wire.vassalage,
    displayName: wire.displayName || wire.vassalage,
    gameType: wire.gameType,
    largeIcon: wire.lagerIcon || null,
    smallIcon: wire.smallIcon || null,
    opensGameList: wire.isGame === 'VASSALAGE',
    gameCode: wire.gameCode,
  };
}

export function toGameClassify(wire: z.infer<typeof gameClassifySchema>): GameClassify {
  return {
    key: wire.key,
    displayName: wire.displayName || wire.key,
    vendorCodes: wire.vassalages ?? null,
    gameCount: wire.gameCount ?? null,
  };
}

export function toVendorLane(wire: VendorLaneWire): VendorLane {
  return {
    title: wire.title || wire.gameCategory || '',
    vendors: wire.cards.map(toVendor),
    classifies: wire.gameClassify.map(toGameClassify),
  };
}

/** The vendor data with the §4 rules applied: split into categories, and the prize mode it implies. */
export interface GameVendors {
  /** The lanes as sent (mapped). */
  readonly lanes: readonly VendorLane[];
  /** §4 SPORTS split into sports, e-sports and cockfight; BGS split out of RNG. */
  readonly catalogue: VendorCatalogue;
  /** §4 e-lottery mode when ELOTT holds TCG_LOTTO_VN or LOTT. */
  readonly prizeMode: Extract<PrizeMode, 'LOTT' | 'ELOTT'>;
}

export function toGameVendors(
  lanes: readonly VendorLane[],
  lists: VendorSplitLists = DEFAULT_VENDOR_SPLIT_LISTS,
): GameVendors {
  const catalogue = splitVendorLanes(lanes, lists);
  return { lanes, catalogue, prizeMode: prizeModeOf(catalogue) };
}

// A vendor's game types: GCSGAME_getVassGameType (designed: query vassalage, language; value[] {gameType,
// displayName, gameCount})

export interface VendorGameType {
  readonly gameType: string;
  readonly displayName: string;
  readonly gameCount: number | null;
}

// PVP rooms: GLS2_roomList (designed: query vassalage, nodeId?, language; value { rooms[] })

export interface PvpRoom {
  readonly roomId: string;
  readonly roomName: string;
  readonly nodeId: number;
  readonly gameName: string;
  readonly vendorCode: string;
  readonly minBet: number;
  readonly maxBet: number;
  readonly players: number;
  readonly capacity: number;
}

// Launch: GET /wps/game/launchGame (docs/protocol.md "Launch") and GCS_gameLaunchFB (designed twin)

export interface GameLaunch {
  /** Where the game runs (an iframe or a new window: the app decides). */
  readonly url: string;
}

// Winner board: GCSGAME_getRankList (§7 "gameCategory ALL, language, limitNum 20, under data key")

/** §9 at most 20, by amount, highest first (the domain's rule, applied whatever order the platform sends). */
export function toWinnerBoard(wire: WinnerBoardWire): readonly WinnerBoardEntry[] {
  return winnerBoard(
    wire.data.list.map((e) => ({
      customerName: e.customerName,
      winAmount: e.winAmount,
      gameName: e.gameName,
      nodeId: e.nodeId ?? null,
      gameType: e.gameType || null,
      vendorCode: e.vassalage || null,
      iconUrl: e.iconUrl || null,
    })),
  );
}
