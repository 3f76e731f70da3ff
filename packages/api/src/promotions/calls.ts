import { caller } from '../endpoints';
import type { FileDescriptor } from '@atrium/domain/validation';
import type { ApiClient, Endpoint } from '../client';
import {
  toActivityResult,
  toMissionLeaderboard,
  toMissionMilestones,
  toMissionSummary,
  type ActivityResult,
  type MissionMilestones,
  type MissionSummary,
} from './mapping';
import {
  missionLeaderboardSchema,
  missionMilestonesSchema,
  missionSummarySchema,
  statusResultSchema,
  type ActivityResultWire,
  type MissionLeaderboardWire,
  type MissionMilestonesWire,
  type MissionSummaryWire,
} from './schemas';

/**
 * Promotions and missions of the reward centre (spec §2 rewardCenter, missionLeaderboard, badges; §4 "Activity
 * statuses: Join, Claim, Applying, Close, Rejected, Issued, Claimed, Process, Joined, Signed, coming soon"; §5
 * activity application; §7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard, MCSFE_signUpPromotionJoin,
 * MCSFE_signUpRequestReward, MCS2_claimRafflePromotion; docs/centres.md MCSFE_getMissionMilestones {missionId} and the
 * leaderboard's footer {rank, reachedValue}). The shapes are not known (docs/protocol.md): they are designed around the
 * activity statuses and implemented by the demo platform. Reads are GETs, changes POSTs (assumed).
 */

const MODULE_ID = 'REWCEN3';

/** A reward-centre relay call: reads are GETs, changes POSTs (assumed). */
function rewardCentreEndpoint<T>(
  id: string,
  method: 'GET' | 'POST',
  relay: string,
  value: Endpoint<T>['value'],
): Endpoint<T> {
  return { id: `promotions.${id}`, method, path: `/wps/relay/${relay}`, moduleId: MODULE_ID, needsToken: true, value };
}

export const missionSummaryEndpoint: Endpoint<MissionSummaryWire> = rewardCentreEndpoint(
  'missionSummary',
  'GET',
  'MCSFE_getMissionSummaryDetails',
  missionSummarySchema,
);

export async function getMissionSummary(client: ApiClient, signal?: AbortSignal): Promise<MissionSummary> {
  return toMissionSummary(await client.call(missionSummaryEndpoint, { signal }));
}

export interface LeaderboardRequest {
  readonly missionId: string;
  readonly page: number;
  readonly pageSize: number;
}

export const missionLeaderboardEndpoint: Endpoint<MissionLeaderboardWire> = rewardCentreEndpoint(
  'missionLeaderboard',
  'GET',
  'MCSFE_getMissionLeaderboard',
  missionLeaderboardSchema,
);

export const getMissionLeaderboard = caller(
  missionLeaderboardEndpoint,
  (request: LeaderboardRequest) => ({
    query: { missionId: request.missionId, pageNo: request.page, pageSize: request.pageSize },
  }),
  toMissionLeaderboard,
);

export const missionMilestonesEndpoint: Endpoint<MissionMilestonesWire> = rewardCentreEndpoint(
  'missionMilestones',
  'GET',
  'MCSFE_getMissionMilestones',
  missionMilestonesSchema,
);

export async function getMissionMilestones(
  client: ApiClient,
  missionId: string,
  signal?: AbortSignal,
): Promise<MissionMilestones> {
  return toMissionMilestones(await client.call(missionMilestonesEndpoint, { query: { missionId }, signal }));
}

export const joinPromotionEndpoint: Endpoint<ActivityResultWire> = rewardCentreEndpoint(
  'join',
  'POST',
  'MCSFE_signUpPromotionJoin',
  statusResultSchema,
);

export async function joinPromotion(client: ApiClient, promotionId: string): Promise<ActivityResult> {
  return toActivityResult(await client.call(joinPromotionEndpoint, { body: { promotionId } }));
}

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

export const requestRewardEndpoint: Endpoint<ActivityResultWire> = rewardCentreEndpoint(
  'requestReward',
  'POST',
  'MCSFE_signUpRequestReward',
  statusResultSchema,
);

export async function requestReward(client: ApiClient, input: RequestRewardInput): Promise<ActivityResult> {
  const body = {
    promotionId: input.promotionId,
    remark: input.remark ?? '',
    images: (input.images ?? []).map((i) => ({ name: i.name, type: i.type, size: i.size, content: i.base64 })),
  };
  return toActivityResult(await client.call(requestRewardEndpoint, { body }));
}

export const claimRaffleEndpoint: Endpoint<ActivityResultWire> = rewardCentreEndpoint(
  'claimRaffle',
  'POST',
  'MCS2_claimRafflePromotion',
  statusResultSchema,
);

export async function claimRaffle(client: ApiClient, promotionId: string): Promise<ActivityResult> {
  return toActivityResult(await client.call(claimRaffleEndpoint, { body: { promotionId } }));
}
