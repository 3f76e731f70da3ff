import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  CONTRACT_GAME_KINDS,
  CONTRACT_PERIODS,
  contractOfferTransition,
  isContractGameKind,
  isContractOfferStatus,
  readSalaryRate,
  uplineContractActions,
  type ContractGameKind,
  type ContractOfferAction,
  type ContractOfferState,
  type ContractOfferStatus,
  type ContractPeriod,
  type ContractTierNumbers,
  type ContractType,
  type UplineContractAction,
} from '@atrium/domain/contracts';
import type { ApiClient, Endpoint } from './client';
import type { ContractOfferGame, ContractOfferTier } from './contracts/offers';
import { ApiError, messageKeyFor } from './errors';
import { queryKeys } from './queryKeys';

/**
 * Agent contracts (spec §1, §3 "Contract: period valid bet, period profit and loss, active members, rate, bet
 * amount daily or per hour. Periods: D, W, H, M"; §4 "Contract offers"; §6 Agent; §7 "Contracts"; §9).
 *
 * One relay call per contract type, each with an `action` (designed: docs/protocol.md says the shapes are not known):
 * - `GET  /wps/relay/{NAME}?action=list`: the contracts the caller offered (role UPLINE) or received (DOWNLINE).
 *   The spec calls the dividend and daily-salary calls "GETs"; the list is that GET.
 * - `POST /wps/relay/{NAME}` `{ action: 'offer' | 'accept' | 'reject' | 'terminate', … }`: the changes.
 * The platform enforces the domain's rules (only the downline answers an offer, only the upline terminates,
 * accepting a higher rate ends the current contract of that type); every change is `retry: false`.
 *
 * The upline's offer with tiers per game kind (assumed, like the rest): `{ action: 'offer', downlineId, period?,
 * tiers }` asks a downline that holds no such contract (status P), `{ action: 'edit', contractId, period?, tiers }`
 * proposes new terms for one in force (E), `{ action: 'requestTerminate', contractId }` asks to end it (V). The
 * downline answers in its contract popup (`./contracts/offers.ts`); until then the list carries the question as a
 * pending row with its `request` (P, E or V), and a turned-down one as a rejected row.
 */

interface ContractCall {
  readonly relay: string;
  readonly moduleId: string;
}

/** The relay call and `ModuleId` of each contract type (docs/protocol.md module ids). */
export const CONTRACT_CALLS: Readonly<Record<ContractType, ContractCall>> = {
  dividend: { relay: 'MCS2_processDividendReq', moduleId: 'SIGNCONDIV3' },
  dailySalary: { relay: 'MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3' },
  hourlySalary: { relay: 'MCS2_processContractHourSalary', moduleId: 'HOURSAL3' },
  realtimeSalary: { relay: 'MCSFE_processRealTimeSalaryContract', moduleId: 'RTSALARY3' },
};

const STATE_LABELS: ReadonlyMap<string, ContractOfferState> = new Map([
  ['pending', 'pending'],
  ['accepted', 'accepted'],
  ['rejected', 'rejected'],
  ['terminated', 'terminated'],
  ['ended', 'ended'],
]);

/** Reads "Accepted", "ACCEPTED", "accepted"…; null when unknown. */
export function parseContractState(raw: unknown): ContractOfferState | null {
  if (typeof raw !== 'string') return null;
  return STATE_LABELS.get(raw.trim().toLowerCase()) ?? null;
}

const optionalNumber = z.optional(z.nullable(z.number()));

/** One tier of a contract's terms, the union of every type's terms (docs/centres.md "Contracts"). */
const contractTierSchema = z.object({
  gameType: z.string(),
  minimumBet: optionalNumber,
  netLoss: optionalNumber,
  betVolume: optionalNumber,
  betAmount: optionalNumber,
  activeMember: optionalNumber,
  contractRate: optionalNumber,
  rate: optionalNumber,
  rateType: z.nullish(z.string()),
  winRate: optionalNumber,
  lossRate: optionalNumber,
});

const periodSchema = z.enum(CONTRACT_PERIODS as readonly ContractPeriod[] as [ContractPeriod, ...ContractPeriod[]]);

export const contractSchema = z.object({
  contractId: z.string(),
  /** The caller's side: UPLINE when the caller offered it, DOWNLINE when it was offered to the caller. */
  role: z.enum(['UPLINE', 'DOWNLINE']),
  uplineId: z.string(),
  uplineName: z.string(),
  downlineId: z.string(),
  downlineName: z.string(),
  status: z.pipe(
    z.string(),
    z.transform((raw: string) => parseContractState(raw)),
  ),
  /** Percent: of period profit (dividend) or of valid bets (salaries). */
  rate: z.number(),
  /** Dividend contracts only (D daily, W weekly, H semi-monthly, M monthly). */
  period: z.nullish(periodSchema),
  /** Terms: the period valid bet, period profit and loss and active members a payment needs. */
  validBet: z._default(z.number(), 0),
  profitLoss: z._default(z.number(), 0),
  activeMembers: z._default(z.number(), 0),
  /** Salary terms: the bet amount per day (daily, real-time) or per hour (hourly). */
  betAmount: z._default(z.number(), 0),
  createdTime: z.number(),
  updatedTime: z.nullish(z.number()),
  /** The current period of an accepted dividend contract, yyyy-MM-dd both included. */
  periodStart: z.nullish(z.string()),
  periodEnd: z.nullish(z.string()),
  /** An accepted real-time salary's next settlement (every 5 minutes), epoch ms. */
  nextSettlementTime: z.nullish(z.number()),
  /** The terms per game kind, when the contract has tiers (empty on a single-rate contract). */
  tiers: z._default(z.array(contractTierSchema), []),
  /** A row that is a question to the downline: P a new offer, E new terms, V a request to end the contract. */
  request: z.nullish(z.string()),
});
export type ContractWire = z.infer<typeof contractSchema>;

export const contractListSchema = z.object({ list: z._default(z.array(contractSchema), []) });
export type ContractListWire = z.infer<typeof contractListSchema>;

export const contractActionResultSchema = z.object({
  contract: contractSchema,
  /** Ids of the contracts the platform terminated (or ended) because this one was accepted. */
  autoTerminated: z._default(z.array(z.string()), []),
});
export type ContractActionResultWire = z.infer<typeof contractActionResultSchema>;

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

export interface ContractActionResult {
  readonly contract: Contract;
  readonly autoTerminated: readonly string[];
}

const ACTIONS: readonly ContractOfferAction[] = ['accept', 'reject', 'terminate'];

/** A contract in the client's terms; one whose state the client does not know is left out (null). */
export function toContract(type: ContractType, wire: ContractWire): Contract | null {
  const state = wire.status;
  if (!state) return null;
  const actor: 'upline' | 'downline' = wire.role === 'UPLINE' ? 'upline' : 'downline';
  return {
    id: wire.contractId,
    type,
    role: actor,
    upline: { id: wire.uplineId, name: wire.uplineName },
    downline: { id: wire.downlineId, name: wire.downlineName },
    state,
    rate: wire.rate,
    period: wire.period ?? null,
    validBet: wire.validBet,
    profitLoss: wire.profitLoss,
    activeMembers: wire.activeMembers,
    betAmount: wire.betAmount,
    createdAt: wire.createdTime,
    updatedAt: wire.updatedTime ?? null,
    currentPeriod: wire.periodStart && wire.periodEnd ? { start: wire.periodStart, end: wire.periodEnd } : null,
    nextSettlementAt: wire.nextSettlementTime ?? null,
    actions: ACTIONS.filter((action) => contractOfferTransition(type, state, action, actor).ok),
    games: toGames(type, wire.tiers),
    request: isContractOfferStatus(wire.request) ? wire.request : null,
  };
}

type TierWire = z.infer<typeof contractTierSchema>;

const cents = (units: number | null | undefined) => Math.round((units ?? 0) * 100);
const count = (n: number | null | undefined) => Math.max(0, Math.floor(n ?? 0));

function toTier(type: ContractType, t: TierWire): ContractOfferTier {
  switch (type) {
    case 'dividend':
      return {
        kind: 'dividend',
        minimumBetCents: cents(t.minimumBet),
        netLossCents: cents(t.netLoss),
        activeMembers: count(t.activeMember),
        ratePercent: t.contractRate ?? 0,
      };
    case 'dailySalary':
      return {
        kind: 'daily',
        betVolumeCents: cents(t.betVolume),
        activeMembers: count(t.activeMember),
        rate: readSalaryRate(t.rate ?? 0, t.rateType),
      };
    case 'hourlySalary':
      return {
        kind: 'hourly',
        minimumBetCents: cents(t.minimumBet),
        activeMembers: count(t.activeMember),
        rate: readSalaryRate(t.rate ?? 0, t.rateType),
      };
    case 'realtimeSalary':
      return {
        kind: 'realtime',
        winRatePercent: t.winRate ?? 0,
        lossRatePercent: t.lossRate ?? 0,
        betAmountCents: cents(t.betAmount),
      };
  }
}

/** Tiers grouped by game kind in the domain's order; a kind the client does not know is left out. */
function toGames(type: ContractType, tiers: readonly TierWire[]): ContractOfferGame[] {
  return CONTRACT_GAME_KINDS.flatMap((gameKind: ContractGameKind) => {
    const ofKind = tiers.filter((t) => isContractGameKind(t.gameType) && t.gameType === gameKind);
    return ofKind.length ? [{ gameKind, tiers: ofKind.map((t) => toTier(type, t)) }] : [];
  });
}

/**
 * What the upline may do about one downline for this type (the domain's `uplineContractActions`), from the rows it
 * gives that downline: a contract in force counts over a later turned-down change; any pending row waits.
 */
export function uplineActionsFor(contracts: readonly Contract[], downlineId: string): readonly UplineContractAction[] {
  const given = contracts.filter((c) => c.role === 'upline' && c.downline.id === downlineId);
  const waiting = given.some((c) => c.state === 'pending');
  const newest = [...given].sort((a, b) => b.createdAt - a.createdAt)[0];
  const latest = given.some((c) => c.state === 'accepted') ? 'accepted' : (newest?.state ?? null);
  return uplineContractActions(latest, waiting);
}

/** The rate the caller holds for this type from its own upline, the ceiling of what it offers; null when none. */
export function ownContractRate(contracts: readonly Contract[]): number | null {
  const held = contracts.find((c) => c.role === 'downline' && c.state === 'accepted');
  return held ? held.rate : null;
}

export function toContracts(type: ContractType, wire: ContractListWire): Contract[] {
  return wire.list.flatMap((c) => {
    const contract = toContract(type, c);
    return contract ? [contract] : [];
  });
}

function endpointId(type: ContractType, suffix: string): string {
  return `contracts.${type}.${suffix}`;
}

const listEndpoints = new Map<ContractType, Endpoint<ContractListWire>>();
const actionEndpoints = new Map<ContractType, Endpoint<ContractActionResultWire>>();

/** GET /wps/relay/{NAME}?action=list. */
export function contractListEndpoint(type: ContractType): Endpoint<ContractListWire> {
  let endpoint = listEndpoints.get(type);
  if (!endpoint) {
    const { relay, moduleId } = CONTRACT_CALLS[type];
    endpoint = {
      id: endpointId(type, 'list'),
      method: 'GET',
      path: `/wps/relay/${relay}`,
      moduleId,
      needsToken: true,
      value: contractListSchema,
    };
    listEndpoints.set(type, endpoint);
  }
  return endpoint;
}

/** POST /wps/relay/{NAME} with `{ action, … }`. */
export function contractActionEndpoint(type: ContractType): Endpoint<ContractActionResultWire> {
  let endpoint = actionEndpoints.get(type);
  if (!endpoint) {
    const { relay, moduleId } = CONTRACT_CALLS[type];
    endpoint = {
      id: endpointId(type, 'action'),
      method: 'POST',
      path: `/wps/relay/${relay}`,
      moduleId,
      needsToken: true,
      value: contractActionResultSchema,
    };
    actionEndpoints.set(type, endpoint);
  }
  return endpoint;
}

export async function getContracts(client: ApiClient, type: ContractType, signal?: AbortSignal): Promise<Contract[]> {
  return toContracts(type, await client.call(contractListEndpoint(type), { query: { action: 'list' }, signal }));
}

export function contractsQueryOptions(client: ApiClient, type: ContractType) {
  return queryOptions({
    queryKey: queryKeys.contracts.list(type),
    queryFn: ({ signal }) => getContracts(client, type, signal),
  });
}

export interface ContractOfferInput {
  readonly type: ContractType;
  /** A direct downline of the offering agent. */
  readonly downlineId: string;
  readonly rate: number;
  /** Required for a dividend contract; ignored for salaries. */
  readonly period?: ContractPeriod | undefined;
  readonly validBet?: number | undefined;
  readonly profitLoss?: number | undefined;
  readonly activeMembers?: number | undefined;
  readonly betAmount?: number | undefined;
}

export interface ContractDecisionInput {
  readonly type: ContractType;
  readonly contractId: string;
  readonly action: ContractOfferAction;
}

/** The upline's offer or new terms with tiers per game kind (the editor's validated draft). */
export interface ContractTermsInput {
  readonly type: ContractType;
  /** Dividend only; null for a salary. */
  readonly period: ContractPeriod | null;
  readonly tiers: readonly ContractTierNumbers[];
}

export type ContractUplineInput =
  | ({ readonly action: 'offer'; readonly downlineId: string } & ContractTermsInput)
  | ({ readonly action: 'edit'; readonly contractId: string } & ContractTermsInput)
  | { readonly action: 'requestTerminate'; readonly type: ContractType; readonly contractId: string };

export type ContractActionInput =
  ({ readonly action: 'offer' } & ContractOfferInput) | ContractDecisionInput | ContractUplineInput;

function toResult(type: ContractType, wire: ContractActionResultWire): ContractActionResult {
  const contract = toContract(type, wire.contract);
  if (!contract) {
    throw new ApiError({
      kind: 'malformed',
      endpoint: contractActionEndpoint(type).id,
      messageKey: messageKeyFor('malformed'),
      field: 'value.contract.status',
    });
  }
  return { contract, autoTerminated: wire.autoTerminated };
}

/** Offers, accepts, rejects or terminates a contract. */
export async function changeContract(client: ApiClient, input: ContractActionInput): Promise<ContractActionResult> {
  const { type, ...body } = input;
  return toResult(type, await client.call(contractActionEndpoint(type), { body }));
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

// The contract popup: the offers waiting for the member's answer and the four answer calls.
export {
  answerContractOffer,
  contractAnswerEndpoint,
  contractAnswerMutationOptions,
  contractAnswerParams,
  contractOfferKeys,
  contractOffersQueryOptions,
  dailyOfferSchema,
  dividendOfferSchema,
  getContractOffers,
  hourlyOfferSchema,
  pendingOffersEndpoint,
  pendingOffersSchema,
  realtimeOfferSchema,
  toContractOffers,
  type ContractAnswerInput,
  type ContractOffer,
  type ContractOfferGame,
  type ContractOfferTier,
  type PendingOffersWire,
} from './contracts/offers';
