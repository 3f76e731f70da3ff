import { http, type HttpHandler } from 'msw';
import { AGENT_ACCOUNT_TYPES } from '@atrium/domain/session';
import { ok, refuse } from '../envelope';
import { isResponse, requireAccount } from '../http';
import type { DemoAccount } from '../state/accounts';
import { demoLedger, type LedgerKind } from '../state/ledger';
import type { DemoPlatform } from '../state/platform';
import { demoRecords } from './records';

/**
 * The agent centre's team overview (§2 agentTeamOverview; the call's shape is assumed, packages/api README "Agent
 * centre"). Every figure is worked out from the platform's own state, so it adds up with what each team member's
 * records say: the team is every account whose upline chain (`parentId`) reaches the agent; deposits, withdrawals
 * and the agent's income come from the shared ledger, bets from the seeded bet history (the same the betting record
 * and profit pages read), each in the period.
 */

const MAX_SPAN_MS = 400 * 86_400_000;

export interface TeamPeriod {
  readonly startMs: number;
  readonly endMs: number;
}

/** Everyone under the agent, at any depth, in the accounts' order. */
export function teamOf(platform: DemoPlatform, agentId: string): DemoAccount[] {
  const byId = new Map(platform.accounts.map((a) => [a.id, a]));
  const reaches = (account: DemoAccount): boolean => {
    const seen = new Set<string>();
    let parent = account.parentId;
    // A cycle in the tree is not followed round: the walk stops at an account met before.
    while (parent !== null && !seen.has(parent)) {
      if (parent === agentId) return true;
      seen.add(parent);
      parent = byId.get(parent)?.parentId ?? null;
    }
    return false;
  };
  return platform.accounts.filter((a) => a.id !== agentId && reaches(a));
}

/** The overview in integer cents and counts (the handler turns cents into currency units). */
export function teamOverviewOf(platform: DemoPlatform, agent: DemoAccount, period: TeamPeriod) {
  const team = teamOf(platform, agent.id);
  const inPeriod = (at: number) => at >= period.startMs && at <= period.endMs;
  // Seeds each account's past into the ledger before it is read.
  const bets = team.map((member) => demoRecords(platform, member).bets.filter((b) => inPeriod(b.betAt)));
  demoRecords(platform, agent);
  const teamIds = new Set(team.map((a) => a.id));
  const sumOf = (ids: ReadonlySet<string>, kinds: readonly LedgerKind[]) =>
    demoLedger(platform)
      .entries.filter((e) => ids.has(e.accountId) && kinds.includes(e.kind) && inPeriod(e.at))
      .reduce((sum, e) => sum + e.amountCents, 0);
  const settled = bets.flat().filter((b) => b.status === 'settled');
  return {
    teamSize: team.length,
    directCount: team.filter((a) => a.parentId === agent.id).length,
    newMembers: team.filter((a) => inPeriod(a.regDate)).length,
    activeMembers: bets.filter((list) => list.some((b) => b.status !== 'cancelled')).length,
    depositCents: sumOf(teamIds, ['deposit']),
    withdrawalCents: -sumOf(teamIds, ['withdrawal', 'withdrawalRefund']),
    validBetCents: settled.reduce((sum, b) => sum + b.validBetCents, 0),
    profitLossCents: settled.reduce((sum, b) => sum + (b.payoutCents ?? 0) - b.betCents, 0),
    incomeCents: sumOf(new Set([agent.id]), ['bonus']),
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
