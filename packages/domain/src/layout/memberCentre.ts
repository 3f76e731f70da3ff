/**
 * §2 Personal-centre pages (securityCenter = my account, depositv2, withdraw, transactionHistory = account record,
 * personalHistoryCopy = betting record) and the agent centre (/agentHome): where the header's account dropdown and
 * its deposit and withdraw buttons lead. The member centre is /member with the page as its `tab` query, as the side
 * menu's entries are (layout/sideMenu.ts).
 */
import type { AccountMenuItem } from './header';

export type HeaderDestination = Exclude<AccountMenuItem, 'signOut'> | 'deposit';

export const HEADER_DESTINATION_PATHS: Readonly<Record<HeaderDestination, string>> = {
  myAccount: '/member?tab=securityCenter',
  agentCentre: '/agentHome',
  withdraw: '/member?tab=withdraw',
  accountRecord: '/member?tab=transactionHistory',
  bettingRecord: '/member?tab=personalHistoryCopy',
  deposit: '/member?tab=depositv2',
};
