import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { memberFetchPlan, type Role } from '@atrium/domain/session';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import {
  getConsolidatedFunds,
  getMerchantWallet,
  getWalletBalance,
  retryTransientOnce,
  transferFunds,
  type WalletTransferInput,
} from './calls';

// ─── Balance ────────────────────────────────────────────────────────────────────────────────────────────────

export function walletBalanceQueryOptions(client: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: queryKeys.wallet.balance(),
    queryFn: ({ signal }) => getWalletBalance(client, signal),
    enabled,
    retry: retryTransientOnce,
    staleTime: 10_000,
  });
}

// ─── Transfer (MONEY-MOVING) ────────────────────────────────────────────────────────────────────────────────

/**
 * Never retried (money moves). On success every wallet query is refetched, so the header balance and the wallet
 * page show the new amounts.
 */
export function walletTransferMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: queryKeys.wallet.transfer(),
    mutationFn: (input: WalletTransferInput) => transferFunds(client, input),
    retry: false,
    onSuccess: () => queryClient?.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}

// ─── Consolidated funds and contract flags ──────────────────────────────────────────────────────────────────

/**
 * Runs only when the domain's `memberFetchPlan` says so (§6: not for guests or trial accounts, and only with
 * AGENTPOLICY3 on).
 */
export function consolidatedFundsQueryOptions(client: ApiClient, role: Role, agentPolicyOn: boolean) {
  return queryOptions({
    queryKey: queryKeys.wallet.consolidated(),
    queryFn: ({ signal }) => getConsolidatedFunds(client, signal),
    enabled: memberFetchPlan(role, agentPolicyOn).consolidatedFunds,
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

// ─── Merchant wallet (designed) ─────────────────────────────────────────────────────────────────────────────

/** Cached for the visit (§7 "cached"). */
export function merchantWalletQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.wallet.merchantWallet(),
    queryFn: ({ signal }) => getMerchantWallet(client, signal),
    retry: retryTransientOnce,
    staleTime: Infinity,
  });
}
