export {
  ALL_DOWNLINES,
  canPromote,
  filterDownlines,
  rebateProblem,
  sortDownlines,
  type DownlineFilter,
  type DownlineKind,
  type DownlineRow,
  type DownlineSortKey,
  type DownlineStatus,
  type RebateProblem,
} from './team';
