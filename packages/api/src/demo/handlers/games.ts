import { http, HttpResponse, type HttpHandler } from 'msw';
import { LOBBY_PAGE_SIZE, WINNER_BOARD_LIMIT } from '@atrium/domain';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import { DEMO_GAME_PAGE_CSP, renderDemoGamePage } from '../pages/gamePage';
import { gameIconSvg, vendorCardSvg, vendorLogoSvg } from '../pages/icons';
import { pick, seededRandom } from '../seed/random';
import {
  DEMO_GAME_PAGE_PATH,
  DEMO_LANES,
  filterGames,
  pageOf,
  seedGames,
  type DemoGame,
  type DemoLane,
  type DemoVendorCard,
  type GamePageSlice,
  type GameSeed,
} from '../seed/games';
import { accountGames } from '../state/accountGames';
import type { DemoPlatform } from '../state/platform';

/**
 * The game catalogue of the demo platform (spec §7 "Games"): menus, vendors, the game list with real filtering and
 * paging over the 10,000 seeded games, hot games, a vendor's game types, PVP rooms, launch (which leads to the demo
 * game page and records the game in the account's recent games) and the winner board. Icons and the demo game page
 * are served under /__demo, which every host forwards to these handlers.
 */

/** The catalogue of this platform, built on first use. */
export function demoGames(platform: DemoPlatform): GameSeed {
  return platform.area('games', () => seedGames(platform.seed));
}

/** Every 97th node id is under maintenance (§8 "Game under maintenance"). */
export function isUnderMaintenance(nodeId: number): boolean {
  return nodeId % 97 === 0;
}

const LANE_NAMES: Readonly<Record<DemoLane, string>> = {
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
const HOT_LIST_LIMIT = 48;

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

function toWireCard(card: DemoVendorCard) {
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
function intIn(raw: string | null, min: number, max: number): number | null {
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

function lanesValue(seed: GameSeed) {
  return DEMO_LANES.map((lane) => ({
    title: lane,
    cards: seed.vendors.filter((v) => v.lane === lane).map(toWireCard),
    gameClassify: seed.classifies
      .filter((c) => c.lane === lane)
      .map((c) => ({ key: c.key, displayName: c.displayName, gameCount: c.gameCount, vassalages: c.vendorCodes })),
  }));
}

function launchUrl(request: Request, target: { name: string; nodeId: number | null; vendor: string }, real: boolean) {
  const url = new URL(DEMO_GAME_PAGE_PATH, request.url);
  if (target.nodeId !== null) url.searchParams.set('nodeId', String(target.nodeId));
  url.searchParams.set('name', target.name);
  url.searchParams.set('vendor', target.vendor);
  url.searchParams.set('mode', real ? 'real' : 'free');
  return url.toString();
}

/** GET /wps/game/launchGame and its relay twin GCS_gameLaunchFB. */
function launch(platform: DemoPlatform, request: Request): Response {
  const account = requireAccount(platform, request);
  if (isResponse(account)) return account;
  const params = new URL(request.url).searchParams;
  const seed = demoGames(platform);
  const vendor = params.get('vassalage')?.trim().toUpperCase() ?? '';
  const accountType = params.get('accountType');
  if (!vendor || (accountType !== '0' && accountType !== '1') || params.get('launchMode') !== 'GLS') {
    return refuse(400, 'request_param_err', 'vassalage, accountType (0 or 1) and launchMode GLS are required');
  }
  const real = accountType === '1';
  let target: { game: DemoGame | null; name: string; nodeId: number | null; vendor: string };
  const rawNodeId = params.get('nodeId');
  if (rawNodeId !== null) {
    const nodeId = intIn(rawNodeId, 1, Number.MAX_SAFE_INTEGER);
    const game = nodeId === null ? undefined : seed.byNodeId.get(nodeId);
    if (!game || game.vendorCode !== vendor) return refuse(400, 'request_param_err', 'Unknown game');
    target = { game, name: game.name, nodeId: game.nodeId, vendor: game.vendorDisplayName };
  } else {
    // A vendor card (gameId = the card's gameCode): the vendor's lobby game.
    const gameId = params.get('gameId');
    const card = seed.vendors.find((v) => v.code === vendor && (gameId === null || v.gameCode === gameId));
    if (!card) return refuse(400, 'request_param_err', 'Unknown vendor');
    const first = seed.byLaneVendor.get(`${card.lane}|${card.code}`)?.[0] ?? null;
    target = { game: first, name: card.displayName, nodeId: null, vendor: card.displayName };
  }
  // §4 / §6 a trial account cannot play for real money.
  if (real && account.type === 4) {
    return refuse(403, 'operation.not.allowed', 'Please register a real account to play for real money');
  }
  if (target.nodeId !== null && isUnderMaintenance(target.nodeId)) {
    return refuse(400, 'game.maintenance', 'Game under maintenance');
  }
  if (target.game) accountGames(platform).recordLaunch(account.id, target.game.nodeId);
  return ok({ content: { game_url: launchUrl(request, target, real) } });
}

interface DemoWinner {
  readonly customerName: string;
  readonly winAmount: number;
  readonly game: DemoGame;
}

const NAME_PARTS = ['lucky', 'star', 'tiger', 'ace', 'king', 'nova', 'jade', 'mika', 'rio', 'sam', 'lee', 'anh'];

/** Masks a player name: the first two and last two characters around three asterisks. */
export function maskCustomerName(name: string): string {
  const chars = Array.from(name);
  return chars.length <= 4 ? `${chars[0] ?? ''}***` : `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

function seedWinners(platform: DemoPlatform): readonly DemoWinner[] {
  return platform.area('winners', () => {
    const random = seededRandom(platform.seed ^ 0x3a11e7);
    const { games } = demoGames(platform);
    return Array.from({ length: 40 }, () => ({
      customerName: maskCustomerName(
        `${pick(random, NAME_PARTS)}${pick(random, NAME_PARTS)}${Math.floor(random() * 99)}`,
      ),
      winAmount: Math.round(100 * 10 ** (2 + random() * 4)) / 100,
      game: pick(random, games),
    }));
  });
}

function rooms(platform: DemoPlatform, games: readonly DemoGame[]) {
  const minute = Math.floor(platform.now() / 60_000);
  const tiers = [
    ['Beginner', 1],
    ['Standard', 5],
    ['Advanced', 20],
    ['VIP', 100],
  ] as const;
  return games.flatMap((game) =>
    tiers.map(([tier, stake], index) => {
      const capacity = game.classify === 'MAHJONG' ? 4 : 9;
      const random = seededRandom((game.nodeId * 31 + index + minute * 7) >>> 0);
      return {
        roomId: `${game.nodeId}-${index + 1}`,
        roomName: `${game.name} · ${tier}`,
        nodeId: game.nodeId,
        gameName: game.name,
        vassalage: game.vendorCode,
        minBet: stake,
        maxBet: stake * 100,
        players: Math.floor(random() * (capacity + 1)),
        capacity,
      };
    }),
  );
}

function decodeSafely(value: unknown): string {
  try {
    return decodeURIComponent(String(value));
  } catch {
    return String(value);
  }
}

const svg = (body: string) =>
  new HttpResponse(body, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });

export function gameHandlers(platform: DemoPlatform): HttpHandler[] {
  const seed = () => demoGames(platform);
  return [
    // Designed: the navigation menus, categories with their vendors.
    http.get('*/lgw/games/game_menus', () =>
      ok(
        DEMO_LANES.map((lane) => ({
          gameCategory: lane,
          vendors: seed()
            .vendors.filter((v) => v.lane === lane)
            .map(toWireCard),
        })),
      ),
    ),

    http.get('*/wps/relay/GCSGAME_newGameVendor', () => ok({ data: { lanes: lanesValue(seed()) } })),

    http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
      const answer = gameListAnswer(seed(), new URL(request.url).searchParams);
      return isResponse(answer) ? answer : ok(answer);
    }),

    http.get('*/wps/relay/GCSGAME_hotGamesV2', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const hot = filterGames(seed(), {
        gameType: params.get('gameType'),
        vendorCode: params.get('vassalage'),
        classify: 'HOT',
      });
      return ok({ list: hot.slice(0, HOT_LIST_LIMIT).map((g) => toWireGame(g)) });
    }),

    // Designed: a vendor's game types with their game counts.
    http.get('*/wps/relay/GCSGAME_getVassGameType', ({ request }) => {
      const vendor = new URL(request.url).searchParams.get('vassalage')?.trim().toUpperCase();
      if (!vendor) return refuse(400, 'request_param_err', 'vassalage is required');
      return ok(
        seed()
          .vendors.filter((v) => v.code === vendor)
          .map((v) => ({
            gameType: v.lane,
            displayName: LANE_NAMES[v.lane],
            gameCount: seed().byLaneVendor.get(`${v.lane}|${v.code}`)?.length ?? 0,
          })),
      );
    }),

    // Designed: the rooms of a PVP vendor (or of one of its games), four stakes per game.
    http.get('*/wps/relay/GLS2_roomList', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const vendor = params.get('vassalage')?.trim().toUpperCase();
      if (!vendor) return refuse(400, 'request_param_err', 'vassalage is required');
      const games = seed().byLaneVendor.get(`PVP|${vendor}`) ?? [];
      const nodeId = params.get('nodeId');
      const chosen = nodeId === null ? games.slice(0, 6) : games.filter((g) => String(g.nodeId) === nodeId.trim());
      return ok({ rooms: rooms(platform, chosen) });
    }),

    http.get('*/wps/game/launchGame', ({ request }) => launch(platform, request)),
    http.get('*/wps/relay/GCS_gameLaunchFB', ({ request }) => launch(platform, request)),

    http.get('*/wps/relay/GCSGAME_getRankList', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const category = params.get('gameCategory')?.trim().toUpperCase() || 'ALL';
      const limit = intIn(params.get('limitNum') ?? String(WINNER_BOARD_LIMIT), 1, 50);
      if (limit === null) return refuse(400, 'request_param_err', 'limitNum must be 1 to 50');
      const list = seedWinners(platform)
        .filter((w) => category === 'ALL' || w.game.gameType === category)
        .slice(0, limit)
        .map((w) => ({
          customerName: w.customerName,
          winAmount: w.winAmount,
          gameName: w.game.name,
          nodeId: w.game.nodeId,
          gameType: w.game.gameType,
          vassalage: w.game.vendorCode,
          iconUrl: w.game.iconUrl,
        }));
      return ok({ data: { list } });
    }),

    // The demo game page (launch URLs lead here): plain HTML, no script.
    http.get(`*${DEMO_GAME_PAGE_PATH}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const nodeId = intIn(params.get('nodeId'), 1, Number.MAX_SAFE_INTEGER);
      const game = nodeId === null ? undefined : seed().byNodeId.get(nodeId);
      const html = renderDemoGamePage({
        name: game?.name ?? (params.get('name')?.slice(0, 200) || 'Demo game'),
        vendor: game?.vendorDisplayName ?? (params.get('vendor')?.slice(0, 100) || null),
        nodeId: game?.nodeId ?? null,
        spin: intIn(params.get('spin'), 0, 1_000_000) ?? 0,
        mode: params.get('mode') === 'real' ? 'real' : 'free',
      });
      return new HttpResponse(html, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': DEMO_GAME_PAGE_CSP,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-store',
        },
      });
    }),

    // Pictures, drawn locally: game icons, vendor cards, vendor logos (§3 vendor image path under DEMO_IMAGE_BASE).
    http.get('*/__demo/icon/vendor/:file', ({ params }) => {
      const code = decodeSafely(params.file).replace(/\.svg$/, '');
      const card = seed().vendors.find((v) => v.code === code);
      return card ? svg(vendorCardSvg(card.code, card.displayName)) : new HttpResponse(null, { status: 404 });
    }),
    http.get('*/__demo/icon/:file', ({ params }) => {
      const nodeId = intIn(String(params.file).replace(/\.svg$/, ''), 1, Number.MAX_SAFE_INTEGER);
      const game = nodeId === null ? undefined : seed().byNodeId.get(nodeId);
      return game ? svg(gameIconSvg(game.nodeId, game.name)) : new HttpResponse(null, { status: 404 });
    }),
    http.get('*/__demo/images/TCG_PROD_IMAGES/RNG_LIST_VENDOR/:file', ({ params }) => {
      const code = decodeSafely(params.file).replace(/-WHITE\.png$/, '');
      const known = seed().vendors.some((v) => v.code === code);
      return known ? svg(vendorLogoSvg(code)) : new HttpResponse(null, { status: 404 });
    }),
  ];
}
