import type {
  ContractAnswer,
  ContractOffer,
  ContractOfferStatus,
  ContractOfferTier,
  ContractType,
} from '@atrium/domain/contracts';

/** One tier of an offer's terms, money in cents: the domain's model. */
export type ContractTierView = ContractOfferTier;

/** An offer waiting for the member's answer: the domain's model, less what only the answer call needs. */
export type ContractOfferView = Omit<ContractOffer, 'ref'>;

/** The answer just given, shown above the next offer (or alone once none is left). */
export interface ContractAnswerResultView {
  readonly contractType: ContractType;
  readonly answer: ContractAnswer;
  /** The offer's status when answered: a V offer's reject keeps the contract. */
  readonly status: ContractOfferStatus;
}
