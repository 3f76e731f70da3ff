import * as z from 'zod/mini';
import { CONTRACT_PERIODS, type ContractOfferState, type ContractPeriod } from '@atrium/domain/contracts';

/**
 * Wire shapes of the contract calls (designed: docs/protocol.md says the shapes are not known): the agent-side list
 * and changes (one relay call per contract type) and the offers waiting for the member's answer (the consolidated
 * funds call). See `./calls.ts` for the calls themselves.
 */

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
export type ContractTierWire = z.infer<typeof contractTierSchema>;

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

// ─── Offers waiting for the member's answer ─────────────────────────────────────────────────────────────────

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

/** A salary's rate: percent of the valid bet (P) or a fixed amount (F). */
const salaryRate = { rate: z.number(), rateType: z.nullish(z.string()) };

const dailyTierSchema = z.object({
  gameType: z.string(),
  /** The team's daily bet the tier needs. */
  betVolume: amount,
  activeMember: amount,
  ...salaryRate,
});

const hourlyTierSchema = z.object({
  gameType: z.string(),
  /** The bet per hour the tier needs. */
  minimumBet: amount,
  activeMember: amount,
  ...salaryRate,
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

const offerId = z.union([z.string(), z.number()]);

/** A dividend offer is for one game kind, named by `type`: the answer names that kind. */
export const dividendOfferSchema = z.object({
  ...offerCommon,
  type: z.string(),
  period: z.nullish(z.string()),
  tiers: z._default(z.array(dividendTierSchema), []),
});
export const dailyOfferSchema = z.object({
  ...offerCommon,
  id: offerId,
  tiers: z._default(z.array(dailyTierSchema), []),
});
export const hourlyOfferSchema = z.object({
  ...offerCommon,
  contractId: offerId,
  tiers: z._default(z.array(hourlyTierSchema), []),
});
export const realtimeOfferSchema = z.object({
  ...offerCommon,
  id: offerId,
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
