import { vendorImagePath } from '@atrium/domain';
import { pick, seededRandom } from './random';

/**
 * The demo platform's game catalogue (docs/architecture.md "10,000 games over dozens of vendors"): vendors of every
 * category, 10,000 games of which most are RNG slots, classify groups per lobby, hot flags, names in several
 * scripts. Deterministic for a seed; built once per platform on first use (`platform.area('games', …)`).
 * Icons are drawn locally by the demo (`/__demo/icon/…`, see `pages/icons.ts`): no network.
 */

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
const VENDORS: readonly VendorDef[] = [
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

const IN_HOUSE = new Set(['BGS', 'SPB', 'SS']);

/** Classify groups per lobby, with their share of the lobby's games. */
const CLASSIFIES: Readonly<
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
const IN_HOUSE_CLASSIFIES = new Set(['CLASSIC', 'NEW']);

// prettier-ignore
const LATIN_ADJ = [
  'Golden', 'Lucky', 'Mighty', 'Wild', 'Royal', 'Mystic', 'Frozen', 'Blazing', 'Sweet', 'Ancient', 'Cosmic',
  'Hidden', 'Diamond', 'Jade', 'Crimson', 'Silver', 'Electric', 'Savage', 'Sacred', 'Neon', 'Fortune', 'Big',
  'Super', 'Magic', 'Pirate', 'Buffalo', 'Emerald', 'Thunder', 'Starlight', 'Velvet', 'Midnight', 'Burning',
  'Twin', 'Infinite', 'Shining', 'Secret', 'Flying', 'Joker', 'Imperial', 'Atlantis',
];
// prettier-ignore
const LATIN_NOUN = [
  'Dragon', 'Tiger', 'Fortune', 'Treasure', 'Gems', 'Pharaoh', 'Panda', 'Koi', 'Phoenix', 'Riches', 'Bonanza',
  'Fruits', 'Jungle', 'Temple', 'Empire', 'Wolf', 'Eagle', 'Queen', 'Kingdom', 'Safari', 'Reels', 'Coins', 'Vault',
  'Galaxy', 'Ocean', 'Carnival', 'Lotus', 'Samurai', 'Viking', 'Candy', 'Cleopatra', 'Stars', 'Sevens', 'Pearls',
  'Legends', 'Gold Rush', 'Mammoth', 'Wizard', 'Cherries', 'Bells',
];
const LATIN_SUFFIX = [
  '',
  '',
  '',
  ' Deluxe',
  ' Hold & Win',
  ' Rising',
  ' Gold',
  ' Xmas',
  ' Link',
  ' Rush',
  ' Blitz',
  ' Quest',
];
const LONG_TAILS = [
  ': The Legend of the Seven Seas and the Emperor of the Endless Golden Coast',
  ' and the Mysterious Lost Temple of the Thousand Shining Jade Warriors',
  ' Ultimate Hold and Win Deluxe Edition with Progressive Cascading Jackpots',
];
const HAN = [
  ['金龙', '财神', '福星', '招财', '麻将', '熊猫', '凤凰', '锦鲤', '宝藏', '水果', '龙虎', '发财'],
  ['传奇', '来了', '大奖', '宝库', '满贯', '狂欢', '之王', '无双', '赢家', '盛宴'],
];
const THAI = [
  ['มังกร', 'เสือ', 'ช้าง', 'นาค', 'เพชร', 'ลาภ', 'ดวงดาว', 'ปลาทอง'],
  ['ทองคำ', 'มหาเฮง', 'นำโชค', 'ร่ำรวย', 'สวรรค์', 'ราชา', 'มหาสมบัติ'],
];
const ARABIC = [
  ['كنز', 'صقر', 'نجمة', 'قصر', 'جمل', 'لؤلؤة', 'سلطان', 'واحة'],
  ['الصحراء', 'الذهب', 'الحظ', 'الملوك', 'النيل', 'القمر', 'الشرق'],
];
const KOREAN = [
  ['황금', '행운의', '용의', '호랑이', '보물', '별빛', '왕관', '불꽃'],
  ['용', '보물', '잭팟', '왕국', '축제', '전설', '사원'],
];

const TABLE_NAMES: Readonly<Record<string, readonly string[]>> = {
  BACCARAT: ['Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'No Commission Baccarat', '百家乐'],
  ROULETTE: ['Roulette', 'Lightning Roulette', 'Auto Roulette', 'Immersive Roulette', 'รูเล็ต'],
  BLACKJACK: ['Blackjack', 'Infinite Blackjack', 'Speed Blackjack', '블랙잭'],
  GAMESHOW: ['Dream Catcher', 'Crazy Time', 'Mega Wheel', 'Sic Bo', 'Dragon Tiger', 'Fan Tan'],
  FISHING: ['Fishing King', 'Ocean Hunter', 'Dragon Fishing', 'Golden Shark', 'Mermaid Hunt', '捕鱼达人'],
  ARCADE: ['Lucky Plinko', 'Cannon Blast', 'Space Shooter', 'Dino Hunter'],
  POKER: ["Texas Hold'em", 'Omaha', 'Short Deck', 'Three Card Poker', 'Niu Niu'],
  MAHJONG: ['Mahjong 2P', 'Blood Battle Mahjong', '麻将来了', 'Mahjong Ways'],
  CARDS: ['Rummy', 'Teen Patti', 'Fight the Landlord', 'Tien Len', 'Pusoy', 'Baccarat Duel'],
  LOTT: ['Lotto 5/36', 'Lotto 6/45', 'Keno 80', 'Fast 3', 'Pick 3', 'Pick 5'],
  ELOTT: ['Vietnam North Lottery', 'Xổ Số Miền Nam', 'Speed Lotto 1 min', 'Racing 10', 'Lucky Ball 5'],
};

/** Seeded names are already composed (NFC), so lower case is enough for them; queries are NFKC-normalized too. */
function toSearchName(name: string): string {
  return name.toLowerCase();
}

function slotName(random: () => number, classify: string | null): string {
  const script = random();
  if (script < 0.1) return pick(random, HAN[0] ?? []) + pick(random, HAN[1] ?? []);
  if (script < 0.17) return `${pick(random, THAI[0] ?? [])}${pick(random, THAI[1] ?? [])}`;
  if (script < 0.23) return `${pick(random, ARABIC[0] ?? [])} ${pick(random, ARABIC[1] ?? [])}`;
  if (script < 0.3) return `${pick(random, KOREAN[0] ?? [])} ${pick(random, KOREAN[1] ?? [])}`;
  const base = `${pick(random, LATIN_ADJ)} ${pick(random, LATIN_NOUN)}`;
  if (random() < 0.02) return base + pick(random, LONG_TAILS);
  if (classify === 'MEGAWAYS') return `${base} Megaways`;
  if (classify === 'JACKPOT') return `${base} Jackpot`;
  return base + pick(random, LATIN_SUFFIX);
}

function vendorIconPaths(code: string) {
  return {
    largeIcon: `${DEMO_ICON_PATH}/vendor/${encodeURIComponent(code)}.svg`,
    smallIcon: `${DEMO_IMAGE_BASE}${vendorImagePath(code)}`,
  };
}

function chooseClassify(random: () => number, lane: DemoLane, inHouse: boolean): string | null {
  const table = CLASSIFIES[lane];
  if (!table) return null;
  const options = inHouse ? table.filter(([key]) => IN_HOUSE_CLASSIFIES.has(key)) : table;
  const total = options.reduce((sum, [, , share]) => sum + share, 0);
  let roll = random() * total;
  for (const [key, , share] of options) {
    roll -= share;
    if (roll < 0) return key;
  }
  return options[options.length - 1]?.[0] ?? null;
}

/** How many games each vendor card gets: fixed counts, and the RNG remainder shared by seeded weights. */
function gameCounts(random: () => number): number[] {
  const fixed = VENDORS.reduce((sum, v) => sum + (v.games ?? 0), 0);
  const sharing = VENDORS.filter((v) => v.games === undefined);
  const weights = sharing.map(() => 1 + random() * 2);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const remaining = DEMO_GAME_COUNT - fixed;
  let given = 0;
  let shareIndex = 0;
  return VENDORS.map((v) => {
    if (v.games !== undefined) return v.games;
    const weight = weights[shareIndex] ?? 1;
    shareIndex += 1;
    const count = shareIndex === sharing.length ? remaining - given : Math.floor((remaining * weight) / weightSum);
    given += count;
    return count;
  });
}

function pad(n: number): string {
  return String(n).padStart(4, '0');
}

/** Builds the catalogue for a seed. About 20 ms on a laptop (see bench/gameList.bench.ts). */
export function seedGames(seed: number): GameSeed {
  const random = seededRandom(seed ^ 0x6a3e5);
  const counts = gameCounts(random);
  const vendors: DemoVendorCard[] = VENDORS.map((v) => ({
    lane: v.lane,
    code: v.code,
    displayName: v.displayName,
    isGame: v.opensGameList ? 'VASSALAGE' : 'GAME',
    gameCode: v.gameCode ?? null,
    ...vendorIconPaths(v.code),
  }));

  const usedNames = new Map<string, number>();
  const unique = (name: string): string => {
    const seen = usedNames.get(name) ?? 0;
    usedNames.set(name, seen + 1);
    return seen === 0 ? name : `${name} ${seen + 1}`;
  };

  const created: { game: DemoGame; rank: number }[] = [];
  let nodeId = DEMO_FIRST_NODE_ID;
  VENDORS.forEach((def, vendorIndex) => {
    const count = counts[vendorIndex] ?? 0;
    const inHouse = IN_HOUSE.has(def.code);
    for (let i = 0; i < count; i += 1) {
      const classify = chooseClassify(random, def.lane, inHouse);
      let name: string;
      if (def.lane === 'RNG') name = slotName(random, classify);
      else if (def.lane === 'SPORTS') name = def.displayName;
      else {
        const bases = TABLE_NAMES[classify ?? def.lane] ?? [def.displayName];
        name = `${def.displayName.split(' ')[0] ?? def.code} ${pick(random, bases)}`;
      }
      name = unique(name);
      const isHot: 0 | 1 = i === 0 || random() < 0.06 ? 1 : 0;
      created.push({
        rank: random(),
        game: {
          nodeId,
          gameId: `${def.code}${pad(i + 1)}`,
          gameCode: `${def.code.toLowerCase()}_${def.lane.toLowerCase()}_${pad(i + 1)}`,
          gameType: def.lane,
          vendorCode: def.code,
          vendorDisplayName: def.displayName,
          name,
          searchName: toSearchName(name),
          classify,
          isHot,
          iconUrl: `${DEMO_ICON_PATH}/${nodeId}.svg`,
        },
      });
      nodeId += 1;
    }
  });

  // The stable lobby order: hot games first, then a seeded popularity rank; node id breaks ties.
  created.sort((a, b) => b.game.isHot - a.game.isHot || a.rank - b.rank || a.game.nodeId - b.game.nodeId);
  const games = created.map((c) => c.game);

  const byNodeId = new Map<number, DemoGame>();
  const byLane = new Map<string, DemoGame[]>();
  const byLaneVendor = new Map<string, DemoGame[]>();
  const classifyCounts = new Map<string, { count: number; vendors: Set<string> }>();
  for (const game of games) {
    byNodeId.set(game.nodeId, game);
    push(byLane, game.gameType, game);
    push(byLaneVendor, `${game.gameType}|${game.vendorCode}`, game);
    if (game.classify) {
      const key = `${game.gameType}|${game.classify}`;
      const entry = classifyCounts.get(key) ?? { count: 0, vendors: new Set<string>() };
      entry.count += 1;
      entry.vendors.add(game.vendorCode);
      classifyCounts.set(key, entry);
    }
  }
  const classifies: DemoClassify[] = [];
  for (const lane of DEMO_LANES) {
    for (const [key, displayName] of CLASSIFIES[lane] ?? []) {
      const entry = classifyCounts.get(`${lane}|${key}`);
      if (!entry) continue;
      classifies.push({ lane, key, displayName, vendorCodes: [...entry.vendors].sort(), gameCount: entry.count });
    }
  }
  return { vendors, games, classifies, byNodeId, byLane, byLaneVendor };
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** What the game list can be filtered by (spec §4 lobby: type, vendor, classify, name search, HOT). */
export interface GameFilter {
  readonly gameType?: string | null;
  readonly vendorCode?: string | null;
  /** A classify key, or `HOT` for the hot filter. */
  readonly classify?: string | null;
  readonly search?: string | null;
}

const isAll = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '' || value.toUpperCase() === 'ALL';

/**
 * The pure filter behind GCSGAME_gameList: the games matching every given criterion, in the stable lobby order.
 * `ALL` or an empty value means no filter; the search is trimmed and matched case-insensitively in the name.
 */
export function filterGames(seed: GameSeed, filter: GameFilter): readonly DemoGame[] {
  const type = isAll(filter.gameType) ? null : filter.gameType.toUpperCase();
  const vendor = isAll(filter.vendorCode) ? null : filter.vendorCode.toUpperCase();
  let base: readonly DemoGame[];
  if (type && vendor) base = seed.byLaneVendor.get(`${type}|${vendor}`) ?? [];
  else if (type) base = seed.byLane.get(type) ?? [];
  else base = seed.games;
  const classify = isAll(filter.classify) ? null : filter.classify.toUpperCase();
  const search = (filter.search ?? '').normalize('NFKC').trim().toLowerCase();
  if (!vendor && !classify && !search) return base;
  return base.filter(
    (g) =>
      (!vendor || g.vendorCode === vendor) &&
      (!classify || (classify === HOT_CLASSIFY ? g.isHot === 1 : g.classify === classify)) &&
      (!search || g.searchName.includes(search)),
  );
}

export interface GamePageSlice {
  readonly items: readonly DemoGame[];
  readonly totalPages: number;
  readonly totalCount: number;
}

/** One page of a list (1-based); a page beyond the last is empty, with the true totals. */
export function pageOf(list: readonly DemoGame[], pageNo: number, pageSize: number): GamePageSlice {
  const start = (pageNo - 1) * pageSize;
  return {
    items: list.slice(start, start + pageSize),
    totalPages: Math.ceil(list.length / pageSize),
    totalCount: list.length,
  };
}
