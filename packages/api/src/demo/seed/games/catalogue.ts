/** The lanes of the vendor call (docs/protocol.md `lanes[].title`), also the games' wire `gameType`. */
export type DemoLane = 'LOTT' | 'ELOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP';

export const DEMO_LANES: readonly DemoLane[] = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'];

/** Where the demo serves vendor logos: `DEMO_IMAGE_BASE + vendorImagePath(code)` (spec §3 pattern). */
export const DEMO_IMAGE_BASE = '/__demo/images';

export const DEMO_ICON_PATH = '/__demo/icon';

export const DEMO_GAME_PAGE_PATH = '/__demo/game';

/** The total number of games (§1, §9 "nearly 10,000"). */
export const DEMO_GAME_COUNT = 10_000;

/** The first node id; node ids are consecutive. */
export const DEMO_FIRST_NODE_ID = 10_001;

/** The lobby filter HOT travels as this `gameClassify` value (design; see the package README). */
export const HOT_CLASSIFY = 'HOT';

export interface DemoVendorCard {
  readonly lane: DemoLane;
  readonly code: string;
  readonly displayName: string;
  /** docs/protocol.md `isGame`: 'VASSALAGE' opens a popup list of the vendor's games; 'GAME' launches (design). */
  readonly isGame: 'VASSALAGE' | 'GAME';
  readonly gameCode: string | null;
  readonly largeIcon: string;
  readonly smallIcon: string;
}

export interface DemoGame {
  readonly nodeId: number;
  readonly gameId: string;
  readonly gameCode: string;
  readonly gameType: DemoLane;
  readonly vendorCode: string;
  readonly vendorDisplayName: string;
  readonly name: string;
  /** The name as searched: lower case. */
  readonly searchName: string;
  readonly classify: string | null;
  readonly isHot: 0 | 1;
  readonly iconUrl: string;
}

export interface DemoClassify {
  readonly lane: DemoLane;
  readonly key: string;
  readonly displayName: string;
  readonly vendorCodes: readonly string[];
  readonly gameCount: number;
}

export interface GameSeed {
  readonly vendors: readonly DemoVendorCard[];
  /** Every game, in the platform's stable lobby order (hot first, then a seeded popularity order). */
  readonly games: readonly DemoGame[];
  readonly classifies: readonly DemoClassify[];
  readonly byNodeId: ReadonlyMap<number, DemoGame>;
  /** Games per lane, and per `lane|vendor`, in lobby order. */
  readonly byLane: ReadonlyMap<string, readonly DemoGame[]>;
  readonly byLaneVendor: ReadonlyMap<string, readonly DemoGame[]>;
}

interface VendorDef {
  readonly code: string;
  readonly displayName: string;
  readonly lane: DemoLane;
  /** Fixed game count; RNG vendors without one share what is left of the 10,000. */
  readonly games?: number;
  readonly opensGameList?: boolean;
  readonly gameCode?: string;
}

/** 42 vendor cards over 38 vendor codes (JDB, CQ9, FC and JL are in both FISH and RNG). */
export const VENDORS: readonly VendorDef[] = [
  { code: 'LOTT', displayName: 'TCG Lottery', lane: 'LOTT', games: 6, gameCode: 'LOTT_LOBBY' },
  { code: 'TCG_SEA', displayName: 'SEA Lottery', lane: 'LOTT', games: 4, gameCode: 'SEA_LOBBY' },
  { code: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', lane: 'ELOTT', games: 5, gameCode: 'VN_LOBBY' },
  { code: 'VR', displayName: 'VR Lottery', lane: 'ELOTT', games: 5, gameCode: 'VR_LOBBY' },
  { code: 'SGWIN', displayName: 'SG Win', lane: 'ELOTT', games: 4, gameCode: 'SGWIN_LOBBY' },
  { code: 'EVO', displayName: 'Evolution', lane: 'LIVE', games: 30, gameCode: 'EVO_LOBBY' },
  { code: 'AG', displayName: 'Asia Gaming', lane: 'LIVE', games: 20, gameCode: 'AG_LOBBY' },
  { code: 'SA', displayName: 'SA Gaming', lane: 'LIVE', games: 16, gameCode: 'SA_LOBBY' },
  { code: 'DG', displayName: 'Dream Gaming', lane: 'LIVE', games: 14, gameCode: 'DG_LOBBY' },
  { code: 'WM', displayName: 'WM Casino', lane: 'LIVE', games: 12, gameCode: 'WM_LOBBY' },
  { code: 'BG', displayName: 'Big Gaming', lane: 'LIVE', games: 12, gameCode: 'BG_LOBBY' },
  { code: 'SABA', displayName: 'SABA Sports', lane: 'SPORTS', games: 1, gameCode: 'SABA_SPORTS' },
  { code: 'BTI', displayName: 'BTi Sports', lane: 'SPORTS', games: 1, gameCode: 'BTI_SPORTS' },
  { code: 'CMD', displayName: 'CMD368', lane: 'SPORTS', games: 1, gameCode: 'CMD_SPORTS' },
  { code: 'IMES', displayName: 'IM eSports', lane: 'SPORTS', games: 1, gameCode: 'IMES_ESPORTS' },
  { code: 'TF', displayName: 'TF Gaming', lane: 'SPORTS', games: 1, gameCode: 'TF_ESPORTS' },
  { code: 'IA', displayName: 'IA eSports', lane: 'SPORTS', games: 1, gameCode: 'IA_ESPORTS' },
  { code: 'SV3', displayName: 'SV388 Cockfight', lane: 'SPORTS', games: 1, gameCode: 'SV3_COCKFIGHT' },
  { code: 'JDB', displayName: 'JDB Fishing', lane: 'FISH', games: 12, opensGameList: true },
  { code: 'CQ9', displayName: 'CQ9 Fishing', lane: 'FISH', games: 10, opensGameList: true },
  { code: 'FC', displayName: 'Fa Chai Fishing', lane: 'FISH', games: 10, gameCode: 'FC_FISH' },
  { code: 'JL', displayName: 'JILI Fishing', lane: 'FISH', games: 10, gameCode: 'JL_FISH' },
  { code: 'KY', displayName: 'Kaiyuan Poker', lane: 'PVP', games: 30, opensGameList: true },
  { code: 'LEG', displayName: 'Legend Poker', lane: 'PVP', games: 20, gameCode: 'LEG_LOBBY' },
  { code: 'V8', displayName: 'V8 Poker', lane: 'PVP', games: 20, gameCode: 'V8_LOBBY' },
  { code: 'PG', displayName: 'PG Soft', lane: 'RNG' },
  { code: 'EG2', displayName: 'EG Gaming', lane: 'RNG' },
  { code: 'PT', displayName: 'Playtech', lane: 'RNG' },
  { code: 'JDB', displayName: 'JDB', lane: 'RNG' },
  { code: 'CQ9', displayName: 'CQ9', lane: 'RNG' },
  { code: 'FC', displayName: 'Fa Chai', lane: 'RNG' },
  { code: 'JL', displayName: 'JILI', lane: 'RNG' },
  { code: 'PP', displayName: 'Pragmatic Play', lane: 'RNG' },
  { code: 'HB', displayName: 'Habanero', lane: 'RNG' },
  { code: 'MG', displayName: 'MicroGaming', lane: 'RNG' },
  { code: 'NLC', displayName: 'Nolimit City', lane: 'RNG' },
  { code: 'RTG', displayName: 'Realtime Gaming', lane: 'RNG' },
  { code: 'SPADE', displayName: 'Spadegaming', lane: 'RNG' },
  { code: 'KA', displayName: 'KA Gaming', lane: 'RNG' },
  // In-house vendors: the domain's split moves them out of RNG into BGS (§4).
  { code: 'BGS', displayName: 'BGS Originals', lane: 'RNG', games: 60 },
  { code: 'SPB', displayName: 'Spribe', lane: 'RNG', games: 20 },
  { code: 'SS', displayName: 'SS Originals', lane: 'RNG', games: 30 },
];

export const IN_HOUSE = new Set(['BGS', 'SPB', 'SS']);

/** Classify groups per lobby, with their share of the lobby's games. */
export const CLASSIFIES: Readonly<
  Partial<Record<DemoLane, readonly (readonly [key: string, name: string, share: number])[]>>
> = {
  RNG: [
    ['VIDEO', 'Video Slots', 0.45],
    ['CLASSIC', 'Classic', 0.2],
    ['JACKPOT', 'Jackpot', 0.13],
    ['MEGAWAYS', 'Megaways', 0.12],
    ['NEW', 'New', 0.1],
  ],
  LIVE: [
    ['BACCARAT', 'Baccarat', 0.4],
    ['ROULETTE', 'Roulette', 0.25],
    ['BLACKJACK', 'Blackjack', 0.2],
    ['GAMESHOW', 'Game Shows', 0.15],
  ],
  FISH: [
    ['FISHING', 'Fishing', 0.7],
    ['ARCADE', 'Arcade', 0.3],
  ],
  PVP: [
    ['POKER', 'Poker', 0.5],
    ['MAHJONG', 'Mahjong', 0.25],
    ['CARDS', 'Card Games', 0.25],
  ],
};

export const IN_HOUSE_CLASSIFIES = new Set(['CLASSIC', 'NEW']);
