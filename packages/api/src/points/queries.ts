import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import {
  convertPoints,
  type ConvertPointsInput,
  getPointBalance,
  getPointConfig,
  getPointRewards,
  getPointTransactions,
  getRedeemList,
  type PageRequest,
  type PointTransactionsRequest,
  redeemPointReward,
  type RedeemPointRewardInput,
} from './calls';

// ─── Balance: GET /wps/relay/MCS2_getPointBalance ────────────────────────────────────────────────────────────

export function pointBalanceQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.points.balance(),
    queryFn: ({ signal }) => getPointBalance(client, signal),
    staleTime: 30_000,
  });
}

// ─── Rewards catalogue: GET /wps/relay/getPointReward ───────────────────────────────────────────────────────

export function pointRewardsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.points.rewards(),
    queryFn: ({ signal }) => getPointRewards(client, signal),
    staleTime: 300_000,
  });
}

// ─── Redeem history: GET /wps/relay/getRedeemPointList ──────────────────────────────────────────────────────

export function redeemListQueryOptions(client: ApiClient, request: PageRequest) {
  return queryOptions({
    queryKey: queryKeys.points.redeemList(request.page, request.pageSize),
    queryFn: ({ signal }) => getRedeemList(client, request, signal),
  });
}

// ─── Configuration: GET /wps/relay/getPointConfig ───────────────────────────────────────────────────────────

export function pointConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.points.config(),
    queryFn: ({ signal }) => getPointConfig(client, signal),
    staleTime: 300_000,
  });
}

// ─── Points transaction details: GET /wps/relay/ODSFE2_MemTransDet ──────────────────────────────────────────

export function pointTransactionsQueryOptions(client: ApiClient, request: PointTransactionsRequest) {
  return queryOptions({
    queryKey: queryKeys.points.transactions(request.type ?? 'all', request.page, request.pageSize),
    queryFn: ({ signal }) => getPointTransactions(client, request, signal),
  });
}

// ─── Redeem and convert (enc, password checked) ─────────────────────────────────────────────────────────────

/** Money-moving: never retried on its own. Points and the wallet change, so both are refetched. */
export function redeemPointRewardMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.points.all, 'redeem'],
    mutationFn: (input: RedeemPointRewardInput) => redeemPointReward(client, input),
    retry: false,
    onSuccess: (_data, _input, _result, { client: queryClient }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.points.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}

/** Money-moving: never retried on its own. */
export function convertPointsMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.points.all, 'convert'],
    mutationFn: (input: ConvertPointsInput) => convertPoints(client, input),
    retry: false,
    onSuccess: (_data, _input, _result, { client: queryClient }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.points.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}
