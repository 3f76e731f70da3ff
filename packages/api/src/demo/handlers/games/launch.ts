import { DEMO_GAME_PAGE_PATH, type DemoGame } from '../../seed/games';
import type { DemoPlatform } from '../../state/platform';
import { isResponse, requireAccount } from '../../http';
import { ok, refuse } from '../../envelope';
import { accountGames } from '../../state/accountGames';
import { demoGames, intIn, isUnderMaintenance } from './catalogue';
import { playRefusal } from '../saferPlayRefusals';

/** The kind of the game page's launch tickets (`platform.sessions.issueTicket`): they die with the session. */
export const GAME_PAGE_TICKET = 'gamePage';

function launchUrl(
  request: Request,
  target: { name: string; nodeId: number | null; vendor: string },
  real: boolean,
  ticket: string,
) {
  const url = new URL(DEMO_GAME_PAGE_PATH, request.url);
  url.searchParams.set('ticket', ticket);
  if (target.nodeId !== null) url.searchParams.set('nodeId', String(target.nodeId));
  url.searchParams.set('name', target.name);
  url.searchParams.set('vendor', target.vendor);
  url.searchParams.set('mode', real ? 'real' : 'free');
  return url.toString();
}

/** GET /wps/game/launchGame and its relay twin GCS_gameLaunchFB. */
export function launch(platform: DemoPlatform, request: Request): Response {
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
  const limited = playRefusal(platform, account);
  if (limited) return limited;
  if (target.game) accountGames(platform).recordLaunch(account.id, target.game.nodeId);
  const ticket = platform.sessions.issueTicket(request.headers.get('authorization') ?? '', GAME_PAGE_TICKET, null);
  return ok({ content: { game_url: launchUrl(request, target, real, ticket) } });
}
