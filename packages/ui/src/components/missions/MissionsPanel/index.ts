export { MissionsPanel, type MissionsPanelProps } from './MissionsPanel';
export type { LeaderboardView, MilestonesView, MissionPart } from './types';
