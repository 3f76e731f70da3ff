import {
  CONTRACT_GAME_KINDS,
  type ContractGameKind,
  type ContractOfferState,
  type ContractPeriod,
  type ContractType,
} from '@atrium/domain/contracts';
import { dailyTiers, type DemoOfferTier } from './contractOffers';

/**
 * Contracts seeded over the demo agent tree (seed/accounts.ts): agent (a-2001) → subagent1 (a-2002), subagent2
 * (a-2003) → downline1, downline2 (of subagent1) and downline3 (of subagent2). Every state of §4 appears: pending,
 * accepted, rejected, terminated (dividend) and ended (salaries), with dividend periods D, W, H and M.
 */
export interface DemoContract {
  readonly id: string;
  readonly type: ContractType;
  readonly uplineId: string;
  readonly downlineId: string;
  state: ContractOfferState;
  /** Percent. */
  readonly rate: number;
  readonly period: ContractPeriod | null;
  /** Terms in cents (valid bet, profit and loss, bet amount) and members. */
  readonly validBetCents: number;
  readonly profitLossCents: number;
  readonly activeMembers: number;
  readonly betAmountCents: number;
  readonly createdTime: number;
  updatedTime: number | null;
  /** The tiers per game kind agreed in an answered offer; absent on the single-rate contracts seeded below. */
  readonly tiers?: readonly DemoOfferTier[];
  /** A dividend contract is for one game kind (its answer names it); absent: any. */
  readonly gameKind?: ContractGameKind | null;
}

type Row = readonly [
  id: string,
  type: ContractType,
  upline: string,
  downline: string,
  state: ContractOfferState,
  rate: number,
  period: ContractPeriod | null,
  daysAgo: number,
];

const AGENT = 'a-2001';
const SUB1 = 'a-2002';
const SUB2 = 'a-2003';

const ROWS: readonly Row[] = [
  // Dividend (share of period profit), periods D/W/H/M.
  ['dv-1', 'dividend', AGENT, SUB1, 'accepted', 30, 'W', 40],
  ['dv-2', 'dividend', AGENT, SUB1, 'pending', 35, 'M', 2],
  ['dv-3', 'dividend', AGENT, SUB2, 'rejected', 20, 'D', 30],
  ['dv-4', 'dividend', AGENT, SUB2, 'terminated', 25, 'H', 60],
  ['dv-5', 'dividend', AGENT, SUB2, 'pending', 22, 'H', 1],
  ['dv-6', 'dividend', SUB1, 'm-3001', 'accepted', 10, 'D', 20],
  // Daily salary (rate on valid bets per day).
  ['ds-1', 'dailySalary', AGENT, SUB1, 'accepted', 1, null, 50],
  ['ds-2', 'dailySalary', AGENT, SUB2, 'ended', 0.8, null, 45],
  ['ds-3', 'dailySalary', SUB1, 'm-3001', 'rejected', 0.5, null, 12],
  ['ds-4', 'dailySalary', SUB1, 'm-3002', 'pending', 0.6, null, 3],
  ['ds-5', 'dailySalary', SUB2, 'm-3003', 'accepted', 0.5, null, 25],
  ['ds-6', 'dailySalary', SUB2, 'm-3003', 'pending', 0.4, null, 2],
  // Hourly salary (rate on valid bets per hour).
  ['hs-1', 'hourlySalary', AGENT, SUB1, 'pending', 0.3, null, 1],
  ['hs-2', 'hourlySalary', SUB1, 'm-3001', 'accepted', 0.2, null, 15],
  ['hs-3', 'hourlySalary', AGENT, SUB2, 'ended', 0.25, null, 35],
  // Real-time salary (settled every 5 minutes).
  ['rs-1', 'realtimeSalary', AGENT, SUB2, 'accepted', 0.15, null, 10],
  ['rs-2', 'realtimeSalary', SUB1, 'm-3002', 'rejected', 0.12, null, 8],
  ['rs-3', 'realtimeSalary', SUB2, 'm-3003', 'pending', 0.1, null, 1],
  // The contract popup's higher-rate case: rateagent1 and rateagent2 pay their own downline more than the daily
  // salary offered to them (seed/contractOffers.ts).
  ['ds-r1', 'dailySalary', 'a-2011', 'm-3311', 'accepted', 1.2, null, 20],
  ['ds-r2', 'dailySalary', 'a-2012', 'm-3312', 'accepted', 1.2, null, 20],
  // The upline contract journeys: ctsub1 and ctsub2 pay their member 2 % a day; an offer to them of less, once
  // accepted, ends that contract (§4), one of more does not.
  ['ds-ct1', 'dailySalary', 'a-2021', 'm-3321', 'accepted', 2, null, 20],
  ['ds-ct2', 'dailySalary', 'a-2022', 'm-3322', 'accepted', 2, null, 20],
  // The settlement journeys: the demo agent pays settleagent1 and settleagent2 a real-time salary on their members'
  // bets (SETTLE_TIERS below), accepted yesterday.
  ['rs-st1', 'realtimeSalary', AGENT, 'a-2040', 'accepted', 1.5, null, 2],
  ['rs-st2', 'realtimeSalary', AGENT, 'a-2041', 'accepted', 1.5, null, 2],
];

/** Every game kind: 0.5 % of won and 1 % of lost valid bets; from 40 staked in the 5 minutes, 0.8 % and 1.5 %. */
const SETTLE_TIERS: readonly DemoOfferTier[] = CONTRACT_GAME_KINDS.flatMap((gameType) => [
  { gameType, betAmount: 0, winRate: 0.5, lossRate: 1 },
  { gameType, betAmount: 40, winRate: 0.8, lossRate: 1.5 },
]);

/** Seeded contracts with tiers per game kind (the rest carry a single rate). */
const TIERS: Readonly<Record<string, readonly DemoOfferTier[]>> = {
  'ds-ct1': dailyTiers(2),
  'ds-ct2': dailyTiers(2),
  'rs-st1': SETTLE_TIERS,
  'rs-st2': SETTLE_TIERS,
};

const DAY = 86_400_000;

/** Terms follow from the type and rate, so the same seed always gives the same contracts. */
export function seedContracts(now: number): DemoContract[] {
  const today = Math.floor(now / DAY) * DAY;
  return ROWS.map(([id, type, uplineId, downlineId, state, rate, period, daysAgo]) => {
    const dividend = type === 'dividend';
    const createdTime = today - daysAgo * DAY + 10 * 3_600_000;
    return {
      id,
      type,
      uplineId,
      downlineId,
      state,
      rate,
      period,
      validBetCents: dividend ? Math.round(rate * 100_000) * 100 : 0,
      profitLossCents: dividend ? Math.round(rate * 20_000) * 100 : 0,
      activeMembers: dividend ? Math.max(1, Math.round(rate / 5)) : 1,
      betAmountCents: dividend ? 0 : type === 'hourlySalary' ? 50_000 : 1_000_000,
      createdTime,
      updatedTime: state === 'pending' ? null : createdTime + DAY,
      ...(TIERS[id] ? { tiers: TIERS[id] } : {}),
    };
  });
}
