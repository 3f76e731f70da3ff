/**
 * The agent's settlements (§2 agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary) and
 * income (agentRevenueReport). The shapes are assumed (packages/api README "Agent settlement").
 */
export {
  revenueReportSchema,
  settlementRecordsSchema,
  type RevenueReportWire,
  type SettlementRecordsWire,
} from './schemas';
export {
  toRevenueReport,
  toSettlementRecordsPage,
  type IncomeBySource,
  type RevenueReport,
  type SettlementDetail,
  type SettlementFigures,
  type SettlementRecord,
  type SettlementRecordsPage,
  type SettlementRole,
  type SettlementStatus,
} from './mapping';
export {
  getRevenueReport,
  getSettlementRecords,
  revenueReportEndpoint,
  settlementRecordsEndpoints,
  type RevenueQuery,
  type SettlementRecordsQuery,
} from './calls';
export { agentSettlementQueryKeys } from './keys';
export { revenueReportQueryOptions, settlementRecordsQueryOptions } from './queries';
