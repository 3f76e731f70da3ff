import type { ContractGameKind, ContractOfferStatus, ContractPeriod, ContractType } from '@atrium/domain/contracts';

/**
 * Offers waiting for a downline's answer in the contract popup (the consolidated call's `…req…` lists). Seeded only
 * for the popup's own accounts (seed/accounts.ts: offeree1/2 under subagent1, rateagent1/2 under subagent1 with
 * their downlines subdownline1/2), so no other account meets the popup unasked; ctsub1/2 have one already answered.
 */
export interface DemoOfferTier {
  readonly gameType: ContractGameKind;
  /** Dividend: period valid bet; hourly: bet per hour (currency units, as on the wire). */
  readonly minimumBet?: number;
  readonly netLoss?: number;
  /** Daily: the team's daily bet. */
  readonly betVolume?: number;
  readonly activeMember?: number;
  /** Dividend: percent of the period's profit. */
  readonly contractRate?: number;
  /** Daily and hourly: percent when rateType is P, else an amount. */
  readonly rate?: number;
  readonly rateType?: string;
  /** Real-time: percent on winning and on losing bets, and the bet amount. */
  readonly winRate?: number;
  readonly lossRate?: number;
  readonly betAmount?: number;
}

export interface DemoOffer {
  /** The salary offer's id; a dividend offer is answered by its game kind instead. */
  readonly id: string;
  readonly type: ContractType;
  readonly uplineId: string;
  readonly downlineId: string;
  readonly status: ContractOfferStatus;
  /** Dividend offers only: the one game kind and the period. */
  readonly gameKind: ContractGameKind | null;
  readonly period: ContractPeriod | null;
  readonly tiers: readonly DemoOfferTier[];
  /** V offers: the contract in force the upline asks to end. */
  readonly contractId: string | null;
  readonly createdTime: number;
  /** The code it was answered with; null while pending. */
  answer: 'A' | 'R' | 'C' | null;
}

const SUB1 = 'a-2002';
const round2 = (n: number) => Math.round(n * 100) / 100;
const HOUR = 3_600_000;

export function dividendTiers(kind: ContractGameKind, top: number): DemoOfferTier[] {
  return [
    { gameType: kind, minimumBet: 50_000, netLoss: 10_000, activeMember: 5, contractRate: top - 10 },
    { gameType: kind, minimumBet: 200_000, netLoss: 40_000, activeMember: 15, contractRate: top },
  ];
}

export function dailyTiers(top: number): DemoOfferTier[] {
  return [
    { gameType: 'LIVE', betVolume: 10_000, activeMember: 3, rate: top, rateType: 'P' },
    { gameType: 'RNG', betVolume: 10_000, activeMember: 3, rate: round2(top - 0.2), rateType: 'P' },
    { gameType: 'SPORTS', betVolume: 50_000, activeMember: 8, rate: 50, rateType: 'F' },
  ];
}

export function hourlyTiers(top: number): DemoOfferTier[] {
  return [
    { gameType: 'LIVE', minimumBet: 1_000, activeMember: 1, rate: round2(top - 0.1), rateType: 'P' },
    { gameType: 'LIVE', minimumBet: 5_000, activeMember: 3, rate: top, rateType: 'P' },
    { gameType: 'LOTT', minimumBet: 2_000, activeMember: 2, rate: 8, rateType: 'F' },
  ];
}

export function realtimeTiers(top: number): DemoOfferTier[] {
  return [
    { gameType: 'RNG', winRate: top, lossRate: top / 2, betAmount: 100 },
    { gameType: 'FISH', winRate: top / 2, lossRate: top / 4, betAmount: 50 },
  ];
}

export function seedContractOffers(now: number): DemoOffer[] {
  const at = (hoursAgo: number) => now - hoursAgo * HOUR;
  const offer = (o: Omit<DemoOffer, 'answer' | 'contractId' | 'gameKind' | 'period'> & Partial<DemoOffer>) => ({
    answer: null,
    contractId: null,
    gameKind: null,
    period: null,
    ...o,
  });
  return [
    // offeree1 / offeree2: a new dividend offer, then an edited hourly salary offer.
    ...['m-3301', 'm-3302'].flatMap((downlineId, i) => [
      offer({
        id: `of-dv-${i + 1}`,
        type: 'dividend',
        uplineId: SUB1,
        downlineId,
        status: 'P',
        gameKind: 'LIVE',
        period: 'W',
        tiers: dividendTiers('LIVE', 25),
        createdTime: at(5),
      }),
      offer({
        id: `of-hs-${i + 1}`,
        type: 'hourlySalary',
        uplineId: SUB1,
        downlineId,
        status: 'E',
        tiers: hourlyTiers(0.4),
        createdTime: at(4),
      }),
    ]),
    // rateagent1 / rateagent2: a daily salary offer of at most 1 %, while each pays its own downline 1.2 %
    // (seed/contracts.ts ds-r1, ds-r2): accepting ends that contract.
    ...['a-2011', 'a-2012'].map((downlineId, i) =>
      offer({
        id: `of-ds-${i + 1}`,
        type: 'dailySalary',
        uplineId: SUB1,
        downlineId,
        status: 'P',
        tiers: dailyTiers(1),
        createdTime: at(3),
      }),
    ),
    // ctagent1 / ctagent2: a daily salary offer their sub-agent turned down a week ago, so that the agent's contract
    // list shows Rejected with the way to offer again.
    ...[
      ['a-2020', 'a-2021'],
      ['a-2023', 'a-2022'],
    ].map(([uplineId = '', downlineId = ''], i) =>
      offer({
        id: `of-ct-${i + 1}`,
        type: 'dailySalary',
        uplineId,
        downlineId,
        status: 'P',
        tiers: dailyTiers(1.5),
        createdTime: at(7 * 24),
        answer: 'R',
      }),
    ),
  ];
}
