import type { AgentCentrePage } from '@atrium/domain/layout';
import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWithText } from '../../shared/lazy/lazyPage';

/**
 * The agent-centre pages this build has, each its own chunk, so that the team overview does not load the
 * announcements (or a later report). A page of §2 missing here shows "not available yet" at its address.
 */
export const AGENT_PAGE_COMPONENTS: Partial<Record<AgentCentrePage, LazyExoticComponent<ComponentType>>> = {
  agentAnnouncement: lazyWithText(async () => ({
    default: (await import('./pages/AgentAnnouncementPage')).AgentAnnouncementPage,
  })),
  agentTeamOverview: lazyWithText(async () => ({
    default: (await import('./pages/AgentTeamOverviewPage')).AgentTeamOverviewPage,
  })),
  registerCenter: lazyWithText(async () => ({
    default: (await import('./pages/RegisterCenterPage')).RegisterCenterPage,
  })),
  downlineManagmentView: lazyWithText(async () => ({
    default: (await import('./pages/DownlineManagementPage')).DownlineManagementPage,
  })),
  personalHistoryCopy: lazyWithText(async () => ({
    default: (await import('./pages/TeamBettingPage')).TeamBettingPage,
  })),
  agentRevenueReport: lazyWithText(async () => ({
    default: (await import('./pages/AgentRevenueReportPage')).AgentRevenueReportPage,
  })),
  agentDividendRecordCopy2: lazyWithText(async () => ({
    default: (await import('./pages/SettlementRecordsPage')).DividendRecordsPage,
  })),
  palStatementsAgentCopy: lazyWithText(async () => ({
    default: (await import('./pages/ProfitLossPage')).ProfitLossPage,
  })),
  agentDownlineTransactionDetailsCopy: lazyWithText(async () => ({
    default: (await import('./pages/AccountDetailsPage')).AccountDetailsPage,
  })),
  agentDailyWages2: lazyWithText(async () => ({
    default: (await import('./pages/SettlementRecordsPage')).DailyWagesPage,
  })),
  agentHourSalary: lazyWithText(async () => ({
    default: (await import('./pages/SettlementRecordsPage')).HourSalaryPage,
  })),
  agentRealtimeSalary: lazyWithText(async () => ({
    default: (await import('./pages/SettlementRecordsPage')).RealtimeSalaryPage,
  })),
};
