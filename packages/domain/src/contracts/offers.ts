/**
 * The contract popup's rules (spec §2 Popups "contract popup (logged in only)", §4 "Contract offers … Accepting a
 * contract with a higher rate than a downline's terminates the downline's contract automatically", §6 "With
 * AGENTPOLICY3 and not trial, a consolidated fetch runs"). docs/centres.md "Contracts" (H as read): an offer's status P
 * (new) or E (edited) is answered Accept (sends A) or Reject (sends R); V (the upline asks to terminate) is answered
 * Terminate (sends C) or Reject (sends A, which keeps the contract); a row flagged downlineHigherRate = 'Y' first asks
 * the member to confirm that accepting terminates the contract of the downline with a higher rate.
 */
import type { ContractType } from './contracts';

/** The game kinds a contract's tiers are given for (docs/centres.md), in the order the popup shows them. */
export type ContractGameKind = 'LIVE' | 'RNG' | 'CONS' | 'SPORTS' | 'LOTT' | 'FISH' | 'ELOTT' | 'PVP';

export const CONTRACT_GAME_KINDS: readonly ContractGameKind[] = [
  'LIVE',
  'RNG',
  'CONS',
  'SPORTS',
  'LOTT',
  'FISH',
  'ELOTT',
  'PVP',
];

export function isContractGameKind(value: unknown): value is ContractGameKind {
  return typeof value === 'string' && (CONTRACT_GAME_KINDS as readonly string[]).includes(value);
}

/** P a new offer, E an edited offer, V the upline asks to terminate a contract in force. */
export type ContractOfferStatus = 'P' | 'E' | 'V';

export const CONTRACT_OFFER_STATUSES: readonly ContractOfferStatus[] = ['P', 'E', 'V'];

export function isContractOfferStatus(value: unknown): value is ContractOfferStatus {
  return typeof value === 'string' && (CONTRACT_OFFER_STATUSES as readonly string[]).includes(value);
}

/** What the member may answer. */
export type ContractAnswer = 'accept' | 'reject' | 'terminate';

/** The status code an answer sends: A accepted (or, to a termination request, kept), R rejected, C terminated. */
export type ContractAnswerCode = 'A' | 'R' | 'C';

export interface ContractAnswerChoice {
  readonly answer: ContractAnswer;
  readonly sends: ContractAnswerCode;
}

const CHOICES: Readonly<Record<ContractOfferStatus, readonly ContractAnswerChoice[]>> = {
  P: [
    { answer: 'accept', sends: 'A' },
    { answer: 'reject', sends: 'R' },
  ],
  E: [
    { answer: 'accept', sends: 'A' },
    { answer: 'reject', sends: 'R' },
  ],
  V: [
    { answer: 'terminate', sends: 'C' },
    { answer: 'reject', sends: 'A' },
  ],
};

/** The answers an offer in this status allows, the first being the one that goes along with the upline. */
export function contractAnswerChoices(status: ContractOfferStatus): readonly ContractAnswerChoice[] {
  return CHOICES[status];
}

/** The code an answer sends, or null when that answer does not fit the status (terminate to a new offer). */
export function contractAnswerCode(status: ContractOfferStatus, answer: ContractAnswer): ContractAnswerCode | null {
  return CHOICES[status].find((choice) => choice.answer === answer)?.sends ?? null;
}

/**
 * Whether this answer needs the higher-rate confirmation first: only accepting, and only on an offer the platform
 * flagged. Decision: a V row's Reject also sends A, but it keeps the member's own contract as it is and so ends no
 * downline's contract: no warning.
 */
export function needsHigherRateConfirmation(
  offer: { readonly status: ContractOfferStatus; readonly downlineHigherRate: boolean },
  answer: ContractAnswer,
): boolean {
  return offer.downlineHigherRate && answer === 'accept' && offer.status !== 'V';
}

/** The flag as the platform writes it: 'Y' (or true) is set, anything else is not. */
export function readHigherRateFlag(raw: unknown): boolean {
  return raw === true || (typeof raw === 'string' && raw.trim().toUpperCase() === 'Y');
}

/** A daily or hourly salary's rate: `rateType` P is a percent of the bets, anything else a fixed amount. */
export type SalaryRate =
  { readonly kind: 'percent'; readonly percent: number } | { readonly kind: 'amount'; readonly cents: number };

export function readSalaryRate(rate: number, rateType: unknown): SalaryRate {
  return typeof rateType === 'string' && rateType.trim().toUpperCase() === 'P'
    ? { kind: 'percent', percent: rate }
    : { kind: 'amount', cents: Math.round(rate * 100) };
}

/**
 * The order offers are answered in: by contract type (dividend, daily, hourly, real-time, the spec's order), then
 * as the platform listed them. One popup shows one offer at a time, and the next after each answer.
 */
export function orderContractOffers<T extends { readonly contractType: ContractType }>(offers: readonly T[]): T[] {
  const rank: Readonly<Record<ContractType, number>> = {
    dividend: 0,
    dailySalary: 1,
    hourlySalary: 2,
    realtimeSalary: 3,
  };
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => rank[a.offer.contractType] - rank[b.offer.contractType] || a.index - b.index)
    .map(({ offer }) => offer);
}

/**
 * Whether the popup opens by itself. Decision: closing it ("later") puts off the offers pending at that moment for
 * the rest of the browser session, remembered in session storage under a marker made of the account and the offers'
 * keys. It comes back after the next sign-in (a logout clears session storage; another account does not match), and
 * as soon as an offer that was not pending then arrives (the marker no longer matches). A reload keeps it closed.
 */
export function shouldOpenContractPopup(
  account: string,
  pendingKeys: readonly string[],
  closedMarker: string | null,
): boolean {
  if (pendingKeys.length === 0) return false;
  return closedMarker !== contractPopupMarker(account, pendingKeys);
}

/** The marker that remembers which pending offers were put off: the account and their keys, in any order. */
export function contractPopupMarker(account: string, pendingKeys: readonly string[]): string {
  return `${account}:${[...pendingKeys].sort().join(',')}`;
}
