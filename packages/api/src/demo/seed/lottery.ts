import { seededRandom } from './random';

/**
 * The demo platform's lottery (spec §7 "Lottery"; every payload here is designed, the spec shows none). Two families:
 * the Vietnamese lottery behind /lgw/vn (daily regional draws and fast draws) and the lotto games behind /lotto/lgw.
 * A draw is a pure function of the seed, the game and the draw's index, so the numbers of any past draw are the same
 * on every run, and which draws are "opened" depends only on the platform's clock.
 */

export type DemoPrizeTier = readonly [count: number, digits: number];

export interface DemoLotteryGame {
  readonly gameCode: string;
  readonly gameName: string;
  /** The menu group it is listed under. */
  readonly menuCode: string;
  /** Time between draws. */
  readonly intervalSeconds: number;
  /** When the first draw of each interval falls, counted from the epoch (UTC): a daily draw's time of day. */
  readonly offsetSeconds: number;
  /** How a draw's numbers are made, special prize first (VN), or the ball set (lotto). */
  readonly draw:
    | { readonly kind: 'tiers'; readonly tiers: readonly DemoPrizeTier[] }
    | { readonly kind: 'digits'; readonly count: number }
    | {
        readonly kind: 'balls';
        readonly count: number;
        readonly min: number;
        readonly max: number;
        readonly unique: boolean;
      };
}

export interface DemoLotteryMenu {
  readonly menuCode: string;
  readonly menuName: string;
}

/** The platform's clock for issue numbers: GMT+7 (Vietnam). */
export const DEMO_LOTTERY_UTC_OFFSET_MINUTES = 7 * 60;

const DAY = 86_400;
/** A daily draw at hh:mm Vietnam time, as seconds after 00:00 UTC. */
const vnTime = (hours: number, minutes: number) => (hours * 3600 + minutes * 60 - 7 * 3600 + DAY) % DAY;

/** The northern draw: 27 numbers (special, first, 2×second, 6×third, 4×fourth, 6×fifth, 3×sixth, 4×seventh). */
const NORTH_TIERS: readonly DemoPrizeTier[] = [
  [1, 5],
  [1, 5],
  [2, 5],
  [6, 5],
  [4, 4],
  [6, 4],
  [3, 3],
  [4, 2],
];
/** The southern and central draws: 18 numbers (special of 6 digits down to the eighth prize of 2). */
const SOUTH_TIERS: readonly DemoPrizeTier[] = [
  [1, 6],
  [1, 5],
  [1, 5],
  [2, 5],
  [7, 5],
  [1, 4],
  [3, 4],
  [1, 3],
  [1, 2],
];

export const DEMO_VN_MENUS: readonly DemoLotteryMenu[] = [
  { menuCode: 'NORTH', menuName: 'Northern lottery' },
  { menuCode: 'CENTRAL', menuName: 'Central lottery' },
  { menuCode: 'SOUTH', menuName: 'Southern lottery' },
  { menuCode: 'FAST', menuName: 'Fast lottery' },
];

export const DEMO_VN_GAMES: readonly DemoLotteryGame[] = [
  {
    gameCode: 'VN_NORTH',
    gameName: 'Ha Noi',
    menuCode: 'NORTH',
    intervalSeconds: DAY,
    offsetSeconds: vnTime(18, 15),
    draw: { kind: 'tiers', tiers: NORTH_TIERS },
  },
  {
    gameCode: 'VN_DANANG',
    gameName: 'Da Nang',
    menuCode: 'CENTRAL',
    intervalSeconds: DAY,
    offsetSeconds: vnTime(17, 15),
    draw: { kind: 'tiers', tiers: SOUTH_TIERS },
  },
  {
    gameCode: 'VN_KHANHHOA',
    gameName: 'Khanh Hoa',
    menuCode: 'CENTRAL',
    intervalSeconds: DAY,
    offsetSeconds: vnTime(17, 15),
    draw: { kind: 'tiers', tiers: SOUTH_TIERS },
  },
  {
    gameCode: 'VN_HCM',
    gameName: 'Ho Chi Minh City',
    menuCode: 'SOUTH',
    intervalSeconds: DAY,
    offsetSeconds: vnTime(16, 15),
    draw: { kind: 'tiers', tiers: SOUTH_TIERS },
  },
  {
    gameCode: 'VN_DONGTHAP',
    gameName: 'Dong Thap',
    menuCode: 'SOUTH',
    intervalSeconds: DAY,
    offsetSeconds: vnTime(16, 15),
    draw: { kind: 'tiers', tiers: SOUTH_TIERS },
  },
  {
    gameCode: 'VN_FAST_1',
    gameName: 'Fast lottery 1 minute',
    menuCode: 'FAST',
    intervalSeconds: 60,
    offsetSeconds: 0,
    draw: { kind: 'tiers', tiers: SOUTH_TIERS },
  },
  {
    gameCode: 'VN_FAST_5',
    gameName: 'Fast lottery 5 minutes',
    menuCode: 'FAST',
    intervalSeconds: 300,
    offsetSeconds: 0,
    draw: { kind: 'tiers', tiers: NORTH_TIERS },
  },
];

export const DEMO_LOTTO_GAMES: readonly DemoLotteryGame[] = [
  {
    gameCode: 'LOTTO_5D_1',
    gameName: '5D every minute',
    menuCode: 'DIGITS',
    intervalSeconds: 60,
    offsetSeconds: 0,
    draw: { kind: 'digits', count: 5 },
  },
  {
    gameCode: 'LOTTO_3D_5',
    gameName: '3D every 5 minutes',
    menuCode: 'DIGITS',
    intervalSeconds: 300,
    offsetSeconds: 0,
    draw: { kind: 'digits', count: 3 },
  },
  {
    gameCode: 'LOTTO_RACE_10',
    gameName: 'Speed race 10',
    menuCode: 'RACE',
    intervalSeconds: 120,
    offsetSeconds: 0,
    draw: { kind: 'balls', count: 10, min: 1, max: 10, unique: true },
  },
  {
    gameCode: 'LOTTO_DICE_3',
    gameName: 'Quick 3 dice',
    menuCode: 'DICE',
    intervalSeconds: 180,
    offsetSeconds: 0,
    draw: { kind: 'balls', count: 3, min: 1, max: 6, unique: false },
  },
];

/** FNV-1a: a stable 32-bit number for a text, to derive one seeded stream per draw. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface DemoDraw {
  readonly gameCode: string;
  readonly gameName: string;
  readonly index: number;
  readonly issueNo: string;
  readonly drawTime: number;
  readonly numbers: readonly string[];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The index of the last draw at or before `now`. */
export function lastDrawIndex(game: DemoLotteryGame, now: number): number {
  return Math.floor((now - game.offsetSeconds * 1000) / (game.intervalSeconds * 1000));
}

export function drawTimeOf(game: DemoLotteryGame, index: number): number {
  return game.offsetSeconds * 1000 + index * game.intervalSeconds * 1000;
}

/** yyyyMMdd of a daily draw, or yyyyMMdd-nnnn (the draw of the day) for faster games, in Vietnam time. */
export function issueNoOf(game: DemoLotteryGame, drawTime: number): string {
  const local = new Date(drawTime + DEMO_LOTTERY_UTC_OFFSET_MINUTES * 60_000);
  const day = `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1, 2)}${pad(local.getUTCDate(), 2)}`;
  if (game.intervalSeconds >= DAY) return day;
  const intoDay = local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
  const perDay = DAY / game.intervalSeconds;
  return `${day}-${pad(Math.floor(intoDay / game.intervalSeconds) + 1, String(perDay).length)}`;
}

function numbersOf(game: DemoLotteryGame, random: () => number): string[] {
  const digits = (n: number) => pad(Math.floor(random() * 10 ** n), n);
  const { draw } = game;
  switch (draw.kind) {
    case 'tiers':
      return draw.tiers.flatMap(([count, width]) => Array.from({ length: count }, () => digits(width)));
    case 'digits':
      return Array.from({ length: draw.count }, () => digits(1));
    case 'balls': {
      const width = String(draw.max).length;
      const pool = Array.from({ length: draw.max - draw.min + 1 }, (_, i) => draw.min + i);
      const out: number[] = [];
      for (let i = 0; i < draw.count; i += 1) {
        if (draw.unique) out.push(...pool.splice(Math.floor(random() * pool.length), 1));
        else out.push(draw.min + Math.floor(random() * (draw.max - draw.min + 1)));
      }
      return out.map((n) => pad(n, width));
    }
  }
}

/** The draw of `index` for a seed: the same on every run. */
export function drawOf(seed: number, game: DemoLotteryGame, index: number): DemoDraw {
  const drawTime = drawTimeOf(game, index);
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    index,
    issueNo: issueNoOf(game, drawTime),
    drawTime,
    numbers: numbersOf(game, seededRandom(hash32(`${seed}:${game.gameCode}:${index}`))),
  };
}

/** The `size` latest opened draws of a game at `now`, newest first. */
export function openedDraws(seed: number, game: DemoLotteryGame, now: number, size: number): DemoDraw[] {
  const last = lastDrawIndex(game, now);
  return Array.from({ length: size }, (_, i) => drawOf(seed, game, last - i));
}

/** The recent VN lottery games of an account: none on the first login, else two or three, the same every time. */
export function recentVnGames(
  seed: number,
  account: { readonly id: string; readonly firstTimeLogin: boolean },
  now: number,
): { readonly gameCode: string; readonly gameName: string; readonly lastPlayedTime: number }[] {
  if (account.firstTimeLogin) return [];
  const random = seededRandom(hash32(`${seed}:recent:${account.id}`));
  const pool = [...DEMO_VN_GAMES];
  const count = 2 + Math.floor(random() * 2);
  let at = Math.floor(now / 60_000) * 60_000;
  const out = [];
  for (let i = 0; i < count && pool.length > 0; i += 1) {
    const [game] = pool.splice(Math.floor(random() * pool.length), 1);
    if (!game) break;
    at -= (10 + Math.floor(random() * 600)) * 60_000;
    out.push({ gameCode: game.gameCode, gameName: game.gameName, lastPlayedTime: at });
  }
  return out;
}
