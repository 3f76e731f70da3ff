export { SettlementRecords, type SettlementFilters, type SettlementRecordsProps } from './SettlementRecords';
