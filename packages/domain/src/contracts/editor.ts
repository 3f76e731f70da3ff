/**
 * The upline's contract editor (spec §3 "Contract: period valid bet, period profit and loss, active members, rate,
 * bet amount daily or per hour. Periods: D, W, H, M"; §4 Contract offers; §6 Agent "offers, accepts or terminates
 * contracts"). docs/centres.md "Contracts" gives each type's tiers per game kind: dividend {minimumBet, netLoss,
 * activeMember, contractRate} with a period; daily {betVolume, activeMember, rate, rateType}; hourly {minimumBet per
 * hour, activeMember, rate, rateType}; real-time {winRate, lossRate, betAmount}. How an upline makes, edits or asks to
 * end an offer is not known (docs/centres.md "Not found"): the rules below are this product's decisions, the platform has
 * the last word.
 */
import type { ContractOfferState, ContractPeriod, ContractType } from './contracts';
import { CONTRACT_GAME_KINDS, type ContractGameKind } from './offers';

/** Every term a tier can have, named as on the wire. */
export type ContractTierField =
  | 'minimumBet'
  | 'netLoss'
  | 'betVolume'
  | 'betAmount'
  | 'activeMember'
  | 'contractRate'
  | 'rate'
  | 'winRate'
  | 'lossRate';

/** money: currency units, 2 decimals, zero or more; count: a whole number, zero or more; percent: above 0, at most
 * 100; salaryRate: a percent when the rate type is P, else a fixed amount above 0. */
export type ContractTierFieldKind = 'money' | 'count' | 'percent' | 'salaryRate';

export const CONTRACT_TIER_FIELD_KINDS: Readonly<Record<ContractTierField, ContractTierFieldKind>> = {
  minimumBet: 'money',
  netLoss: 'money',
  betVolume: 'money',
  betAmount: 'money',
  activeMember: 'count',
  contractRate: 'percent',
  rate: 'salaryRate',
  winRate: 'percent',
  lossRate: 'percent',
};

/** A tier's terms of each type, in the order the editor shows them. */
export const CONTRACT_TIER_FIELDS: Readonly<Record<ContractType, readonly ContractTierField[]>> = {
  dividend: ['minimumBet', 'netLoss', 'activeMember', 'contractRate'],
  dailySalary: ['betVolume', 'activeMember', 'rate'],
  hourlySalary: ['minimumBet', 'activeMember', 'rate'],
  realtimeSalary: ['betAmount', 'winRate', 'lossRate'],
};

/** The threshold that must rise from one tier to the next of a game kind (a higher tier asks for more). */
export const CONTRACT_TIER_THRESHOLD: Readonly<Record<ContractType, ContractTierField>> = {
  dividend: 'minimumBet',
  dailySalary: 'betVolume',
  hourlySalary: 'minimumBet',
  realtimeSalary: 'betAmount',
};

/** The percent terms compared with the offering agent's own contract rate. */
export const CONTRACT_RATE_FIELDS: Readonly<Record<ContractType, readonly ContractTierField[]>> = {
  dividend: ['contractRate'],
  dailySalary: ['rate'],
  hourlySalary: ['rate'],
  realtimeSalary: ['winRate', 'lossRate'],
};

/** Only a dividend contract has a period (D, W, H, M); salaries are paid by the day, hour or 5 minutes. */
export function contractHasPeriod(type: ContractType): boolean {
  return type === 'dividend';
}

/** P a percent of the bets, F a fixed amount: daily and hourly salaries only. */
export type SalaryRateType = 'P' | 'F';

export const SALARY_RATE_TYPES: readonly SalaryRateType[] = ['P', 'F'];

export function contractHasRateType(type: ContractType): boolean {
  return type === 'dailySalary' || type === 'hourlySalary';
}

/** Decision: a game kind has at most this many tiers (enough for every seeded and observed offer). */
export const MAX_TIERS_PER_GAME = 5;

/** One tier as sent: the game kind and the numbers of that type's terms. */
export type ContractTierNumbers = { readonly gameType: ContractGameKind; readonly rateType?: SalaryRateType } & {
  readonly [field in ContractTierField]?: number;
};

export type ContractDraftError =
  | 'required'
  | 'notANumber'
  | 'negative'
  | 'tooManyDecimals'
  | 'notWholeNumber'
  | 'rateOutOfBounds'
  | 'aboveOwnRate'
  | 'notAscending'
  | 'noTiers'
  | 'tooManyTiers'
  | 'periodRequired';

/**
 * Where an error belongs: `period`, `tiers` (the offer as a whole), or one tier's field as
 * `<game kind>.<tier index>.<field>`. `limit` is the bound a rate went over (the agent's own rate, or 100).
 */
export interface ContractDraftIssue {
  readonly path: string;
  readonly error: ContractDraftError;
  readonly limit?: number;
}

export function tierFieldPath(gameKind: ContractGameKind, index: number, field: ContractTierField): string {
  return `${gameKind}.${index}.${field}`;
}

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

function checkNumber(
  kind: ContractTierFieldKind,
  value: number,
  rateType: SalaryRateType | undefined,
): ContractDraftError | null {
  if (!Number.isFinite(value)) return 'notANumber';
  if (value < 0) return 'negative';
  if (kind === 'count') return Number.isInteger(value) ? null : 'notWholeNumber';
  if (!hasAtMostTwoDecimals(value)) return 'tooManyDecimals';
  const percent = kind === 'percent' || (kind === 'salaryRate' && rateType !== 'F');
  if (percent) return value > 0 && value <= 100 ? null : 'rateOutOfBounds';
  if (kind === 'salaryRate') return value > 0 ? null : 'rateOutOfBounds';
  return null;
}

/**
 * The rules of an offer's numbers, tiers grouped by game kind as they come: at least one tier; at most
 * MAX_TIERS_PER_GAME per game kind; money zero or more with 2 decimals; members whole; a percent above 0 and at most
 * 100 and, when the offering agent holds a contract of this type from its own upline (`ownRate`, percent), at most
 * that rate (it cannot give more than it gets); a fixed salary above 0; each game kind's threshold strictly rising
 * from tier to tier; a dividend contract has a period. Issues in the order of the fields.
 */
export function checkContractTiers(
  type: ContractType,
  period: ContractPeriod | null,
  tiers: readonly ContractTierNumbers[],
  ownRate: number | null,
): ContractDraftIssue[] {
  const issues: ContractDraftIssue[] = [];
  if (contractHasPeriod(type) && !period) issues.push({ path: 'period', error: 'periodRequired' });
  if (tiers.length === 0) issues.push({ path: 'tiers', error: 'noTiers' });
  const rateFields = CONTRACT_RATE_FIELDS[type];
  const threshold = CONTRACT_TIER_THRESHOLD[type];
  for (const gameKind of CONTRACT_GAME_KINDS) {
    const ofKind = tiers.filter((t) => t.gameType === gameKind);
    if (ofKind.length > MAX_TIERS_PER_GAME) {
      issues.push({ path: `${gameKind}.tiers`, error: 'tooManyTiers', limit: MAX_TIERS_PER_GAME });
    }
    ofKind.forEach((tier, index) => {
      for (const field of CONTRACT_TIER_FIELDS[type]) {
        const path = tierFieldPath(gameKind, index, field);
        const value = tier[field];
        if (value === undefined) {
          issues.push({ path, error: 'required' });
          continue;
        }
        const error = checkNumber(CONTRACT_TIER_FIELD_KINDS[field], value, tier.rateType);
        if (error) {
          issues.push(error === 'rateOutOfBounds' ? { path, error, limit: 100 } : { path, error });
          continue;
        }
        const isPercent = field !== 'rate' || tier.rateType !== 'F';
        if (ownRate !== null && rateFields.includes(field) && isPercent && value > ownRate) {
          issues.push({ path, error: 'aboveOwnRate', limit: ownRate });
          continue;
        }
        const previous = index > 0 ? ofKind[index - 1]?.[field] : undefined;
        if (field === threshold && previous !== undefined && !(value > previous)) {
          issues.push({ path, error: 'notAscending' });
        }
      }
    });
  }
  return issues;
}

/** What the editor holds while the agent types: each tier's fields as typed, kept as they are on an error. */
export interface ContractDraft {
  readonly type: ContractType;
  readonly period: ContractPeriod | null;
  readonly games: readonly {
    readonly gameKind: ContractGameKind;
    /**
     * Daily and hourly salaries: the rate type of every tier of this game kind (absent reads P). Per game kind, not
     * per offer, because one contract may pay a percent on one kind and a fixed amount on another (the seeded daily
     * salary: LIVE and RNG P, SPORTS F); one per kind rather than per tier keeps the editor to one choice a block.
     */
    readonly rateType?: SalaryRateType;
    readonly tiers: readonly Readonly<Partial<Record<ContractTierField, string>>>[];
  }[];
}

/** The rate type a draft's game kind pays by: its own, else a percent (a kind the agent has not set yet). */
export function draftGameRateType(game: Pick<ContractDraft['games'][number], 'rateType'>): SalaryRateType {
  return game.rateType ?? 'P';
}

export type ContractDraftResult =
  | {
      readonly ok: true;
      readonly period: ContractPeriod | null;
      readonly tiers: readonly ContractTierNumbers[];
    }
  | { readonly ok: false; readonly issues: readonly ContractDraftIssue[] };

/** A typed value as a number: blank is missing, anything else that is not a plain decimal is NaN. */
function readTyped(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The editor's draft checked by `checkContractTiers`, and on success the tiers to send, in the game kinds' order.
 * A game kind the agent opened but left without tiers sends nothing.
 */
export function validateContractDraft(draft: ContractDraft, ownRate: number | null): ContractDraftResult {
  const fields = CONTRACT_TIER_FIELDS[draft.type];
  const hasRateType = contractHasRateType(draft.type);
  const ordered = CONTRACT_GAME_KINDS.flatMap((kind) => draft.games.filter((g) => g.gameKind === kind));
  const tiers: ContractTierNumbers[] = ordered.flatMap((game) =>
    game.tiers.map((typed) => {
      const tier: { -readonly [k in keyof ContractTierNumbers]: ContractTierNumbers[k] } = {
        gameType: game.gameKind,
      };
      if (hasRateType) tier.rateType = draftGameRateType(game);
      for (const field of fields) {
        const value = readTyped(typed[field]);
        if (value !== undefined) tier[field] = value;
      }
      return tier;
    }),
  );
  const period = contractHasPeriod(draft.type) ? draft.period : null;
  const issues = checkContractTiers(draft.type, period, tiers, ownRate);
  return issues.length ? { ok: false, issues } : { ok: true, period, tiers };
}

// ─── The upline's actions and the status words ──────────────────────────────────────────────────────────────

/** offer: a new contract; edit: new terms for one in force; requestTerminate: ask the downline to end it. */
export type UplineContractAction = 'offer' | 'edit' | 'requestTerminate';

/**
 * What the upline may do about one downline and one contract type, from the state of the latest contract between
 * them (null when there never was one) and whether an offer, change or termination request waits for the downline's
 * answer. Nothing while one waits (one question at a time); edit or ask to terminate while a contract is in force;
 * otherwise a new offer (none yet, or the last one rejected, terminated or ended).
 */
export function uplineContractActions(
  latest: ContractOfferState | null,
  requestPending: boolean,
): readonly UplineContractAction[] {
  if (requestPending || latest === 'pending') return [];
  if (latest === 'accepted') return ['edit', 'requestTerminate'];
  return ['offer'];
}

/** The four words both sides see (§4 "Accepted, Rejected, Terminated"; a salary's "ended" reads Terminated). */
export type ContractStatusWord = 'pending' | 'accepted' | 'rejected' | 'terminated';

export function contractStatusWord(state: ContractOfferState): ContractStatusWord {
  return state === 'ended' ? 'terminated' : state;
}
