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
export { addBet, betFigures, NO_BET_FIGURES, sumFigures, type BetFigures, type PlayedBet } from './figures';
