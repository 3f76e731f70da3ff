import { moneyQueryKeys } from '../moneyQueryKeys';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { retryTransientOnce } from '../errors';
import {
  addBankCard,
  type AddBankCardInput,
  confirmReceipt,
  type ConfirmReceiptInput,
  getBankCards,
  getPendingConfirmations,
  getWithdrawals,
  getWithdrawInfo,
  requestWithdrawal,
  uploadPaymentProof,
  type ProofUploadInput,
  type WithdrawInput,
} from './calls';
import { sentOnceMutationOptions } from '../mutations';

/**
 * Queries re-read after every change; mutations never retry (money moves, or a card is bound). After a withdrawal or
 * a receipt answer every wallet query is refetched (the withdraw keys live under the wallet root), so the header
 * balance, the withdrawable amount and the lists all show the new figures.
 */

export function withdrawInfoQueryOptions(client: ApiClient) {
  return readQueryOptions(moneyQueryKeys.withdraw.info(), getWithdrawInfo, client, 10_000);
}

export function bankCardsQueryOptions(client: ApiClient) {
  return readQueryOptions(moneyQueryKeys.withdraw.bankCards(), getBankCards, client, 60_000);
}

export function withdrawalsQueryOptions(client: ApiClient, page = 1, pageSize = 20) {
  return queryOptions({
    queryKey: moneyQueryKeys.withdraw.list(page, pageSize),
    queryFn: ({ signal }) => getWithdrawals(client, { page, pageSize }, signal),
    retry: retryTransientOnce,
    staleTime: 5_000,
  });
}

export function pendingConfirmationsQueryOptions(client: ApiClient) {
  return readQueryOptions(moneyQueryKeys.withdraw.confirmations(), getPendingConfirmations, client, 5_000);
}

export function addBankCardMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: [...moneyQueryKeys.withdraw.all, 'addBankCard'],
    mutationFn: (input: AddBankCardInput) => addBankCard(client, input),
    retry: false,
    onSuccess: () => queryClient?.invalidateQueries({ queryKey: moneyQueryKeys.withdraw.bankCards() }),
  });
}

export function withdrawMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: [...moneyQueryKeys.withdraw.all, 'request'],
    mutationFn: (input: WithdrawInput) => requestWithdrawal(client, input),
    retry: false,
    onSuccess: () => queryClient?.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}

export function confirmReceiptMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: [...moneyQueryKeys.withdraw.all, 'confirmReceipt'],
    mutationFn: (input: ConfirmReceiptInput) => confirmReceipt(client, input),
    retry: false,
    onSuccess: () => queryClient?.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}

export function proofUploadMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions([...moneyQueryKeys.withdraw.all, 'uploadProof'], (input: ProofUploadInput) =>
    uploadPaymentProof(client, input),
  );
}
