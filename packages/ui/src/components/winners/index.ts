// @atrium/ui/winners: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 Other screens: winner lists (per game category) and the leaderboard
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
