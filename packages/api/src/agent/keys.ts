/**
 * The agent centre's query keys. A module apart from queryKeys.ts, which is in the start-up chunk: only the agent
 * centre's lazy pages build these. They sit under the wallet's root, so a money move's wallet refresh refreshes the
 * team's figures and logout drops them with the wallet (ACCOUNT_QUERY_ROOTS).
 */
export const agentQueryKeys = {
  all: ['wallet', 'agent'] as const,
  teamOverview: (startMs: number, endMs: number) => ['wallet', 'agent', 'teamOverview', startMs, endMs] as const,
};
