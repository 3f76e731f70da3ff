export {
  WinnersPage,
  type LeaderboardRowView,
  type LeaderboardView,
  type WinnersFailure,
  type WinnersLoadState,
  type WinnersPageProps,
  type WinnersPeriod,
  type WinnersTab,
} from './WinnersPage';
