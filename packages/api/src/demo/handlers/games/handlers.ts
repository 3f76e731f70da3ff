import { http, type HttpHandler, HttpResponse } from 'msw';
import { WINNER_BOARD_LIMIT } from '@atrium/domain/games';
import type { DemoPlatform } from '../../state/platform';
import { ok, refuse } from '../../envelope';
import { DEMO_GAME_PAGE_PATH, DEMO_LANES, filterGames } from '../../seed/games';
import { isResponse } from '../../http';
import { DEMO_GAME_PAGE_CSP, renderDemoGamePage } from '../../pages/gamePage';
import { gameIconSvg, vendorCardSvg, vendorLogoSvg } from '../../pages/icons';
import {
  demoGames,
  gameListAnswer,
  HOT_LIST_LIMIT,
  intIn,
  LANE_NAMES,
  lanesValue,
  toWireCard,
  toWireGame,
} from './catalogue';
import { rooms, seedWinners } from './boards';
import { categoryWinners } from '../winners';
import { GAME_PAGE_TICKET, launch } from './launch';
import { requestLanguage, translated } from '../../seed/language';

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

    http.get('*/wps/relay/GCSGAME_newGameVendor', ({ request }) =>
      ok({ data: { lanes: lanesValue(seed(), requestLanguage(request)) } }),
    ),

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
            displayName: translated(LANE_NAMES[v.lane], requestLanguage(request)),
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
      // ALL is the home board's list; a category has winners of its own games (the winners page's tabs).
      const list = (category === 'ALL' ? seedWinners(platform) : categoryWinners(platform, category))
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
      // A launch URL works while the session that launched it lives: after a logout it is a dead link.
      const ticket = params.get('ticket');
      if (!platform.sessions.ticket(GAME_PAGE_TICKET, ticket)) {
        return new HttpResponse(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo game</title></head><body>' +
            '<main><h1>Demo game</h1><p>This game link has expired. Open the game again from the site.</p></main>' +
            '</body></html>',
          {
            status: 403,
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Content-Security-Policy': DEMO_GAME_PAGE_CSP,
              'X-Content-Type-Options': 'nosniff',
              'Cache-Control': 'no-store',
            },
          },
        );
      }
      const nodeId = intIn(params.get('nodeId'), 1, Number.MAX_SAFE_INTEGER);
      const game = nodeId === null ? undefined : seed().byNodeId.get(nodeId);
      const html = renderDemoGamePage({
        ticket,
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
