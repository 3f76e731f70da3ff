import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ContractType } from '@atrium/domain/contracts';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import {
  answerContractOffer,
  changeContract,
  getContractOffers,
  getContracts,
  type ContractActionInput,
  type ContractAnswerInput,
} from './calls';

export function contractsQueryOptions(client: ApiClient, type: ContractType) {
  return queryOptions({
    queryKey: queryKeys.contracts.list(type),
    queryFn: ({ signal }) => getContracts(client, type, signal),
  });
}

/**
 * Every contract change: never retried on its own (it moves who is paid what). Afterwards, done or refused, every
 * contract query is read again: the lists of each type (accepting may end another contract) and the popup's offers
 * (keys under `contracts`), so that what shows is the platform's word.
 */
export function contractMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.contracts.all, 'change'],
    mutationFn: (input: ContractActionInput) => changeContract(client, input),
    retry: false,
    onSettled: (_data, _error, _input, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all }),
  });
}

/** Query keys of the popup, under `contracts` (docs/decisions/0006). */
export const contractOfferKeys = {
  all: ['contracts', 'offers'] as const,
};

/** The pending offers; `enabled` by the caller (signed in, not trial, AGENTPOLICY3: domain mayReceiveContractOffers). */
export function contractOffersQueryOptions(client: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: contractOfferKeys.all,
    queryFn: ({ signal }) => getContractOffers(client, signal),
    enabled,
  });
}

/**
 * Each answer: never retried on its own; afterwards the offers are read again (the popup moves to the next one or
 * closes) along with the contract lists an agent page may show.
 */
export function contractAnswerMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...contractOfferKeys.all, 'answer'],
    mutationFn: (input: ContractAnswerInput) => answerContractOffer(client, input),
    retry: false,
    onSettled: (_data, _error, _input, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: ['contracts'] }),
  });
}
