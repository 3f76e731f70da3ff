/**
 * Team management's query keys: a module apart from queryKeys.ts (the start-up chunk). Under the wallet's root, so a
 * money move's wallet refresh also refreshes the downlines' balances, and logout drops them with the wallet.
 */
export const agentTeamQueryKeys = {
  all: ['wallet', 'agentTeam'] as const,
  downlines: () => ['wallet', 'agentTeam', 'downlines'] as const,
  registerOptions: () => ['wallet', 'agentTeam', 'registerOptions'] as const,
  register: () => ['agentTeam', 'register'] as const,
  transfer: () => ['agentTeam', 'transfer'] as const,
  promote: () => ['agentTeam', 'promote'] as const,
};
