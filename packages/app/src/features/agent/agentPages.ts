import type { AgentCentrePage } from '@atrium/domain/layout';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The agent-centre pages this build has, each its own chunk, so that the team overview does not load the
 * announcements (or a later report). A page of §2 missing here shows "not available yet" at its address.
 */
export const AGENT_PAGE_COMPONENTS: Partial<Record<AgentCentrePage, LazyExoticComponent<ComponentType>>> = {
  agentAnnouncement: lazy(async () => ({
    default: (await import('./pages/AgentAnnouncementPage')).AgentAnnouncementPage,
  })),
  agentTeamOverview: lazy(async () => ({
    default: (await import('./pages/AgentTeamOverviewPage')).AgentTeamOverviewPage,
  })),
  registerCenter: lazy(async () => ({ default: (await import('./pages/RegisterCenterPage')).RegisterCenterPage })),
  downlineManagmentView: lazy(async () => ({
    default: (await import('./pages/DownlineManagementPage')).DownlineManagementPage,
  })),
  personalHistoryCopy: lazy(async () => ({ default: (await import('./pages/TeamBettingPage')).TeamBettingPage })),
  agentRevenueReport: lazy(async () => ({
    default: (await import('./pages/AgentRevenueReportPage')).AgentRevenueReportPage,
  })),
  agentDividendRecordCopy2: lazy(async () => ({
    default: (await import('./pages/SettlementRecordsPage')).DividendRecordsPage,
  })),
  palStatementsAgentCopy: lazy(async () => ({ default: (await import('./pages/ProfitLossPage')).ProfitLossPage })),
  agentDownlineTransactionDetailsCopy: lazy(async () => ({
    default: (await import('./pages/AccountDetailsPage')).AccountDetailsPage,
  })),
  agentDailyWages2: lazy(async () => ({ default: (await import('./pages/SettlementRecordsPage')).DailyWagesPage })),
  agentHourSalary: lazy(async () => ({ default: (await import('./pages/SettlementRecordsPage')).HourSalaryPage })),
  agentRealtimeSalary: lazy(async () => ({
    default: (await import('./pages/SettlementRecordsPage')).RealtimeSalaryPage,
  })),
};
