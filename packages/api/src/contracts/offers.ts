import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  CONTRACT_PERIODS,
  contractAnswerCode,
  isContractGameKind,
  isContractOfferStatus,
  readHigherRateFlag,
  readSalaryRate,
  orderContractOffers,
  type ContractAnswer,
  type ContractAnswerCode,
  type ContractGameKind,
  type ContractOfferStatus,
  type ContractPeriod,
  type ContractType,
  type SalaryRate,
} from '@atrium/domain/contracts';
import type { ApiClient, Endpoint } from '../client';
import { ApiError, messageKeyFor } from '../errors';

/**
 * The offers waiting for the signed-in member's answer (the contract popup, spec §2 Popups, §4 Contract offers) and
 * the four answer calls (docs/centres.md "Contracts").
 *
 * Offers (H for the names, shapes assumed): `GET /wps/member/info/funds/consolidated` carries one list per type,
 * `divtypereq` (dividend), `dailysalreqtype` (daily), `contracthoursalreq` (hourly), `realtimesalreqtype`
 * (real-time). A platform that sends a bare flag there (1, "1", true) says an offer waits without saying which: the
 * popup cannot show it and skips it. Each row carries its status (P new, E edited, V the upline asks to terminate),
 * `downlineHigherRate` ('Y' when accepting ends the contract of a downline with a higher rate) and its tiers, each
 * tier for one game kind (LIVE, RNG, CONS, SPORTS, LOTT, FISH, ELOTT, PVP).
 *
 * Answers (H for names, method and module ids; query and body keys H except real-time's, assumed):
 * - dividend `GET  /wps/relay/MCS2_processDividendReq?type=<game kind>&status=<A|R|C>` (SIGNCONDIV3);
 * - daily    `GET  /wps/relay/MCS2_processDailySalContract?id=<id>&status=…` (DAILYSALCONT3);
 * - hourly   `POST /wps/relay/MCS2_processContractHourSalary {contractId, status}` (HOURSAL3);
 * - real-time `POST /wps/relay/MCSFE_processRealTimeSalaryContract {id, status}` (RTSALARY3).
 * The same relay names serve the agent-side list and changes (`../contracts.ts`, `?action=list` / `{action}`): an
 * answer is told apart by its `status`. Every answer moves who is paid what: `retry: false`, sent once per action.
 */

// ─── Wire ───────────────────────────────────────────────────────────────────────────────────────────────────

const amount = z._default(z.number(), 0);

const dividendTierSchema = z.object({
  gameType: z.nullish(z.string()),
  /** The period's valid bet the tier needs. */
  minimumBet: amount,
  /** The period's net loss (profit and loss) the tier needs. */
  netLoss: amount,
  activeMember: amount,
  /** Percent of the period's profit. */
  contractRate: z.number(),
});

const dailyTierSchema = z.object({
  gameType: z.string(),
  /** The team's daily bet the tier needs. */
  betVolume: amount,
  activeMember: amount,
  rate: z.number(),
  rateType: z.nullish(z.string()),
});

const hourlyTierSchema = z.object({
  gameType: z.string(),
  /** The bet per hour the tier needs. */
  minimumBet: amount,
  activeMember: amount,
  rate: z.number(),
  rateType: z.nullish(z.string()),
});

const realtimeTierSchema = z.object({
  gameType: z.string(),
  /** Percent paid on the winning and on the losing bets. */
  winRate: z.number(),
  lossRate: z.number(),
  betAmount: amount,
});

const offerCommon = {
  status: z.string(),
  uplineName: z.nullish(z.string()),
  downlineHigherRate: z.nullish(z.union([z.string(), z.boolean()])),
  createdTime: z.nullish(z.number()),
};

/** A dividend offer is for one game kind, named by `type`: the answer names that kind. */
export const dividendOfferSchema = z.object({
  ...offerCommon,
  type: z.string(),
  period: z.nullish(z.string()),
  tiers: z._default(z.array(dividendTierSchema), []),
});
export const dailyOfferSchema = z.object({
  ...offerCommon,
  id: z.union([z.string(), z.number()]),
  tiers: z._default(z.array(dailyTierSchema), []),
});
export const hourlyOfferSchema = z.object({
  ...offerCommon,
  contractId: z.union([z.string(), z.number()]),
  tiers: z._default(z.array(hourlyTierSchema), []),
});
export const realtimeOfferSchema = z.object({
  ...offerCommon,
  id: z.union([z.string(), z.number()]),
  tiers: z._default(z.array(realtimeTierSchema), []),
});

/** A list of offers, or the bare flag older platforms send (no rows to show). */
function offersOrFlag<T extends z.ZodMiniType>(row: T) {
  return z.pipe(
    z.optional(z.union([z.array(row), z.boolean(), z.number(), z.string(), z.null()])),
    z.transform((value) => (Array.isArray(value) ? (value as z.infer<T>[]) : [])),
  );
}

export const pendingOffersSchema = z.object({
  divtypereq: offersOrFlag(dividendOfferSchema),
  dailysalreqtype: offersOrFlag(dailyOfferSchema),
  contracthoursalreq: offersOrFlag(hourlyOfferSchema),
  realtimesalreqtype: offersOrFlag(realtimeOfferSchema),
});
export type PendingOffersWire = z.infer<typeof pendingOffersSchema>;

// ─── Client model ───────────────────────────────────────────────────────────────────────────────────────────

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

export interface ContractOfferGame {
  readonly gameKind: ContractGameKind;
  readonly tiers: readonly ContractOfferTier[];
}

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

const cents = (units: number) => Math.round(units * 100);
const count = (n: number) => Math.max(0, Math.floor(n));

function group(
  rows: readonly { readonly gameType: string | null | undefined }[],
  tierOf: (index: number) => ContractOfferTier,
): ContractOfferGame[] {
  const byKind = new Map<ContractGameKind, ContractOfferTier[]>();
  rows.forEach((row, index) => {
    if (!isContractGameKind(row.gameType)) return;
    const tiers = byKind.get(row.gameType) ?? [];
    tiers.push(tierOf(index));
    byKind.set(row.gameType, tiers);
  });
  return [...byKind].map(([gameKind, tiers]) => ({ gameKind, tiers }));
}

interface CommonWire {
  readonly status: string;
  readonly uplineName?: string | null | undefined;
  readonly downlineHigherRate?: string | boolean | null | undefined;
}

function common(contractType: ContractType, ref: string, row: CommonWire) {
  if (!isContractOfferStatus(row.status)) return null;
  return {
    key: `${contractType}:${ref}`,
    contractType,
    ref,
    status: row.status,
    uplineName: row.uplineName ?? null,
    downlineHigherRate: readHigherRateFlag(row.downlineHigherRate),
  };
}

/**
 * The offers in the client's terms, in the order the popup answers them. A row whose status the client does not
 * know (an answered one, a future code) is left out rather than answered with a guess.
 */
export function toContractOffers(wire: PendingOffersWire): ContractOffer[] {
  const offers: ContractOffer[] = [];
  for (const row of wire.divtypereq) {
    const base = common('dividend', row.type, row);
    if (!base || !isContractGameKind(row.type)) continue;
    const period = (CONTRACT_PERIODS as readonly string[]).includes(row.period ?? '')
      ? (row.period as ContractPeriod)
      : null;
    const tiers = row.tiers.map((t): ContractOfferTier => ({
      kind: 'dividend',
      minimumBetCents: cents(t.minimumBet),
      netLossCents: cents(t.netLoss),
      activeMembers: count(t.activeMember),
      ratePercent: t.contractRate,
    }));
    offers.push({ ...base, period, games: tiers.length ? [{ gameKind: row.type, tiers }] : [] });
  }
  for (const row of wire.dailysalreqtype) {
    const base = common('dailySalary', String(row.id), row);
    if (!base) continue;
    const games = group(row.tiers, (i) => {
      const t = row.tiers[i]!;
      return {
        kind: 'daily',
        betVolumeCents: cents(t.betVolume),
        activeMembers: count(t.activeMember),
        rate: readSalaryRate(t.rate, t.rateType),
      };
    });
    offers.push({ ...base, period: null, games });
  }
  for (const row of wire.contracthoursalreq) {
    const base = common('hourlySalary', String(row.contractId), row);
    if (!base) continue;
    const games = group(row.tiers, (i) => {
      const t = row.tiers[i]!;
      return {
        kind: 'hourly',
        minimumBetCents: cents(t.minimumBet),
        activeMembers: count(t.activeMember),
        rate: readSalaryRate(t.rate, t.rateType),
      };
    });
    offers.push({ ...base, period: null, games });
  }
  for (const row of wire.realtimesalreqtype) {
    const base = common('realtimeSalary', String(row.id), row);
    if (!base) continue;
    const games = group(row.tiers, (i) => {
      const t = row.tiers[i]!;
      return {
        kind: 'realtime',
        winRatePercent: t.winRate,
        lossRatePercent: t.lossRate,
        betAmountCents: cents(t.betAmount),
      };
    });
    offers.push({ ...base, period: null, games });
  }
  return orderContractOffers(offers);
}

// ─── Calls ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The consolidated funds call read for its offers (the wallet module reads the same call for its flags). */
export const pendingOffersEndpoint: Endpoint<PendingOffersWire> = {
  id: 'contracts.offers',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  needsToken: true,
  value: pendingOffersSchema,
};

export async function getContractOffers(client: ApiClient, signal?: AbortSignal): Promise<ContractOffer[]> {
  return toContractOffers(await client.call(pendingOffersEndpoint, { signal }));
}

/** Query keys of the popup: a module of its own, loaded with the popup (docs/decisions/0006). */
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

/** The answer's value is not known: anything is accepted and nothing of it is used. */
const answerValueSchema = z.unknown();

const ANSWER_CALLS: Readonly<
  Record<ContractType, { readonly relay: string; readonly moduleId: string; readonly method: 'GET' | 'POST' }>
> = {
  dividend: { relay: 'MCS2_processDividendReq', moduleId: 'SIGNCONDIV3', method: 'GET' },
  dailySalary: { relay: 'MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3', method: 'GET' },
  hourlySalary: { relay: 'MCS2_processContractHourSalary', moduleId: 'HOURSAL3', method: 'POST' },
  realtimeSalary: { relay: 'MCSFE_processRealTimeSalaryContract', moduleId: 'RTSALARY3', method: 'POST' },
};

const answerEndpoints = new Map<ContractType, Endpoint<unknown>>();

export function contractAnswerEndpoint(type: ContractType): Endpoint<unknown> {
  let endpoint = answerEndpoints.get(type);
  if (!endpoint) {
    const { relay, moduleId, method } = ANSWER_CALLS[type];
    endpoint = {
      id: `contracts.${type}.answer`,
      method,
      path: `/wps/relay/${relay}`,
      moduleId,
      needsToken: true,
      value: answerValueSchema,
    };
    answerEndpoints.set(type, endpoint);
  }
  return endpoint;
}

/** What each type's answer sends besides the status (docs/centres.md; real-time's key assumed). */
export function contractAnswerParams(
  offer: Pick<ContractOffer, 'contractType' | 'ref'>,
  status: ContractAnswerCode,
): Record<string, string> {
  switch (offer.contractType) {
    case 'dividend':
      return { type: offer.ref, status };
    case 'dailySalary':
      return { id: offer.ref, status };
    case 'hourlySalary':
      return { contractId: offer.ref, status };
    case 'realtimeSalary':
      return { id: offer.ref, status };
  }
}

export interface ContractAnswerInput {
  readonly offer: ContractOffer;
  readonly answer: ContractAnswer;
}

/** Sends the member's answer; an answer the offer's status does not allow is refused here, before any call. */
export async function answerContractOffer(client: ApiClient, { offer, answer }: ContractAnswerInput): Promise<void> {
  const status = contractAnswerCode(offer.status, answer);
  const endpoint = contractAnswerEndpoint(offer.contractType);
  if (status === null) {
    throw new ApiError({ kind: 'malformed', endpoint: endpoint.id, messageKey: messageKeyFor('malformed') });
  }
  const params = contractAnswerParams(offer, status);
  await client.call(endpoint, endpoint.method === 'GET' ? { query: params } : { body: params });
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
