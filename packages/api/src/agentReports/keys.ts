import type { TeamBettingQuery } from './calls';

/**
 * The agent reports' query keys, in a module apart from queryKeys.ts (the start-up chunk): only the agent centre's
 * lazy pages build them. Under the wallet's root, so logout drops them with the wallet (ACCOUNT_QUERY_ROOTS).
 */
export const agentReportsQueryKeys = {
  all: ['wallet', 'agentReports'] as const,
  teamBetting: (q: TeamBettingQuery) =>
    [
      'wallet',
      'agentReports',
      'teamBetting',
      q.startMs,
      q.endMs,
      q.username.trim(),
      q.gameKind,
      q.page,
      q.size,
    ] as const,
};
