import { moneyQueryKeys } from '../moneyQueryKeys';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import {
  cancelDepositOrder,
  createDepositOrder,
  type CreateDepositInput,
  getDepositMethods,
  getDepositOrders,
} from './calls';
import type { DepositOrder } from './mapping';

// ─── Methods and channels ───────────────────────────────────────────────────────────────────────────────────

/** Channel names and fee notes may be worded per language, so the language is part of the key. */
export function depositMethodsQueryOptions(client: ApiClient, language: string, enabled = true) {
  return readQueryOptions(moneyQueryKeys.deposit.methods(language), getDepositMethods, client, 60_000, enabled);
}

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────────────────

/** How often the page asks again while an order waits for approval (the platform pushes nothing to this page). */
export const PENDING_DEPOSIT_POLL_MS = 5_000;

export function hasPendingDeposit(orders: readonly DepositOrder[] | undefined): boolean {
  return (orders ?? []).some((order) => order.status === 'pending');
}

/** The member's latest orders; asked again every few seconds while one is pending, so its approval shows. */
export function depositOrdersQueryOptions(client: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: moneyQueryKeys.deposit.orders(),
    queryFn: ({ signal }) => getDepositOrders(client, signal),
    enabled,
    retry: retryTransientOnce,
    staleTime: 0,
    refetchInterval: (query) => (hasPendingDeposit(query.state.data) ? PENDING_DEPOSIT_POLL_MS : false),
  });
}

// ─── Create an order (MONEY-MOVING) ─────────────────────────────────────────────────────────────────────────

/**
 * Never retried (money moves). On success the orders are refetched (the new one shows with its reference); the
 * balance moves only when the platform approves the order, which `depositOrdersQueryOptions` notices.
 */
export function createDepositMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: moneyQueryKeys.deposit.create(),
    mutationFn: (input: CreateDepositInput) => createDepositOrder(client, input),
    retry: false,
    onSuccess: (order) => {
      queryClient?.setQueryData<DepositOrder[]>(moneyQueryKeys.deposit.orders(), (orders) => [
        order,
        ...(orders ?? []).filter((o) => o.reference !== order.reference),
      ]);
      return queryClient?.invalidateQueries({ queryKey: moneyQueryKeys.deposit.orders() });
    },
  });
}

/** Cancelling changes state: never retried, like every action the member starts. */
export function cancelDepositMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: moneyQueryKeys.deposit.cancel(),
    mutationFn: (reference: string) => cancelDepositOrder(client, reference),
    retry: false,
    onSuccess: () => queryClient?.invalidateQueries({ queryKey: moneyQueryKeys.deposit.orders() }),
  });
}
