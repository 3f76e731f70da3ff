import * as z from 'zod/mini';
import { parseActivityStatus } from '@atrium/domain/points';

/** Wire shapes of the reward centre's calls (designed: docs/protocol.md says they are not known). */

/** An activity status label (§4), e.g. "Join", "coming soon"; null when the client does not know it. */
const activityStatus = z.pipe(
  z.string(),
  z.transform((raw: string) => parseActivityStatus(raw)),
);

export const activityKindSchema = z.enum(['MISSION', 'SIGNUP', 'RAFFLE']);

export const activityWireSchema = z.object({
  promotionId: z.string(),
  title: z.string(),
  /** MISSION: reach a target; SIGNUP: join, then request the reward; RAFFLE: a prize drawn for the player. */
  kind: activityKindSchema,
  status: activityStatus,
  progress: z._default(z.number(), 0),
  target: z._default(z.number(), 0),
  /** What the reward pays, when known in advance. */
  rewardAmount: z.nullish(z.number()),
  /** Requesting the reward sends an application (remark and images) that the platform reviews. */
  requiresApplication: z._default(z.boolean(), false),
  startTime: z.number(),
  endTime: z.nullish(z.number()),
});

export const missionSummarySchema = z.object({
  /** Activities waiting for the player's action (the reward-centre badge). */
  actionableCount: z._default(z.number(), 0),
  list: z._default(z.array(activityWireSchema), []),
});
export type MissionSummaryWire = z.infer<typeof missionSummarySchema>;

const leaderboardEntrySchema = z.object({
  rank: z.number(),
  /** Masked by the platform (e.g. "me***er"). */
  customerName: z.string(),
  score: z.number(),
  prize: z.nullish(z.number()),
});

export const missionLeaderboardSchema = z.object({
  list: z._default(z.array(leaderboardEntrySchema), []),
  /** The player's own standing (docs/centres.md: footer {rank, reachedValue}); rank null or absent when unranked. */
  footer: z.nullish(z.object({ rank: z.nullish(z.number()), reachedValue: z._default(z.number(), 0) })),
  pageNo: z._default(z.number(), 1),
  totalPages: z._default(z.number(), 0),
});
export type MissionLeaderboardWire = z.infer<typeof missionLeaderboardSchema>;

const milestoneWireSchema = z.object({
  /** The value to reach (rounds, amount…), in the mission's own unit. */
  targetValue: z.number(),
  rewardAmount: z.nullish(z.number()),
});

export const missionMilestonesSchema = z.object({
  missionId: z.string(),
  /** How far the player has come, in the milestones' unit. */
  reachedValue: z._default(z.number(), 0),
  milestones: z._default(z.array(milestoneWireSchema), []),
});
export type MissionMilestonesWire = z.infer<typeof missionMilestonesSchema>;

/** What a join, a reward request or a raffle claim answers. */
export const statusResultSchema = z.object({
  promotionId: z.string(),
  status: activityStatus,
  /** Credited to the wallet by this call (0 when nothing was paid). */
  amount: z._default(z.number(), 0),
  /** The wallet balance after the call, when it changed. */
  balance: z.nullish(z.number()),
  /** A raffle's prize name. */
  prizeName: z.nullish(z.string()),
});
export type ActivityResultWire = z.infer<typeof statusResultSchema>;
