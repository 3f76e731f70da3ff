/**
 * §3 "Agent types 1, 2, 41, 42; trial type 4", §6 Roles and permissions.
 */
export type Role = 'guest' | 'trial' | 'member' | 'agent';

export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_ACCOUNT_TYPE = 4;

/** The role of whoever is using the app: no account means a guest. */
export function roleOf(account: { readonly type: number } | null | undefined): Role {
  if (!account) return 'guest';
  if (account.type === TRIAL_ACCOUNT_TYPE) return 'trial';
  if (AGENT_ACCOUNT_TYPES.includes(account.type)) return 'agent';
  return 'member';
}
