import { describe, expect, it } from 'vitest';
import { allSwitchesOff, switchesFromTree, type Switches } from '../session/switches';
import {
  AGENT_CENTRE_LINKS,
  AGENT_CENTRE_PAGES,
  DEFAULT_AGENT_CENTRE_PAGE,
  agentCentreHref,
  agentCentrePageOf,
  isAgentPageVisible,
  visibleAgentLinks,
  visibleAgentPages,
  type AgentCentreLink,
  type AgentCentrePage,
} from './agentCentre';

const FLAGS = ['enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary'] as const;
const ALL_ON = [...FLAGS, 'DEPOSIT', 'WITHDRAW', 'MAILCEN'] as const;

function switchesWith(on: readonly string[], off: readonly string[] = []): Switches {
  return switchesFromTree([
    ...on.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })),
    ...off.map((modId) => ({ modId, enabled: '0', childrenNodes: [] })),
  ]);
}

const without = (id: string) => switchesWith(ALL_ON.filter((s) => s !== id));

describe('§2 Agent-centre pages: the menu in the spec order, opening on the team overview', () => {
  it('every flag on: all twelve pages in the §2 order', () => {
    expect(visibleAgentPages(switchesWith(ALL_ON))).toEqual(AGENT_CENTRE_PAGES);
    expect(AGENT_CENTRE_PAGES[0]).toBe('agentAnnouncement');
    expect(AGENT_CENTRE_PAGES.at(-1)).toBe('agentRealtimeSalary');
  });

  it.each<[string, AgentCentrePage]>([
    ['enableCt', 'agentDividendRecordCopy2'],
    ['salary', 'agentDailyWages2'],
    ['hourSalary', 'agentHourSalary'],
    ['agentRealtimeSalary', 'agentRealtimeSalary'],
  ])('the %s flag gates %s: off or missing hides it, the others stay', (flag, page) => {
    expect(isAgentPageVisible(page, switchesWith(ALL_ON))).toBe(true);
    expect(isAgentPageVisible(page, without(flag))).toBe(false);
    expect(
      isAgentPageVisible(
        page,
        switchesWith(
          ALL_ON.filter((s) => s !== flag),
          [flag],
        ),
      ),
    ).toBe(false);
    expect(visibleAgentPages(without(flag))).toEqual(AGENT_CENTRE_PAGES.filter((p) => p !== page));
  });

  it('before the switches are known (all off), the eight ungated pages show and no salary or dividend page', () => {
    expect(visibleAgentPages(allSwitchesOff())).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
    ]);
  });

  it('a flag switched off by its parent in the tree is off (a disabled parent disables its subtree)', () => {
    const switches = switchesFromTree([
      { modId: 'AGENTPOLICY3', enabled: '0', childrenNodes: [{ modId: 'salary', enabled: '1', childrenNodes: [] }] },
    ]);
    expect(isAgentPageVisible('agentDailyWages2', switches)).toBe(false);
  });

  it.each<[string | null | undefined, AgentCentrePage]>([
    [null, 'agentTeamOverview'],
    [undefined, 'agentTeamOverview'],
    ['', 'agentTeamOverview'],
    ['nope', 'agentTeamOverview'],
    ['securityCenter', 'agentTeamOverview'],
    ['agentAnnouncement', 'agentAnnouncement'],
    [' agentHourSalary ', 'agentHourSalary'],
  ])('tab %j opens %s', (tab, page) => {
    expect(agentCentrePageOf(tab)).toBe(page);
  });

  it('the default page is the team overview and each page has its /agentHome address', () => {
    expect(DEFAULT_AGENT_CENTRE_PAGE).toBe('agentTeamOverview');
    expect(agentCentreHref('agentAnnouncement')).toBe('/agentHome?tab=agentAnnouncement');
  });
});

describe('§2 Agent centre: deposit, withdraw, platform messages and customer service entries', () => {
  it('every switch on: the four entries in the spec order', () => {
    expect(visibleAgentLinks(switchesWith(ALL_ON))).toEqual(AGENT_CENTRE_LINKS);
  });

  it.each<[string, Switches, AgentCentreLink]>([
    ['deposit needs DEPOSIT', without('DEPOSIT'), 'deposit'],
    ['withdraw needs WITHDRAW', without('WITHDRAW'), 'withdraw'],
    ['platform messages need MAILCEN', without('MAILCEN'), 'messages'],
    ['a credit-market brand (CREDITMAR3) has no deposit', switchesWith([...ALL_ON, 'CREDITMAR3']), 'deposit'],
    ['a credit-market brand (CREDITMAR3) has no withdraw', switchesWith([...ALL_ON, 'CREDITMAR3']), 'withdraw'],
  ])('%s', (_rule, switches, hidden) => {
    expect(visibleAgentLinks(switches)).not.toContain(hidden);
    expect(visibleAgentLinks(switches)).toContain('customerService');
  });

  it('customer service is always offered', () => {
    expect(visibleAgentLinks(allSwitchesOff())).toEqual(['customerService']);
  });
});
