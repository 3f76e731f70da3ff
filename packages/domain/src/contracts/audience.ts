/**
 * A module of its own: the page frame's popup host asks it on every page, and the start-up chunk should carry this
 * one rule, not the popup's (docs/decisions/0006).
 */

/**
 * §6 who gets the popup: a signed-in member or agent, never a trial account or a guest, and only while AGENTPOLICY3
 * is on (the consolidated fetch that carries the offers runs only then).
 */
export function mayReceiveContractOffers(role: 'guest' | 'trial' | 'member' | 'agent', agentPolicyOn: boolean) {
  return agentPolicyOn && (role === 'member' || role === 'agent');
}
