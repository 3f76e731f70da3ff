import type {
  ContractAnswer,
  ContractGameKind,
  ContractOfferStatus,
  ContractPeriod,
  ContractType,
  SalaryRate,
} from '@atrium/domain/contracts';

/** One tier of an offer's terms, money in cents (the api's `ContractOfferTier`, structurally). */
export type ContractTierView =
  | {
      readonly kind: 'dividend';
      readonly minimumBetCents: number;
      readonly netLossCents: number;
      readonly activeMembers: number;
      readonly ratePercent: number;
    }
  | {
      readonly kind: 'daily';
      readonly betVolumeCents: number;
      readonly activeMembers: number;
      readonly rate: SalaryRate;
    }
  | {
      readonly kind: 'hourly';
      readonly minimumBetCents: number;
      readonly activeMembers: number;
      readonly rate: SalaryRate;
    }
  | {
      readonly kind: 'realtime';
      readonly winRatePercent: number;
      readonly lossRatePercent: number;
      readonly betAmountCents: number;
    };

/** An offer waiting for the member's answer (the api's `ContractOffer`, structurally). */
export interface ContractOfferView {
  readonly key: string;
  readonly contractType: ContractType;
  readonly status: ContractOfferStatus;
  readonly uplineName: string | null;
  readonly period: ContractPeriod | null;
  readonly downlineHigherRate: boolean;
  readonly games: readonly { readonly gameKind: ContractGameKind; readonly tiers: readonly ContractTierView[] }[];
}

/** The answer just given, shown above the next offer (or alone once none is left). */
export interface ContractAnswerResultView {
  readonly contractType: ContractType;
  readonly answer: ContractAnswer;
  /** The offer's status when answered: a V offer's reject keeps the contract. */
  readonly status: ContractOfferStatus;
}
