/**
 * Agent contracts (§3 / §4 / §6 / §7 "Contracts"): the agent-side lists and changes of the four contract types, and
 * the contract popup's offers and answers. The models are the domain's (`@atrium/domain/contracts`).
 */
export type {
  Contract,
  ContractActionResult,
  ContractOffer,
  ContractOfferGame,
  ContractOfferTier,
} from '@atrium/domain/contracts';
export {
  contractActionResultSchema,
  contractListSchema,
  contractSchema,
  dailyOfferSchema,
  dividendOfferSchema,
  hourlyOfferSchema,
  parseContractState,
  pendingOffersSchema,
  realtimeOfferSchema,
  type ContractActionResultWire,
  type ContractListWire,
  type ContractWire,
  type PendingOffersWire,
} from './schemas';
export { ownContractRate, toContract, toContractOffers, toContracts, uplineActionsFor } from './mapping';
export {
  CONTRACT_CALLS,
  answerContractOffer,
  changeContract,
  contractActionEndpoint,
  contractAnswerEndpoint,
  contractAnswerParams,
  contractListEndpoint,
  getContractOffers,
  getContracts,
  pendingOffersEndpoint,
  type ContractActionInput,
  type ContractAnswerInput,
  type ContractDecisionInput,
  type ContractOfferInput,
  type ContractTermsInput,
  type ContractUplineInput,
} from './calls';
export {
  contractAnswerMutationOptions,
  contractMutationOptions,
  contractOfferKeys,
  contractOffersQueryOptions,
  contractsQueryOptions,
} from './queries';
