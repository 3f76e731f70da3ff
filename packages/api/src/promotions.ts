import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  activityAction,
  activityCall,
  parseActivityStatus,
  type ActivityAction,
  type ActivityCall,
  type ActivityKind,
  type ActivityStatus,
} from '@atrium/domain/points';
import type { FileDescriptor } from '@atrium/domain/validation';
import type { ApiClient, Endpoint } from './client';
import { queryKeys } from './queryKeys';

export type { ActivityCall, ActivityKind };

/**
 * Promotions and missions of the reward centre (spec §2 rewardCenter, missionLeaderboard, badges; §4 "Activity
 * statuses: Join, Claim, Applying, Close, Rejected, Issued, Claimed, Process, Joined, Signed, coming soon"; §5
 * activity application; §7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard, MCSFE_signUpPromotionJoin,
 * MCSFE_signUpRequestReward, MCS2_claimRafflePromotion; docs/centres.md MCSFE_getMissionMilestones {missionId} and the
 * leaderboard's footer {rank, reachedValue}). The shapes are not known (docs/protocol.md): they are designed around the
 * activity statuses and implemented by the demo platform. Reads are GETs, changes POSTs (assumed).
 */

const MODULE_ID = 'REWCEN3';

// ─── Summary: GET /wps/relay/MCSFE_getMissionSummaryDetails ─────────────────────────────────────────────────

export const activityKindSchema = z.enum(['MISSION', 'SIGNUP', 'RAFFLE']);

export const activityWireSchema = z.object({
  promotionId: z.string(),
  title: z.string(),
  /** MISSION: reach a target; SIGNUP: join, then request the reward; RAFFLE: a prize drawn for the player. */
  kind: activityKindSchema,
  /** An activity status label (§4), e.g. "Join", "coming soon". */
  status: z.pipe(
    z.string(),
    z.transform((raw: string) => parseActivityStatus(raw)),
  ),
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

export const missionSummaryEndpoint: Endpoint<MissionSummaryWire> = {
  id: 'promotions.missionSummary',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  moduleId: MODULE_ID,
  needsToken: true,
  value: missionSummarySchema,
};

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

export async function getMissionSummary(client: ApiClient, signal?: AbortSignal): Promise<MissionSummary> {
  return toMissionSummary(await client.call(missionSummaryEndpoint, { signal }));
}

export function missionSummaryQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.promotions.missions(),
    queryFn: ({ signal }) => getMissionSummary(client, signal),
    staleTime: 30_000,
  });
}

// ─── Leaderboard: GET /wps/relay/MCSFE_getMissionLeaderboard ────────────────────────────────────────────────

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

export interface LeaderboardRequest {
  readonly missionId: string;
  readonly page: number;
  readonly pageSize: number;
}

export const missionLeaderboardEndpoint: Endpoint<MissionLeaderboardWire> = {
  id: 'promotions.missionLeaderboard',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  moduleId: MODULE_ID,
  needsToken: true,
  value: missionLeaderboardSchema,
};

export function toMissionLeaderboard(wire: MissionLeaderboardWire): MissionLeaderboard {
  return {
    entries: wire.list.map((e) => ({ rank: e.rank, name: e.customerName, score: e.score, prize: e.prize ?? null })),
    mine: wire.footer ? { rank: wire.footer.rank ?? null, score: wire.footer.reachedValue } : null,
    page: wire.pageNo,
    totalPages: wire.totalPages,
  };
}

export async function getMissionLeaderboard(
  client: ApiClient,
  request: LeaderboardRequest,
  signal?: AbortSignal,
): Promise<MissionLeaderboard> {
  const query = { missionId: request.missionId, pageNo: request.page, pageSize: request.pageSize };
  return toMissionLeaderboard(await client.call(missionLeaderboardEndpoint, { query, signal }));
}

export function missionLeaderboardQueryOptions(client: ApiClient, request: LeaderboardRequest) {
  return queryOptions({
    queryKey: queryKeys.promotions.leaderboard(request.missionId, request.page, request.pageSize),
    queryFn: ({ signal }) => getMissionLeaderboard(client, request, signal),
  });
}

// ─── Milestones: GET /wps/relay/MCSFE_getMissionMilestones ──────────────────────────────────────────────────

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

export const missionMilestonesEndpoint: Endpoint<MissionMilestonesWire> = {
  id: 'promotions.missionMilestones',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionMilestones',
  moduleId: MODULE_ID,
  needsToken: true,
  value: missionMilestonesSchema,
};

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

export async function getMissionMilestones(
  client: ApiClient,
  missionId: string,
  signal?: AbortSignal,
): Promise<MissionMilestones> {
  return toMissionMilestones(await client.call(missionMilestonesEndpoint, { query: { missionId }, signal }));
}

export function missionMilestonesQueryOptions(client: ApiClient, missionId: string) {
  return queryOptions({
    queryKey: [...queryKeys.promotions.all, 'milestones', missionId] as const,
    queryFn: ({ signal }) => getMissionMilestones(client, missionId, signal),
    staleTime: 30_000,
  });
}

// ─── Join: POST /wps/relay/MCSFE_signUpPromotionJoin ────────────────────────────────────────────────────────

const statusResultSchema = z.object({
  promotionId: z.string(),
  status: z.pipe(
    z.string(),
    z.transform((raw: string) => parseActivityStatus(raw)),
  ),
  /** Credited to the wallet by this call (0 when nothing was paid). */
  amount: z._default(z.number(), 0),
  /** The wallet balance after the call, when it changed. */
  balance: z.nullish(z.number()),
  /** A raffle's prize name. */
  prizeName: z.nullish(z.string()),
});
export type ActivityResultWire = z.infer<typeof statusResultSchema>;

export interface ActivityResult {
  readonly id: string;
  /** The activity's new status (Joined, Applying, Claimed…), null if the client does not know it. */
  readonly status: ActivityStatus | null;
  readonly amount: number;
  readonly balance: number | null;
  readonly prizeName: string | null;
}

function toActivityResult(wire: ActivityResultWire): ActivityResult {
  return {
    id: wire.promotionId,
    status: wire.status,
    amount: wire.amount,
    balance: wire.balance ?? null,
    prizeName: wire.prizeName ?? null,
  };
}

export const joinPromotionEndpoint: Endpoint<ActivityResultWire> = {
  id: 'promotions.join',
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpPromotionJoin',
  moduleId: MODULE_ID,
  needsToken: true,
  value: statusResultSchema,
};

export async function joinPromotion(client: ApiClient, promotionId: string): Promise<ActivityResult> {
  return toActivityResult(await client.call(joinPromotionEndpoint, { body: { promotionId } }));
}

// ─── Request the reward: POST /wps/relay/MCSFE_signUpRequestReward ──────────────────────────────────────────

/** An image of an activity application: what the domain checks (name, type, size) and the bytes as base64. */
export interface ApplicationImage extends FileDescriptor {
  readonly base64: string;
}

export interface RequestRewardInput {
  readonly promotionId: string;
  /** For activities that require an application (§5: at most 140 characters). */
  readonly remark?: string | undefined;
  /** At most 3 png or jpg images of 5 MB each (§5); validate with the domain's `validateActivityApplication`. */
  readonly images?: readonly ApplicationImage[] | undefined;
}

export const requestRewardEndpoint: Endpoint<ActivityResultWire> = {
  id: 'promotions.requestReward',
  method: 'POST',
  path: '/wps/relay/MCSFE_signUpRequestReward',
  moduleId: MODULE_ID,
  needsToken: true,
  value: statusResultSchema,
};

export async function requestReward(client: ApiClient, input: RequestRewardInput): Promise<ActivityResult> {
  const body = {
    promotionId: input.promotionId,
    remark: input.remark ?? '',
    images: (input.images ?? []).map((i) => ({ name: i.name, type: i.type, size: i.size, content: i.base64 })),
  };
  return toActivityResult(await client.call(requestRewardEndpoint, { body }));
}

// ─── Raffle: POST /wps/relay/MCS2_claimRafflePromotion ──────────────────────────────────────────────────────

export const claimRaffleEndpoint: Endpoint<ActivityResultWire> = {
  id: 'promotions.claimRaffle',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  moduleId: MODULE_ID,
  needsToken: true,
  value: statusResultSchema,
};

export async function claimRaffle(client: ApiClient, promotionId: string): Promise<ActivityResult> {
  return toActivityResult(await client.call(claimRaffleEndpoint, { body: { promotionId } }));
}

// ─── Mutation options ───────────────────────────────────────────────────────────────────────────────────────

/**
 * After every join or claim: the reward centre and the missions (their statuses and badges), the member details (the
 * header's notice count reads `availablePromoCount`), and the wallet when money was paid.
 */
function refreshAfter(queryClient: QueryClient, paid: boolean) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.member.info() }),
    paid ? queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }) : undefined,
  ]);
}

export function joinPromotionMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.promotions.all, 'join'],
    mutationFn: (promotionId: string) => joinPromotion(client, promotionId),
    retry: false,
    onSuccess: (_data, _id, _result, { client: queryClient }) => refreshAfter(queryClient, false),
  });
}

/** Money-moving (a reward is paid unless it goes to review): never retried on its own. */
export function requestRewardMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.promotions.all, 'requestReward'],
    mutationFn: (input: RequestRewardInput) => requestReward(client, input),
    retry: false,
    onSuccess: (data, _input, _result, { client: queryClient }) => refreshAfter(queryClient, data.amount > 0),
  });
}

/** Money-moving: never retried on its own. */
export function claimRaffleMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.promotions.all, 'claimRaffle'],
    mutationFn: (promotionId: string) => claimRaffle(client, promotionId),
    retry: false,
    onSuccess: (data, _id, _result, { client: queryClient }) => refreshAfter(queryClient, data.amount > 0),
  });
}

/** A player's action on an activity: the call its status allows and, for a reviewed reward, the application. */
export type ActivityActionInput =
  | { readonly call: 'join'; readonly id: string }
  | { readonly call: 'claimRaffle'; readonly id: string }
  | ({ readonly call: 'requestReward'; readonly id: string } & Omit<RequestRewardInput, 'promotionId'>);

/**
 * Any of the three actions behind one mutation, so a page holds one submit guard for all its buttons: one action at a
 * time, whichever card it starts from. Money-moving: never retried on its own.
 */
export function activityActionMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.promotions.all, 'action'],
    mutationFn: (input: ActivityActionInput): Promise<ActivityResult> => {
      switch (input.call) {
        case 'join':
          return joinPromotion(client, input.id);
        case 'claimRaffle':
          return claimRaffle(client, input.id);
        case 'requestReward':
          return requestReward(client, { promotionId: input.id, remark: input.remark, images: input.images });
      }
    },
    retry: false,
    onSuccess: (data, _input, _result, { client: queryClient }) => refreshAfter(queryClient, data.amount > 0),
  });
}
