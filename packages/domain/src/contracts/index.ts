// @atrium/domain/contracts: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §3 / §4 / §9 Contracts: types, periods, offers, automatic termination, settlement times
export {
  CONTRACT_PERIODS,
  CONTRACT_TYPES,
  REALTIME_SALARY_INTERVAL_MS,
  acceptContractOffer,
  contractOfferStates,
  contractOfferTransition,
  contractPeriodRange,
  dailyWagePayDate,
  isSalaryContract,
  nextRealtimeSettlement,
  type ContractAcceptanceError,
  type ContractAcceptanceOutcome,
  type ContractOfferAction,
  type ContractOfferActor,
  type ContractOfferState,
  type ContractOfferTransition,
  type ContractOfferTransitionError,
  type ContractPeriod,
  type ContractPeriodRange,
  type ContractRecord,
  type ContractType,
} from './contracts';
// §2 contract popup, §4 offers and the higher-rate confirmation (CENTRES.md status codes)
export {
  CONTRACT_GAME_KINDS,
  CONTRACT_OFFER_STATUSES,
  contractAnswerChoices,
  contractAnswerCode,
  contractPopupMarker,
  isContractGameKind,
  isContractOfferStatus,
  needsHigherRateConfirmation,
  orderContractOffers,
  readHigherRateFlag,
  readSalaryRate,
  shouldOpenContractPopup,
  type ContractAnswer,
  type ContractAnswerChoice,
  type ContractAnswerCode,
  type ContractGameKind,
  type ContractOfferStatus,
  type SalaryRate,
} from './offers';
// §6 who receives the contract popup (its own module: the start-up chunk's host reads it)
export { mayReceiveContractOffers } from './audience';
