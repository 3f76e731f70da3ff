import { http, type HttpHandler } from 'msw';
import { addBet, NO_BET_FIGURES, type BetFigures } from '@atrium/domain/agent';
import { CONTRACT_GAME_KINDS, type ContractGameKind } from '@atrium/domain/contracts';
import { ok } from '../envelope';
import { badParams, isResponse } from '../http';
import { money, pageSlice, readPage, readAgentReport } from '../query';
import { betsOf, playedBet } from '../state/bets';
import type { DemoPlatform } from '../state/platform';
import { teamOf } from './agentTeam';

/**
 * The agent's team reports, read from the simulated bets (state/bets.ts) of the caller's whole downline tree (direct
 * and indirect, by the parentId chains), the same bets the settlements pay on and the members' own betting records
 * show, each figure the sum of the bets by the one rule of `@atrium/domain/agent`, so the report, the members' own
 * bets and the salaries agree. The call shape is assumed (packages/api README "Agent reports").
 */

export const DEMO_TEAM_BETTING_RELAY = 'MCSFE_getAgentTeamBettingReport';

function figuresWire(f: BetFigures) {
  return {
    betCount: f.betCount,
    betAmount: money(f.betCents),
    validBet: money(f.validBetCents),
    payout: money(f.payoutCents),
    winLoss: money(f.winLossCents),
  };
}

/**
 * `GET …?startTime&endTime[&username][&gameType][&page][&size]`: one row per downline and game kind played in the
 * range (by username, then game kind in the contracts' order), a page of them, the count and the totals of all.
 */
function teamBetting(platform: DemoPlatform, request: Request) {
  const call = readAgentReport(platform, request);
  if (isResponse(call)) return call;
  const { me, search, range } = call;
  const { startMs, endMs } = range;
  const gameType = search.get('gameType');
  if (gameType !== null && !CONTRACT_GAME_KINDS.includes(gameType as ContractGameKind)) {
    return badParams('gameType: a contract game kind');
  }
  const paging = readPage(search);
  if (isResponse(paging)) return paging;
  const { page, size } = paging;
  const username = (search.get('username') ?? '').trim().toLowerCase();
  const team = teamOf(platform, me.id).filter((a) => !username || a.username.toLowerCase() === username);
  const byId = new Map(team.map((a) => [a.id, a]));
  const cells = new Map<string, { accountId: string; gameKind: ContractGameKind; figures: BetFigures }>();
  let totals = NO_BET_FIGURES;
  for (const bet of betsOf(platform, { from: startMs, to: endMs, accountIds: [...byId.keys()] })) {
    if (gameType !== null && bet.gameKind !== gameType) continue;
    const key = `${bet.accountId}|${bet.gameKind}`;
    const cell = cells.get(key) ?? { accountId: bet.accountId, gameKind: bet.gameKind, figures: NO_BET_FIGURES };
    cell.figures = addBet(cell.figures, playedBet(bet));
    totals = addBet(totals, playedBet(bet));
    cells.set(key, cell);
  }
  const nameOf = (id: string) => byId.get(id)?.username ?? id;
  const rows = [...cells.values()].sort(
    (a, b) =>
      (nameOf(a.accountId) < nameOf(b.accountId) ? -1 : nameOf(a.accountId) > nameOf(b.accountId) ? 1 : 0) ||
      CONTRACT_GAME_KINDS.indexOf(a.gameKind) - CONTRACT_GAME_KINDS.indexOf(b.gameKind),
  );
  return ok({
    list: pageSlice(rows, page, size).map((row) => ({
      userId: row.accountId,
      username: nameOf(row.accountId),
      gameType: row.gameKind,
      ...figuresWire(row.figures),
    })),
    total: rows.length,
    page,
    size,
    totals: figuresWire(totals),
  });
}

export function agentReportsHandlers(platform: DemoPlatform): HttpHandler[] {
  return [http.get(`*/wps/relay/${DEMO_TEAM_BETTING_RELAY}`, ({ request }) => teamBetting(platform, request))];
}
