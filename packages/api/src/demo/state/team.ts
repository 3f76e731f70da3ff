import type { DemoAccount } from './accounts';
import type { DemoPlatform } from './platform';

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
