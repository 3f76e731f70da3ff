import type { ContractType } from '@atrium/domain/contracts';
import type { ApiClient, Endpoint } from '../client';
import { toRevenueReport, toSettlementRecordsPage, type SettlementRecordsPage } from './mapping';
import { revenueReportSchema, settlementRecordsSchema, type SettlementRecordsWire } from './schemas';
import { caller, endpointsOf } from '../endpoints';

const area = endpointsOf('agentSettlement', { moduleId: 'AGEREV3', needsToken: true });

/** The record call of each contract type (assumed; the module ids are those older brands gate the pages by). */
export const settlementRecordsEndpoints: Readonly<Record<ContractType, Endpoint<SettlementRecordsWire>>> = {
  dividend: recordsEndpoint('dividend', 'MCSFE_getAgentDividendRecords', 'DIVIDEND'),
  dailySalary: recordsEndpoint('dailySalary', 'MCSFE_getAgentDailyWageRecords', 'DAYSAL'),
  hourlySalary: recordsEndpoint('hourlySalary', 'MCSFE_getAgentHourSalaryRecords', 'HOURSAL3'),
  realtimeSalary: recordsEndpoint('realtimeSalary', 'MCSFE_getAgentRealtimeSalaryRecords', 'RTSALARY3'),
};

function recordsEndpoint(type: ContractType, relay: string, moduleId: string): Endpoint<SettlementRecordsWire> {
  return {
    id: `agentSettlement.records.${type}`,
    method: 'GET',
    path: `/wps/relay/${relay}`,
    moduleId,
    needsToken: true,
    value: settlementRecordsSchema,
  };
}

/** §2 agentRevenueReport (assumed; AGEREV3 is the module older brands gate it by). */
export const revenueReportEndpoint = area.get('revenue', '/wps/relay/MCSFE_getAgentRevenueReport', revenueReportSchema);

/** What a record page asks for: a range of instants (both ends included), filters and a page (from 1). */
export interface SettlementRecordsQuery {
  readonly type: ContractType;
  readonly startMs: number;
  readonly endMs: number;
  readonly role: 'all' | 'received' | 'paid';
  /** A counterpart's username; blank for all. */
  readonly downline: string;
  readonly status: 'all' | 'paid' | 'notMet';
  readonly page: number;
  readonly size: number;
}

const STATUS_WIRE = { paid: 'PAID', notMet: 'NOT_MET' } as const;

export async function getSettlementRecords(
  client: ApiClient,
  q: SettlementRecordsQuery,
  signal?: AbortSignal,
): Promise<SettlementRecordsPage> {
  const query = {
    startTime: q.startMs,
    endTime: q.endMs,
    role: q.role === 'all' ? undefined : q.role,
    downline: q.downline.trim() || undefined,
    status: q.status === 'all' ? undefined : STATUS_WIRE[q.status],
    page: q.page,
    size: q.size,
  };
  return toSettlementRecordsPage(await client.call(settlementRecordsEndpoints[q.type], { query, signal }));
}

export interface RevenueQuery {
  readonly startMs: number;
  readonly endMs: number;
  /** Minutes east of UTC of the days the income is grouped by (the agent's own). */
  readonly utcOffsetMinutes: number;
}

export const getRevenueReport = caller(
  revenueReportEndpoint,
  (q: RevenueQuery) => ({ query: { startTime: q.startMs, endTime: q.endMs, utcOffset: q.utcOffsetMinutes } }),
  toRevenueReport,
);
