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

/** §2 Personal-centre pages, in the spec's order: the member centre's `tab` values. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  // Designed (not among the original pages): the contract offers waiting for an answer, so an offer put off in the
  // §2 contract popup can be answered at any time rather than at the next sign-in.
  'contractOffers',
  // Designed (not among the original pages): the member's own limits, reality check and breaks, which regulated
  // operators must offer (docs/decisions/0012-safer-play.md).
  'saferPlay',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** The page the member centre opens first: my account (securityCenter), as the header's "my account" does. */
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

export function isMemberCentrePage(value: string): value is MemberCentrePage {
  return (MEMBER_CENTRE_PAGES as readonly string[]).includes(value);
}

/**
 * The page named by /member's `tab` query. Decision: no tab, or a tab the spec does not name, opens my account
 * (securityCenter) rather than an error page: an old or mistyped link still lands somewhere useful.
 */
export function memberCentrePageOf(tab: string | null | undefined): MemberCentrePage {
  const value = tab?.trim() ?? '';
  return isMemberCentrePage(value) ? value : DEFAULT_MEMBER_CENTRE_PAGE;
}
