import { memberFetchPlan, type Role } from '@atrium/domain/session';
import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { getConsolidatedFunds, getMerchantWallet, getWalletBalance } from './calls';

// ─── Balance ────────────────────────────────────────────────────────────────────────────────────────────────

export function walletBalanceQueryOptions(client: ApiClient, enabled = true) {
  return readQueryOptions(queryKeys.wallet.balance(), getWalletBalance, client, 10_000, enabled);
}

// ─── Consolidated funds and contract flags ──────────────────────────────────────────────────────────────────

/**
 * Runs only when the domain's `memberFetchPlan` says so (§6: not for guests or trial accounts, and only with
 * AGENTPOLICY3 on).
 */
export function consolidatedFundsQueryOptions(client: ApiClient, role: Role, agentPolicyOn: boolean) {
  return readQueryOptions(
    queryKeys.wallet.consolidated(),
    getConsolidatedFunds,
    client,
    60_000,
    memberFetchPlan(role, agentPolicyOn).consolidatedFunds,
  );
}

// ─── Merchant wallet (designed) ─────────────────────────────────────────────────────────────────────────────

/** Cached for the visit (§7 "cached"). */
export function merchantWalletQueryOptions(client: ApiClient) {
  return readQueryOptions(queryKeys.wallet.merchantWallet(), getMerchantWallet, client, Infinity);
}
