import { http, HttpResponse, type HttpHandler } from 'msw';
import { PRIZE_MODES, type PrizeMode } from '@atrium/domain/games';
import { safeLinkTarget } from '@atrium/domain/links';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import {
  DEMO_LOTTO_GAMES,
  DEMO_VN_GAMES,
  DEMO_VN_MENUS,
  drawOf,
  lastDrawIndex,
  openedDraws,
  recentVnGames,
  type DemoDraw,
  type DemoLotteryGame,
} from '../seed/lottery';
import { requestLanguage, translated, type DemoLanguage } from '../seed/language';
import type { DemoPlatform } from '../state/platform';

/** Where the demo's lottery lobby lives (the address the launch call answers). */
export const DEMO_LOTTERY_LOBBY_PATH = '/__demo/lottery';

/** What a lobby ticket stands for; the ticket itself belongs to the session that asked (it dies with it). */
interface LobbyTicket {
  readonly gameCode: string | null;
  readonly backUrl: string;
  readonly mode: PrizeMode;
}
const LOBBY_TICKET = 'lotteryLobby';

const badRequest = (message: string) => refuse(400, 'request_param_err', message);
const isPrizeMode = (value: unknown): value is PrizeMode =>
  typeof value === 'string' && (PRIZE_MODES as readonly string[]).includes(value);
const DEVICES = ['WEB', 'MOBILE'];

/** ELOTT (e-lottery mode) lists only the fast games; the other modes list every menu (designed). */
function menusFor(mode: PrizeMode) {
  const menus = mode === 'ELOTT' ? DEMO_VN_MENUS.filter((m) => m.menuCode === 'FAST') : DEMO_VN_MENUS;
  return menus.map((menu) => ({
    menuCode: menu.menuCode,
    menuName: menu.menuName,
    games: DEMO_VN_GAMES.filter((g) => g.menuCode === menu.menuCode),
  }));
}

function drawWire({ gameCode, gameName, issueNo, drawTime, numbers }: DemoDraw, language: DemoLanguage) {
  return { gameCode, gameName: translated(gameName, language), issueNo, drawTime, numbers };
}

/** `?gameCode=&size=` of an opened-numbers call over one family of games. */
function openedHandler(platform: DemoPlatform, games: readonly DemoLotteryGame[]) {
  return ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const code = url.searchParams.get('gameCode');
    const rawSize = url.searchParams.get('size') ?? '1';
    const size = /^\d+$/.test(rawSize) ? Number(rawSize) : 0;
    if (size < 1 || size > 30) return badRequest('size must be between 1 and 30');
    const chosen = code ? games.filter((g) => g.gameCode === code) : games;
    if (chosen.length === 0) return badRequest('unknown gameCode');
    const now = platform.now();
    const language = requestLanguage(request);
    return ok({
      list: chosen.flatMap((game) =>
        openedDraws(platform.seed, game, now, size).map((draw) => drawWire(draw, language)),
      ),
    });
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c);

function page(title: string, body: string, status = 200) {
  return new HttpResponse(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      `<title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

/**
 * The lottery calls of §7 (payloads designed): GET /lgw/vn/games/game_menu, GET /lgw/vn/games/game_menu/recent
 * (token), GET /lgw/vn/numeros/opened/game, GET /lotto/lgw/games/opened/numero, GET /lgw/vn/lobby/launch (token),
 * and the demo lobby page the launch leads to.
 */
export function lotteryHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/lgw/vn/games/game_menu', ({ request }) => {
      const url = new URL(request.url);
      const prizeMode = url.searchParams.get('prizeMode');
      if (!isPrizeMode(prizeMode)) return badRequest('prizeMode must be LOTT, ZY, ELOTT or SEA');
      if (!DEVICES.includes(url.searchParams.get('device') ?? '')) return badRequest('device must be WEB or MOBILE');
      const now = platform.now();
      // Names in the caller's language (its Language header).
      const language = requestLanguage(request);
      return ok({
        prizeMode,
        menus: menusFor(prizeMode).map((menu) => ({
          ...menu,
          menuName: translated(menu.menuName, language),
          games: menu.games.map((game) => {
            const next = drawOf(platform.seed, game, lastDrawIndex(game, now) + 1);
            return {
              gameCode: game.gameCode,
              gameName: translated(game.gameName, language),
              drawIntervalSeconds: game.intervalSeconds,
              nextIssueNo: next.issueNo,
              nextDrawTime: next.drawTime,
            };
          }),
        })),
      });
    }),

    http.get('*/lgw/vn/games/game_menu/recent', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const language = requestLanguage(request);
      const games = recentVnGames(platform.seed, account, platform.now());
      return ok({ games: games.map((game) => ({ ...game, gameName: translated(game.gameName, language) })) });
    }),

    http.get('*/lgw/vn/numeros/opened/game', openedHandler(platform, DEMO_VN_GAMES)),
    http.get('*/lotto/lgw/games/opened/numero', openedHandler(platform, DEMO_LOTTO_GAMES)),

    http.get('*/lgw/vn/lobby/launch', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      // §4 trial users cannot play for real: the app stops them first; the platform refuses too.
      if (account.type === 4) return refuse(403, 'operation.not.allowed', 'Trial accounts cannot play');
      const url = new URL(request.url);
      const query = Object.fromEntries(url.searchParams);
      if (query.area !== 'VN' && query.area !== 'SEA') return badRequest('area must be VN or SEA');
      if (!isPrizeMode(query.mode)) return badRequest('mode must be a prize mode');
      if (!DEVICES.includes(query.device ?? '')) return badRequest('device must be WEB or MOBILE');
      if (!query.backUrl || !safeLinkTarget(query.backUrl)) return badRequest('backUrl must be http(s) or a path');
      const gameCode = query.gameCode || null;
      if (gameCode && !DEMO_VN_GAMES.some((g) => g.gameCode === gameCode)) return badRequest('unknown gameCode');
      const ticket = platform.sessions.issueTicket<LobbyTicket>(
        request.headers.get('authorization') ?? '',
        LOBBY_TICKET,
        {
          gameCode,
          backUrl: query.backUrl,
          mode: query.mode,
        },
      );
      const params = new URLSearchParams({ ticket, area: query.area, mode: query.mode });
      if (gameCode) params.set('gameCode', gameCode);
      return ok({ url: `${DEMO_LOTTERY_LOBBY_PATH}?${params}` });
    }),

    http.get(`*${DEMO_LOTTERY_LOBBY_PATH}`, ({ request }) => {
      const url = new URL(request.url);
      const ticket = platform.sessions.ticket<LobbyTicket>(LOBBY_TICKET, url.searchParams.get('ticket'));
      if (!ticket) {
        return page(
          'Demo lottery',
          '<h1>Demo lottery</h1><p>This lobby link has expired. Open the lottery again from the site.</p>',
          403,
        );
      }
      const entry = ticket.data;
      const account = platform.accountById(ticket.accountId);
      const now = platform.now();
      const games = entry.gameCode ? DEMO_VN_GAMES.filter((g) => g.gameCode === entry.gameCode) : DEMO_VN_GAMES;
      const rows = games
        .map((game) => {
          const [draw] = openedDraws(platform.seed, game, now, 1);
          return draw
            ? `<tr><td>${escapeHtml(game.gameName)}</td><td>${escapeHtml(draw.issueNo)}</td>` +
                `<td>${escapeHtml(draw.numbers[0] ?? '')}</td></tr>`
            : '';
        })
        .join('');
      const back = safeLinkTarget(entry.backUrl);
      const backHref = back ? (back.kind === 'internal' ? back.path : back.url) : '/';
      return page(
        'Demo lottery',
        `<h1>Demo lottery lobby (${escapeHtml(entry.mode)})</h1>` +
          `<p>Signed in as ${escapeHtml(account?.nickname ?? 'unknown')}. This page stands in for the lottery ` +
          'provider on the demo platform.</p>' +
          `<table><thead><tr><th>Game</th><th>Issue</th><th>Special prize</th></tr></thead><tbody>${rows}</tbody></table>` +
          `<p><a href="${escapeHtml(backHref)}">Back to the site</a></p>`,
      );
    }),
  ];
}
