import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import {
  claimRaffle,
  getMissionLeaderboard,
  getMissionMilestones,
  getMissionSummary,
  joinPromotion,
  requestReward,
  type LeaderboardRequest,
  type RequestRewardInput,
} from './calls';
import type { ActivityResult } from './mapping';

export function missionSummaryQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.promotions.missions(),
    queryFn: ({ signal }) => getMissionSummary(client, signal),
    staleTime: 30_000,
  });
}

export function missionLeaderboardQueryOptions(client: ApiClient, request: LeaderboardRequest) {
  return queryOptions({
    queryKey: queryKeys.promotions.leaderboard(request.missionId, request.page, request.pageSize),
    queryFn: ({ signal }) => getMissionLeaderboard(client, request, signal),
  });
}

export function missionMilestonesQueryOptions(client: ApiClient, missionId: string) {
  return queryOptions({
    queryKey: [...queryKeys.promotions.all, 'milestones', missionId] as const,
    queryFn: ({ signal }) => getMissionMilestones(client, missionId, signal),
    staleTime: 30_000,
  });
}

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
