import { http, type HttpHandler } from 'msw';
import { LOBBY_PAGE_SIZE } from '@atrium/domain/lobby';
import { ok, refuse } from '../envelope';
import { isResponse, readJson, requireAccount, readAccountJson } from '../http';
import type { DemoGame } from '../seed/games';
import { accountGames, DEMO_FAVOURITES_LIMIT } from '../state/accountGames';
import type { DemoPlatform } from '../state/platform';
import { demoGames, listParams, pageOfGames, toWireGame } from './games';

/**
 * The account's own games on the demo platform (spec §7 "Favorites", "Recent"; docs/protocol.md "Favourites"): kept per
 * account in the platform's `accountGames` area, newest first. Adding an existing favourite and removing an absent
 * one are no-ops (§4). A launch records the game in the recent games (handlers/games.ts).
 */

const TRIAL_ACCOUNT_TYPE = 4;

/** The game a favourite body names, checked against the catalogue: nodeId, vendor and gameType must agree. */
function gameOfBody(platform: DemoPlatform, body: Record<string, unknown>): DemoGame | Response {
  const raw = body.nodeId;
  const nodeId = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  const game = Number.isSafeInteger(nodeId) ? demoGames(platform).byNodeId.get(nodeId) : undefined;
  const vendor = typeof body.vendor === 'string' ? body.vendor.trim().toUpperCase() : null;
  const gameType = typeof body.gameType === 'string' ? body.gameType.trim().toUpperCase() : null;
  if (!game || vendor !== game.vendorCode || gameType !== game.gameType) {
    return refuse(400, 'request_param_err', 'Unknown game: nodeId, vendor and gameType must name one game');
  }
  return game;
}

function filtered(platform: DemoPlatform, ids: readonly number[], params: URLSearchParams): DemoGame[] {
  const { byNodeId } = demoGames(platform);
  const type = params.get('gameType')?.trim().toUpperCase() || null;
  const vendor = params.get('vassalage')?.trim().toUpperCase() || null;
  const out: DemoGame[] = [];
  for (const id of ids) {
    const game = byNodeId.get(id);
    if (!game) continue;
    if (type && type !== 'ALL' && game.gameType !== type) continue;
    if (vendor && vendor !== 'ALL' && game.vendorCode !== vendor) continue;
    out.push(game);
  }
  return out;
}

export function favouriteHandlers(platform: DemoPlatform): HttpHandler[] {
  const store = () => accountGames(platform);
  return [
    http.get('*/wps/relay/MCSFE_getFavoriteGameList', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const params = new URL(request.url).searchParams;
      const paging = listParams(params, 'pageNo', LOBBY_PAGE_SIZE);
      if (isResponse(paging)) return paging;
      const page = pageOfGames(filtered(platform, store().favourites(account.id), params), paging);
      // Favourites answer with the `nodeName` / `iconUrl` spellings (§3 "gameName or nodeName", "showIcon or iconUrl").
      return ok({
        content: page.items.map((g) => toWireGame(g, 'alternate')),
        pageNum: paging.pageNo,
        totalPages: page.totalPages,
      });
    }),

    http.get('*/wps/relay/MCSFE_getFavoriteGameIds', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      return ok([...store().favourites(account.id)]);
    }),

    http.post('*/wps/relay/MCSFE_addFavoriteGame', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      if (account.type === TRIAL_ACCOUNT_TYPE) {
        return refuse(403, 'operation.not.allowed', 'Please register a real account first');
      }
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const game = gameOfBody(platform, body);
      if (isResponse(game)) return game;
      const list = store().favourites(account.id);
      if (list.includes(game.nodeId)) return ok(true);
      if (list.length >= DEMO_FAVOURITES_LIMIT) return refuse(400, 'operation.not.allowed', 'Too many favourites');
      list.unshift(game.nodeId);
      return ok(true);
    }),

    http.delete('*/wps/relay/MCSFE_removeFavoriteGame', async ({ request }) => {
      const call = await readAccountJson(platform, request);
      if (isResponse(call)) return call;
      const { account, body } = call;
      const game = gameOfBody(platform, body);
      if (isResponse(game)) return game;
      const list = store().favourites(account.id);
      const at = list.indexOf(game.nodeId);
      if (at >= 0) list.splice(at, 1);
      return ok(true);
    }),

    http.get('*/wps/relay/GCS_recentGame', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const params = new URL(request.url).searchParams;
      const paging = listParams(params, 'page', LOBBY_PAGE_SIZE);
      if (isResponse(paging)) return paging;
      const page = pageOfGames(filtered(platform, store().recent(account.id), params), paging);
      return ok({ list: page.items.map((g) => toWireGame(g, 'alternate')), totalPages: page.totalPages });
    }),
  ];
}
