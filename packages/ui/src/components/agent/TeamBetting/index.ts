export { TeamBetting, type TeamBettingFilters, type TeamBettingProps } from './TeamBetting';
