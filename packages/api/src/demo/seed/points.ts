import type { PointType, RedeemStatus } from '@atrium/domain/points';
import { demoGoodPicturePath } from '../pages/goodPictures';
import { pick, seededRandom } from './random';

/**
 * The points mall of the demo platform (designed shapes, README "Designed shapes"): one catalogue and
 * configuration, and per account a ledger seeded from the platform seed and the account id.
 */

export interface DemoPointReward {
  readonly rewardId: string;
  readonly rewardName: string;
  readonly pointsRequirement: number;
  readonly rewardType: 'CASH' | 'ITEM';
  /** Cents paid into the wallet by a cash reward. */
  readonly rewardCents: number | null;
  stock: number | null;
  readonly conditions: string | null;
  /** Valid bet or deposit the member must have made, in currency units; null when none. */
  readonly amountRequirement: number | null;
  /** Shipped goods need a delivery address. */
  readonly addressRequired: boolean;
  /** The good's picture, drawn by the demo (pages/goodPictures.ts). */
  readonly imageUrl: string;
}

export interface DemoPointTransaction {
  readonly transId: string;
  readonly pointType: PointType;
  readonly changedPoints: number;
  readonly currentPoints: number;
  readonly createdTime: number;
  readonly remark: string | null;
}

export interface DemoRedeem {
  readonly redeemId: string;
  readonly rewardName: string;
  readonly rewardType: 'CASH' | 'ITEM';
  readonly quantity: number;
  readonly points: number;
  readonly amountRequirement: number | null;
  status: RedeemStatus;
  readonly createdTime: number;
  updatedTime: number | null;
  /** Where an item is shipped; kept by the platform, not sent back in the history. */
  readonly address: string | null;
  readonly remark: string | null;
}

export interface DemoPointsLedger {
  /** Points earned per earning type (redeem is spending, not earning). */
  readonly earned: Partial<Record<PointType, number>>;
  current: number;
  /** Newest first. */
  readonly transactions: DemoPointTransaction[];
  /** Newest first. */
  readonly redeems: DemoRedeem[];
  /** Request ids of redeem and convert calls already carried out. */
  readonly requestIds: Set<string>;
  serial: number;
}

export interface DemoPointsConfig {
  /** Points per one unit of currency when converting. */
  readonly ratio: number;
  /** The fewest points one conversion takes. */
  readonly pointsRequirement: number;
  readonly rates: readonly {
    readonly pointType: PointType;
    readonly amountRequirement: number;
    readonly points: number;
  }[];
}

export const DEMO_POINTS_CONFIG: DemoPointsConfig = {
  ratio: 100,
  pointsRequirement: 100,
  rates: [
    { pointType: 'live', amountRequirement: 100, points: 1 },
    { pointType: 'lottery', amountRequirement: 50, points: 1 },
    { pointType: 'pvp', amountRequirement: 100, points: 1 },
    { pointType: 'rng', amountRequirement: 100, points: 2 },
    { pointType: 'sports', amountRequirement: 100, points: 1 },
    { pointType: 'deposit', amountRequirement: 100, points: 5 },
  ],
};

export function seedPointRewards(): DemoPointReward[] {
  return [
    {
      rewardId: 'rw-cash-5',
      rewardName: '5.00 bonus cash',
      pointsRequirement: 500,
      rewardType: 'CASH',
      rewardCents: 500,
      stock: null,
      conditions: null,
      amountRequirement: null,
      addressRequired: false,
      imageUrl: demoGoodPicturePath('rw-cash-5'),
    },
    {
      rewardId: 'rw-cash-20',
      rewardName: '20.00 bonus cash',
      pointsRequirement: 2_000,
      rewardType: 'CASH',
      rewardCents: 2_000,
      stock: null,
      conditions: 'Valid bet of 1,000.00 in the last 30 days',
      amountRequirement: 1_000,
      addressRequired: false,
      imageUrl: demoGoodPicturePath('rw-cash-20'),
    },
    {
      rewardId: 'rw-scarf',
      rewardName: 'Team scarf',
      pointsRequirement: 1_000,
      rewardType: 'ITEM',
      rewardCents: null,
      stock: 500,
      conditions: 'Shipped within 14 days of approval',
      amountRequirement: null,
      addressRequired: true,
      imageUrl: demoGoodPicturePath('rw-scarf'),
    },
    {
      rewardId: 'rw-headset',
      rewardName: 'Gaming headset',
      pointsRequirement: 8_000,
      rewardType: 'ITEM',
      rewardCents: null,
      stock: 10,
      conditions: 'Shipped within 14 days of approval',
      amountRequirement: 500,
      addressRequired: true,
      imageUrl: demoGoodPicturePath('rw-headset'),
    },
    {
      rewardId: 'rw-watch',
      rewardName: 'Luxury watch',
      pointsRequirement: 1_000_000,
      rewardType: 'ITEM',
      rewardCents: null,
      stock: 1,
      conditions: 'VIP 5 and above',
      amountRequirement: 100_000,
      addressRequired: true,
      imageUrl: demoGoodPicturePath('rw-watch'),
    },
    {
      rewardId: 'rw-mug',
      rewardName: 'Lucky mug',
      pointsRequirement: 300,
      rewardType: 'ITEM',
      rewardCents: null,
      stock: 0,
      conditions: null,
      amountRequirement: null,
      addressRequired: true,
      imageUrl: demoGoodPicturePath('rw-mug'),
    },
  ];
}

const EARNING_TYPES: readonly PointType[] = ['live', 'lottery', 'pvp', 'rng', 'sports', 'deposit'];
const HOUR = 3_600_000;

function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * An account's ledger: 24 earnings over the last days, then two redemptions (one Approved, one In Process) and a
 * Rejected one whose points came back (it leaves no transaction). Always at least 3,000 points.
 */
export function seedPointsLedger(seed: number, accountId: string, now: number): DemoPointsLedger {
  const random = seededRandom(seed ^ hashOf(`points:${accountId}`));
  const earned: Partial<Record<PointType, number>> = {};
  const transactions: DemoPointTransaction[] = [];
  let current = 0;
  let serial = 0;
  const start = now - 30 * 24 * HOUR;
  let at = start;
  const add = (pointType: PointType, changedPoints: number, remark: string | null) => {
    current += changedPoints;
    serial += 1;
    at += (1 + Math.floor(random() * 20)) * HOUR;
    transactions.unshift({
      transId: `pt-${accountId}-${serial}`,
      pointType,
      changedPoints,
      currentPoints: current,
      createdTime: Math.min(at, now - HOUR),
      remark,
    });
  };
  for (let i = 0; i < 24; i += 1) {
    const type = i < EARNING_TYPES.length ? (EARNING_TYPES[i] ?? 'live') : pick(random, EARNING_TYPES);
    const points = 100 + Math.floor(random() * 400);
    earned[type] = (earned[type] ?? 0) + points;
    add(type, points, null);
  }
  const redeems: DemoRedeem[] = [];
  const spend = (rewardName: string, rewardType: 'CASH' | 'ITEM', points: number, status: RedeemStatus) => {
    if (status !== 'rejected') add('redeem', -points, rewardName);
    serial += 1;
    const createdTime = Math.min(at, now - HOUR);
    redeems.unshift({
      redeemId: `rd-${accountId}-${serial}`,
      rewardName,
      rewardType,
      quantity: 1,
      points,
      amountRequirement: null,
      status,
      createdTime,
      updatedTime: status === 'inProcess' ? null : createdTime,
      address: null,
      remark: status === 'rejected' ? 'Out of stock: points returned' : null,
    });
  };
  spend('5.00 bonus cash', 'CASH', 500, 'approved');
  spend('Gaming headset', 'ITEM', 8_000, 'rejected');
  spend('Sports jersey', 'ITEM', 1_000, 'inProcess');
  if (current < 3_000) {
    const topUp = 3_000 - current;
    earned.deposit = (earned.deposit ?? 0) + topUp;
    add('deposit', topUp, null);
  }
  return { earned, current, transactions, redeems, requestIds: new Set(), serial };
}
