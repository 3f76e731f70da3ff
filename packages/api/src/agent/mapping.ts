import type { TeamOverviewWire } from './schemas';

/** §2 agentTeamOverview: the agent's team over a period. Amounts in integer cents. */
export interface TeamOverview {
  /** Everyone under the agent, at any depth (sub-agents and their members included). */
  readonly teamSize: number;
  /** The agent's direct downlines. */
  readonly directCount: number;
  /** Team members registered in the period. */
  readonly newMembers: number;
  /** Team members with at least one bet in the period. */
  readonly activeMembers: number;
  readonly depositCents: number;
  readonly withdrawalCents: number;
  readonly validBetCents: number;
  /** The team's win or loss on its bets, from the players' side: above zero the team won. */
  readonly profitLossCents: number;
  /** What the agent was credited in the period (commission, salaries, dividends). */
  readonly incomeCents: number;
}

export function toTeamOverview(wire: TeamOverviewWire): TeamOverview {
  return {
    teamSize: wire.teamSize,
    directCount: wire.directCount,
    newMembers: wire.newMembers,
    activeMembers: wire.activeMembers,
    depositCents: wire.depositAmount,
    withdrawalCents: wire.withdrawalAmount,
    validBetCents: wire.validBetAmount,
    profitLossCents: wire.profitLoss,
    incomeCents: wire.income,
  };
}
