import { http, type HttpHandler } from 'msw';
import { AGENT_ACCOUNT_TYPES } from '@atrium/domain/session';
import { betFigures } from '@atrium/domain/agent';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import type { DemoAccount } from '../state/accounts';
import { betsOf, playedBet } from '../state/bets';
import type { LedgerKind } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';
import { teamOf } from '../state/team';
import { settleFor } from './agentSettlement';
import { demoRecords, moneyMovesOf } from './records';

/**
 * The agent centre's team overview (§2 agentTeamOverview; the call's shape is assumed, packages/api README "Agent
 * centre"). Every figure is worked out from the platform's own state, so it adds up with what each team member's
 * records say: the team is every account whose upline chain (`parentId`) reaches the agent; deposits and
 * withdrawals come from the members' timelines (records.ts `moneyMovesOf`: the ledger and the players' cash-outs),
 * bets from the simulated bets (state/bets.ts: the same the members' betting record and profit pages, team betting and user P&L read, summed by `@atrium/domain/agent` betFigures), and the
 * agent's income is what the settlements paid it (the same my income adds up), each in the period.
 */

const MAX_SPAN_MS = 400 * 86_400_000;

export interface TeamPeriod {
  readonly startMs: number;
  readonly endMs: number;
}

export { teamOf };

/** The overview in integer cents and counts (the handler turns cents into currency units). */
export function teamOverviewOf(platform: DemoPlatform, agent: DemoAccount, period: TeamPeriod) {
  const team = teamOf(platform, agent.id);
  const inPeriod = (at: number) => at >= period.startMs && at <= period.endMs;
  // Seeds each account's past into the ledger before it is read.
  for (const member of team) demoRecords(platform, member);
  demoRecords(platform, agent);
  const teamIds = new Set(team.map((a) => a.id));
  const bets = betsOf(platform, { from: period.startMs, to: period.endMs, accountIds: [...teamIds] });
  const figures = betFigures(bets.map(playedBet));
  // My income: the settlements paid to the agent in the period (by the instant paid, as the my income page).
  const incomeCents = settleFor(platform, agent.id, { receivedOnly: true })
    .filter((r) => r.payeeId === agent.id && inPeriod(r.span.endMs))
    .reduce((sum, r) => sum + r.amountCents, 0);
  // The members' money moves from their timelines: a betting member's cash-outs are withdrawals here too.
  const moves = team.flatMap((member) => moneyMovesOf(platform, member, period.startMs, period.endMs));
  const sumOf = (ids: ReadonlySet<string>, kinds: readonly LedgerKind[]) =>
    moves.filter((e) => ids.has(e.accountId) && kinds.includes(e.kind)).reduce((sum, e) => sum + e.amountCents, 0);
  return {
    teamSize: team.length,
    directCount: team.filter((a) => a.parentId === agent.id).length,
    newMembers: team.filter((a) => inPeriod(a.regDate)).length,
    activeMembers: new Set(bets.map((b) => b.accountId)).size,
    depositCents: sumOf(teamIds, ['deposit']),
    withdrawalCents: -sumOf(teamIds, ['withdrawal', 'withdrawalRefund']),
    validBetCents: figures.validBetCents,
    profitLossCents: figures.winLossCents,
    incomeCents,
  };
}

function readPeriod(url: URL): TeamPeriod | null {
  if (!url.searchParams.has('startTime') || !url.searchParams.has('endTime')) return null;
  const startMs = Number(url.searchParams.get('startTime'));
  const endMs = Number(url.searchParams.get('endTime'));
  if (!Number.isSafeInteger(startMs) || !Number.isSafeInteger(endMs) || startMs > endMs) return null;
  if (endMs - startMs > MAX_SPAN_MS) return null;
  return { startMs, endMs };
}

const money = (cents: number) => cents / 100;

export function agentTeamHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/relay/MCSFE_getAgentTeamOverview', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      // §6: the agent centre is for agents; a member's token gets the platform's refusal, not an empty team.
      if (!AGENT_ACCOUNT_TYPES.includes(account.type)) {
        return refuse(403, 'operation.not.allowed', 'Only agents can view a team');
      }
      const period = readPeriod(new URL(request.url));
      if (!period) return refuse(400, 'request_param_err', 'Invalid parameters');
      const figures = teamOverviewOf(platform, account, period);
      return ok({
        teamSize: figures.teamSize,
        directCount: figures.directCount,
        newMembers: figures.newMembers,
        activeMembers: figures.activeMembers,
        depositAmount: money(figures.depositCents),
        withdrawalAmount: money(figures.withdrawalCents),
        validBetAmount: money(figures.validBetCents),
        profitLoss: money(figures.profitLossCents),
        income: money(figures.incomeCents),
      });
    }),
  ];
}
