import { queryOptions } from '@tanstack/react-query';
import { memberFetchPlan, type Role } from '@atrium/domain/session';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { getConsolidatedFunds, getMerchantWallet, getWalletBalance, retryTransientOnce } from './calls';

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
