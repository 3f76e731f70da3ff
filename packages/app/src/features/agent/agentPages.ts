import type { AgentCentrePage } from '@atrium/domain/layout';
import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWithText } from '../../shared/lazy/lazyPage';

/**
 * The agent-centre pages this build has, each its own chunk, so that the team overview does not load the
 * announcements (or a later report). A page of §2 missing here shows "not available yet" at its address.
 */
export const AGENT_PAGE_COMPONENTS: Partial<Record<AgentCentrePage, LazyExoticComponent<ComponentType>>> = {
  agentAnnouncement: lazyWithText(async () => ({
    default: (await import('./pages/AgentAnnouncementContainer')).AgentAnnouncementContainer,
  })),
  agentTeamOverview: lazyWithText(async () => ({
    default: (await import('./pages/AgentTeamOverviewContainer')).AgentTeamOverviewContainer,
  })),
  registerCenter: lazyWithText(async () => ({
    default: (await import('./pages/RegisterCenterContainer')).RegisterCenterContainer,
  })),
  downlineManagmentView: lazyWithText(async () => ({
    default: (await import('./pages/DownlineManagementContainer')).DownlineManagementContainer,
  })),
  personalHistoryCopy: lazyWithText(async () => ({
    default: (await import('./pages/TeamBettingContainer')).TeamBettingContainer,
  })),
  agentRevenueReport: lazyWithText(async () => ({
    default: (await import('./pages/AgentRevenueReportContainer')).AgentRevenueReportContainer,
  })),
  agentDividendRecordCopy2: lazyWithText(async () => ({
    default: (await import('./pages/SettlementRecordsContainer')).DividendRecordsContainer,
  })),
  palStatementsAgentCopy: lazyWithText(async () => ({
    default: (await import('./pages/ProfitLossContainer')).ProfitLossContainer,
  })),
  agentDownlineTransactionDetailsCopy: lazyWithText(async () => ({
    default: (await import('./pages/AccountDetailsContainer')).AccountDetailsContainer,
  })),
  agentDailyWages2: lazyWithText(async () => ({
    default: (await import('./pages/SettlementRecordsContainer')).DailyWagesContainer,
  })),
  agentHourSalary: lazyWithText(async () => ({
    default: (await import('./pages/SettlementRecordsContainer')).HourSalaryContainer,
  })),
  agentRealtimeSalary: lazyWithText(async () => ({
    default: (await import('./pages/SettlementRecordsContainer')).RealtimeSalaryContainer,
  })),
};
