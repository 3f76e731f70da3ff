export {
  TEAM_BETTING_GAME_KINDS,
  TeamBetting,
  type TeamBettingFilters,
  type TeamBettingGameKind,
  type TeamBettingPageData,
  type TeamBettingProps,
  type TeamBettingRowData,
} from './TeamBetting';
