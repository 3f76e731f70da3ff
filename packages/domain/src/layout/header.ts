/**
 * §2 Header: "Guests: login button and register button (register only if DIRECTREG3 on). Logged in: balance with
 * show/hide toggle (hidden shows asterisks with the currency symbol), account dropdown (my account, agent centre if
 * agent, withdraw, account record, betting record, sign out), deposit and withdraw buttons, notice icon,
 * customer-service icon."
 * §5 "Actions needing login (member or account panel, favourites) show login popup for guests; trial users get a
 * 'need a true account' warning with confirm"; §6 Roles and permissions.
 */
import type { GuardedAction } from '../session/permissions';
import type { Role } from '../session/roles';

/** §2 the account dropdown's entries. */
export type AccountMenuItem = 'myAccount' | 'agentCentre' | 'withdraw' | 'accountRecord' | 'bettingRecord' | 'signOut';

/** §2 the account dropdown in the spec's order. */
export const ACCOUNT_MENU_ORDER = [
  'myAccount',
  'agentCentre',
  'withdraw',
  'accountRecord',
  'bettingRecord',
  'signOut',
] as const satisfies readonly AccountMenuItem[];

/**
 * What choosing an entry asks for, for `accessFor` (session/permissions): the app checks it before opening the panel,
 * so a trial user gets the §5 'need a true account' warning rather than the panel. Signing out needs nothing.
 * Decision: withdraw and the two records are account panels; "my account" is the member panel.
 */
export const ACCOUNT_MENU_ACCESS: Readonly<Record<AccountMenuItem, GuardedAction | null>> = {
  myAccount: 'memberPanel',
  agentCentre: 'agentCentre',
  withdraw: 'accountPanel',
  accountRecord: 'accountPanel',
  bettingRecord: 'accountPanel',
  signOut: null,
};

/**
 * §2 the entries `role` sees in the account dropdown: none for a guest (no dropdown, the login and register buttons
 * instead); the agent centre only for an agent. Decision: a trial user sees the same entries as a member, since §5
 * has trial users try the member and account panels and be warned (the app applies `ACCOUNT_MENU_ACCESS`).
 */
export function accountMenuItems(role: Role): readonly AccountMenuItem[] {
  if (role === 'guest') return [];
  return ACCOUNT_MENU_ORDER.filter((item) => item !== 'agentCentre' || role === 'agent');
}

/** §2 what the header offers: the guest buttons, or the logged-in controls. */
export type HeaderControls =
  | { readonly kind: 'guest'; readonly hasRegister: boolean }
  | { readonly kind: 'account'; readonly accountMenu: readonly AccountMenuItem[] };

/** §2 the header for `role`; `isRegistrationOn` is the DIRECTREG3 switch (§3/§6). */
export function headerControls(role: Role, isRegistrationOn: boolean): HeaderControls {
  if (role === 'guest') return { kind: 'guest', hasRegister: isRegistrationOn };
  return { kind: 'account', accountMenu: accountMenuItems(role) };
}
