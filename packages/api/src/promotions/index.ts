/**
 * Promotions and missions of the reward centre (§2 rewardCenter, missionLeaderboard, badges; §4 activity statuses;
 * §5 activity application; §7 the mission, join, reward and raffle relay calls).
 */
export type { ActivityCall, ActivityKind } from '@atrium/domain/points';
export {
  activityKindSchema,
  activityWireSchema,
  missionLeaderboardSchema,
  missionMilestonesSchema,
  missionSummarySchema,
  type ActivityResultWire,
  type MissionLeaderboardWire,
  type MissionMilestonesWire,
  type MissionSummaryWire,
} from './schemas';
export {
  toMissionLeaderboard,
  toMissionMilestones,
  toMissionSummary,
  type Activity,
  type ActivityResult,
  type LeaderboardEntry,
  type Milestone,
  type MissionLeaderboard,
  type MissionMilestones,
  type MissionSummary,
} from './mapping';
export {
  claimRaffle,
  claimRaffleEndpoint,
  getMissionLeaderboard,
  getMissionMilestones,
  getMissionSummary,
  joinPromotion,
  joinPromotionEndpoint,
  missionLeaderboardEndpoint,
  missionMilestonesEndpoint,
  missionSummaryEndpoint,
  requestReward,
  requestRewardEndpoint,
  type ApplicationImage,
  type LeaderboardRequest,
  type RequestRewardInput,
} from './calls';
export {
  activityActionMutationOptions,
  claimRaffleMutationOptions,
  joinPromotionMutationOptions,
  missionLeaderboardQueryOptions,
  missionMilestonesQueryOptions,
  missionSummaryQueryOptions,
  requestRewardMutationOptions,
  type ActivityActionInput,
} from './queries';
