import type * as z from 'zod/mini';
import {
  activityAction,
  activityCall,
  type ActivityAction,
  type ActivityCall,
  type ActivityKind,
  type ActivityStatus,
} from '@atrium/domain/points';
import type {
  ActivityResultWire,
  MissionLeaderboardWire,
  MissionMilestonesWire,
  MissionSummaryWire,
  activityKindSchema,
} from './schemas';

/** The reward centre's models and the wire → model mapping. */

export interface Activity {
  readonly id: string;
  readonly title: string;
  readonly kind: ActivityKind;
  readonly status: ActivityStatus;
  /** Join or claim when the status allows it (domain `activityAction`), else null. */
  readonly action: ActivityAction | null;
  /** The call that action makes for this kind of activity (domain `activityCall`); null when there is none. */
  readonly call: ActivityCall | null;
  readonly progress: number;
  readonly target: number;
  readonly rewardAmount: number | null;
  readonly requiresApplication: boolean;
  readonly startsAt: number;
  readonly endsAt: number | null;
}

export interface MissionSummary {
  readonly actionableCount: number;
  readonly activities: readonly Activity[];
}

const KINDS: Readonly<Record<z.infer<typeof activityKindSchema>, ActivityKind>> = {
  MISSION: 'mission',
  SIGNUP: 'signup',
  RAFFLE: 'raffle',
};

/** Activities in a status the client does not know are left out. */
export function toMissionSummary(wire: MissionSummaryWire): MissionSummary {
  return {
    actionableCount: wire.actionableCount,
    activities: wire.list.flatMap((a) =>
      a.status
        ? [
            {
              id: a.promotionId,
              title: a.title,
              kind: KINDS[a.kind],
              status: a.status,
              action: activityAction(a.status),
              call: activityCall(KINDS[a.kind], a.status),
              progress: a.progress,
              target: a.target,
              rewardAmount: a.rewardAmount ?? null,
              requiresApplication: a.requiresApplication,
              startsAt: a.startTime,
              endsAt: a.endTime ?? null,
            },
          ]
        : [],
    ),
  };
}

export interface LeaderboardEntry {
  readonly rank: number;
  readonly name: string;
  readonly score: number;
  readonly prize: number | null;
}

export interface MissionLeaderboard {
  readonly entries: readonly LeaderboardEntry[];
  /** The player's own standing; rank null when unranked. */
  readonly mine: { readonly rank: number | null; readonly score: number } | null;
  readonly page: number;
  readonly totalPages: number;
}

export function toMissionLeaderboard(wire: MissionLeaderboardWire): MissionLeaderboard {
  return {
    entries: wire.list.map((e) => ({ rank: e.rank, name: e.customerName, score: e.score, prize: e.prize ?? null })),
    mine: wire.footer ? { rank: wire.footer.rank ?? null, score: wire.footer.reachedValue } : null,
    page: wire.pageNo,
    totalPages: wire.totalPages,
  };
}

export interface Milestone {
  readonly target: number;
  readonly rewardAmount: number | null;
  readonly isReached: boolean;
}

export interface MissionMilestones {
  readonly missionId: string;
  readonly reached: number;
  /** In ascending order of target. */
  readonly milestones: readonly Milestone[];
}

export function toMissionMilestones(wire: MissionMilestonesWire): MissionMilestones {
  return {
    missionId: wire.missionId,
    reached: wire.reachedValue,
    milestones: [...wire.milestones]
      .sort((a, b) => a.targetValue - b.targetValue)
      .map((m) => ({
        target: m.targetValue,
        rewardAmount: m.rewardAmount ?? null,
        isReached: wire.reachedValue >= m.targetValue,
      })),
  };
}

export interface ActivityResult {
  readonly id: string;
  /** The activity's new status (Joined, Applying, Claimed…), null if the client does not know it. */
  readonly status: ActivityStatus | null;
  readonly amount: number;
  readonly balance: number | null;
  readonly prizeName: string | null;
}

export function toActivityResult(wire: ActivityResultWire): ActivityResult {
  return {
    id: wire.promotionId,
    status: wire.status,
    amount: wire.amount,
    balance: wire.balance ?? null,
    prizeName: wire.prizeName ?? null,
  };
}
