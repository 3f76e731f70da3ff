/**
 * §2 /agentHome and "Agent-centre pages": the agent centre's pages (its `tab` values, in the spec's menu order), the
 * page it opens on, the entries that lead elsewhere (deposit, withdraw, platform messages, customer service) and which
 * of them an agent sees.
 *
 * Gating (§2 "Dividend, daily, hourly and real-time entries are gated by flags enableCt, salary, hourSalary,
 * agentRealtimeSalary"; docs/centres.md, confidence M): the four flags are read as brand switches by their
 * own names (`isSwitchOn`, so the switch tree carries them as ids the code reads from `other`). Decision: a flag that
 * is missing, off or not known yet (the switches still loading or failed) hides its entry, as the member centre's
 * pages fail closed (memberPageVisibility.ts). The other pages have no condition. The links out follow the member
 * centre's rules for the same pages: deposit and withdraw need DEPOSIT / WITHDRAW and not CREDITMAR3, platform
 * messages MAILCEN; customer service is always there.
 */
import { isSwitchOn, type Switches } from '../session/switches';
import { isMemberPageVisible, type MemberPageFacts } from './memberPageVisibility';
import type { MemberCentrePage } from './memberCentre';

/** §2 Agent-centre pages, in the spec's order: the agent centre's `tab` values. */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** docs/centres.md "Shells": the agent centre opens on the team overview. */
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The page of each gating flag (§2). */
export const AGENT_PAGE_SWITCHES: Readonly<Partial<Record<AgentCentrePage, string>>> = {
  agentDividendRecordCopy2: 'enableCt',
  agentDailyWages2: 'salary',
  agentHourSalary: 'hourSalary',
  agentRealtimeSalary: 'agentRealtimeSalary',
};

export function isAgentCentrePage(value: string): value is AgentCentrePage {
  return (AGENT_CENTRE_PAGES as readonly string[]).includes(value);
}

/**
 * The page named by /agentHome's `tab` query. No tab, or one the spec does not name, opens the team overview: an old
 * or mistyped link still lands on the agent's home page.
 */
export function agentCentrePageOf(tab: string | null | undefined): AgentCentrePage {
  const value = tab?.trim() ?? '';
  return isAgentCentrePage(value) ? value : DEFAULT_AGENT_CENTRE_PAGE;
}

/** The address of an agent-centre page. */
export function agentCentreHref(page: AgentCentrePage): string {
  return `/agentHome?tab=${page}`;
}

/** Whether a page shows for these switches. */
export function isAgentPageVisible(page: AgentCentrePage, switches: Switches): boolean {
  const flag = AGENT_PAGE_SWITCHES[page];
  return flag === undefined || isSwitchOn(switches, flag);
}

/** The pages shown, in the spec's menu order. */
export function visibleAgentPages(switches: Switches): readonly AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => isAgentPageVisible(page, switches));
}

/** §2 "Also deposit, withdraw, platform messages, customer service entries", in that order. */
export const AGENT_CENTRE_LINKS = ['deposit', 'withdraw', 'messages', 'customerService'] as const;

export type AgentCentreLink = (typeof AGENT_CENTRE_LINKS)[number];

/** Where a link out leads: a member-centre page, or the customer-service window. */
export const AGENT_LINK_PAGES: Readonly<Record<Exclude<AgentCentreLink, 'customerService'>, MemberCentrePage>> = {
  deposit: 'depositv2',
  withdraw: 'withdraw',
  messages: 'messageV2',
};

/** The links out shown for these switches, in the spec's order. */
export function visibleAgentLinks(switches: Switches): readonly AgentCentreLink[] {
  // Only the switches decide these member pages; the member facts they do not read stay unknown.
  const facts: MemberPageFacts = { switches, member: null, isSingleWallet: null };
  return AGENT_CENTRE_LINKS.filter(
    (link) => link === 'customerService' || isMemberPageVisible(AGENT_LINK_PAGES[link], facts),
  );
}
