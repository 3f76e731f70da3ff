import * as z from 'zod/mini';

// Shared wire pieces

/** A number the platform may send as a number or a numeric string (node ids, flags). */
const wireNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((v) => Number(v)),
);

/** An id or code the platform may send as a string or a number; absent or null is null. */
const wireText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
);

// Game items (docs/protocol.md "Game list" items; §3 Game)

export const gameItemSchema = z
  .object({
    nodeId: wireNumber,
    gameId: wireText,
    gameCode: wireText,
    gameType: z.string(),
    vassalage: z.string(),
    gameName: z.nullish(z.string()),
    nodeName: z.nullish(z.string()),
    /** §3 also lists `name`. */
    name: z.nullish(z.string()),
    showIcon: z.nullish(z.string()),
    iconUrl: z.nullish(z.string()),
    displayName: z.nullish(z.string()),
    gameClassify: wireText,
    isHot: z.nullish(wireNumber),
    isGame: z.nullish(z.string()),
  })
  .check(
    z.refine((g) => Boolean(g.gameName || g.nodeName || g.name), {
      message: 'gameName or nodeName is required',
      path: ['gameName'],
    }),
  );

export type GameItemWire = z.infer<typeof gameItemSchema>;

/**
 * §3 "Game list response: games (or list/content), totalPages": one page of games under whichever of the three
 * names the call uses; a missing list is malformed at `value.games`.
 */
export const gamePageSchema = z
  .object({
    games: z.optional(z.array(gameItemSchema)),
    list: z.optional(z.array(gameItemSchema)),
    content: z.optional(z.array(gameItemSchema)),
    totalPages: z.number().check(z.int(), z.nonnegative()),
    totalCount: z.nullish(z.number()),
    pageNum: z.nullish(z.number()),
  })
  .check(
    z.refine((v) => v.games !== undefined || v.list !== undefined || v.content !== undefined, {
      message: 'games (or list, or content) is required',
      path: ['games'],
    }),
  );

export type GamePageWire = z.infer<typeof gamePageSchema>;

// Vendors: GCSGAME_newGameVendor (docs/protocol.md "Vendors") and GET /lgw/games/game_menus (designed)

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.nullish(z.string()),
  gameType: z.string(),
  lagerIcon: z.nullish(z.string()),
  smallIcon: z.nullish(z.string()),
  isGame: z.nullish(z.string()),
  gameCode: wireText,
});

export const gameClassifySchema = z.object({
  key: z.string(),
  displayName: z.nullish(z.string()),
  gameCount: z.nullish(wireNumber),
  /** §3 "vendor set": not named in docs/protocol.md; `vassalages` is the demo platform's design. */
  vassalages: z.nullish(z.array(z.string())),
});

export const vendorLaneSchema = z
  .object({
    /** §3 "title or gameCategory". */
    title: z.nullish(z.string()),
    gameCategory: z.nullish(z.string()),
    cards: z._default(z.array(vendorCardSchema), []),
    gameClassify: z._default(z.array(gameClassifySchema), []),
  })
  .check(z.refine((l) => Boolean(l.title || l.gameCategory), { message: 'title is required', path: ['title'] }));

export const gameVendorsSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });

export type VendorCardWire = z.infer<typeof vendorCardSchema>;

export type VendorLaneWire = z.infer<typeof vendorLaneSchema>;

export type GameVendorsWire = z.infer<typeof gameVendorsSchema>;

/** GET /lgw/games/game_menus (designed): `value[] { gameCategory, vendors[] (the vendor card shape) }`. */
export const gameMenusSchema = z.array(
  z.object({
    gameCategory: z.string(),
    vendors: z._default(z.array(vendorCardSchema), []),
  }),
);

export type GameMenusWire = z.infer<typeof gameMenusSchema>;

// Hot games: GCSGAME_hotGamesV2 (§7 "reads list; cached in session as HOT_GAMES unless refresh")

export const hotGamesSchema = z.object({ list: z.array(gameItemSchema) });

export type HotGamesWire = z.infer<typeof hotGamesSchema>;

// A vendor's game types: GCSGAME_getVassGameType (designed: query vassalage, language; value[] {gameType,
// displayName, gameCount})

export const vendorGameTypesSchema = z.array(
  z.object({ gameType: z.string(), displayName: z.nullish(z.string()), gameCount: z.nullish(wireNumber) }),
);

// PVP rooms: GLS2_roomList (designed: query vassalage, nodeId?, language; value { rooms[] })

export const pvpRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId: wireNumber,
  gameName: z.string(),
  vassalage: z.string(),
  minBet: wireNumber,
  maxBet: wireNumber,
  players: wireNumber,
  capacity: wireNumber,
});

export const pvpRoomsSchema = z.object({ rooms: z.array(pvpRoomSchema) });

// Launch: GET /wps/game/launchGame (docs/protocol.md "Launch") and GCS_gameLaunchFB (designed twin)

/** An address a game may be opened at: http(s), or a path of the platform's own origin. Never `javascript:`. */
function isGameUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const gameLaunchSchema = z.object({
  content: z.object({
    game_url: z.string().check(z.refine(isGameUrl, { message: 'game_url must be an http(s) address' })),
  }),
});

export type GameLaunchWire = z.infer<typeof gameLaunchSchema>;

// Winner board: GCSGAME_getRankList (§7 "gameCategory ALL, language, limitNum 20, under data key")

export const winnerEntrySchema = z.object({
  customerName: z.string(),
  winAmount: wireNumber,
  gameName: z.string(),
  nodeId: z.nullish(wireNumber),
  gameType: z.nullish(z.string()),
  vassalage: z.nullish(z.string()),
  iconUrl: z.nullish(z.string()),
});

export const winnerBoardSchema = z.object({ data: z.object({ list: z.array(winnerEntrySchema) }) });

export type WinnerBoardWire = z.infer<typeof winnerBoardSchema>;
