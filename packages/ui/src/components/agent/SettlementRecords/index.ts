export {
  SettlementRecords,
  csvAmount,
  type CsvTable,
  type SettlementDetailRow,
  type SettlementFilters,
  type SettlementRecordsPageData,
  type SettlementRecordsProps,
  type SettlementRecordsType,
  type SettlementRoleValue,
  type SettlementRow,
  type SettlementStatusValue,
} from './SettlementRecords';
