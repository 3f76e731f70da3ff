// @atrium/ui/missions: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 missionLeaderboard: missions, milestones and progress, the leaderboard with the player's own place
export {
  MissionsPanel,
  type LeaderboardView,
  type MilestonesView,
  type MissionPart,
  type MissionsPanelProps,
} from './MissionsPanel';
