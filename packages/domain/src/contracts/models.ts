/**
 * The client's contract models (spec §3 / §4 / §6, docs/centres.md "Contracts"): what the api hands out and the ui
 * shows, declared once here so that neither re-declares the other's shape. Money in cents, rates in percent.
 */
import type { ContractOfferAction, ContractOfferState, ContractPeriod, ContractType } from './contracts';
import type { ContractGameKind, ContractOfferStatus, SalaryRate } from './offers';

/** One tier of a contract's terms, by the contract's type. */
export type ContractOfferTier =
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

/** The tiers of one game kind. */
export interface ContractOfferGame {
  readonly gameKind: ContractGameKind;
  readonly tiers: readonly ContractOfferTier[];
}

/** An offer waiting for the signed-in member's answer (the contract popup, §2 Popups, §4 Contract offers). */
export interface ContractOffer {
  /** Unique across the four types: the popup's key and the put-off marker's. */
  readonly key: string;
  readonly contractType: ContractType;
  /** What the answer names: the game kind of a dividend offer, the id of a salary offer. */
  readonly ref: string;
  readonly status: ContractOfferStatus;
  readonly uplineName: string | null;
  readonly period: ContractPeriod | null;
  readonly downlineHigherRate: boolean;
  /** Tiers grouped by game kind, in the domain's order; a kind the client does not know is left out. */
  readonly games: readonly ContractOfferGame[];
}

/** A contract between the caller and its upline or one of its downlines (§3, §6 Agent). */
export interface Contract {
  readonly id: string;
  readonly type: ContractType;
  readonly role: 'upline' | 'downline';
  readonly upline: { readonly id: string; readonly name: string };
  readonly downline: { readonly id: string; readonly name: string };
  readonly state: ContractOfferState;
  readonly rate: number;
  readonly period: ContractPeriod | null;
  readonly validBet: number;
  readonly profitLoss: number;
  readonly activeMembers: number;
  readonly betAmount: number;
  readonly createdAt: number;
  readonly updatedAt: number | null;
  readonly currentPeriod: { readonly start: string; readonly end: string } | null;
  readonly nextSettlementAt: number | null;
  /** What the caller may do now, by the domain's offer rules. */
  readonly actions: readonly ContractOfferAction[];
  /** The terms per game kind, in the domain's order (empty on a single-rate contract). */
  readonly games: readonly ContractOfferGame[];
  /** When this row is a question to the downline: P a new offer, E new terms, V a request to end it. */
  readonly request: ContractOfferStatus | null;
}

/** A contract change's outcome: the contract and the ones the platform ended because this one was accepted. */
export interface ContractActionResult {
  readonly contract: Contract;
  readonly autoTerminated: readonly string[];
}
