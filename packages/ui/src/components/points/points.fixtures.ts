import { demoGoodPicturePath } from '@atrium/api/demo';
import type { ExchangeRateView, PageView, PointDetailView, PointGoodView, RedeemRecordView } from './shared/types';

/** Fixed instants (stories must not depend on "now"). */
const AT = Date.UTC(2026, 10, 20, 8, 30);
const HOUR = 3_600_000;

export const POINT_TERMS = { ratio: 100, pointsRequirement: 100 } as const;

export const POINT_SUMMARY = { currentPoints: 3_250, balanceCents: 123_456 } as const;

export const POINT_GOODS: readonly PointGoodView[] = [
  {
    id: 'rw-cash-5',
    name: '5.00 bonus cash',
    pointsRequirement: 500,
    kind: 'cash',
    imageUrl: demoGoodPicturePath('rw-cash-5'),
    amountCents: 500,
    stock: null,
    conditions: null,
    amountRequirementCents: null,
    needsAddress: false,
  },
  {
    id: 'rw-scarf',
    name: 'Team scarf',
    pointsRequirement: 1_000,
    kind: 'item',
    imageUrl: demoGoodPicturePath('rw-scarf'),
    amountCents: null,
    stock: 3,
    conditions: 'Shipped within 14 days of approval',
    amountRequirementCents: 50_000,
    needsAddress: true,
  },
  {
    id: 'rw-watch',
    name: 'Luxury watch with a rather long name that has to wrap on a phone',
    pointsRequirement: 1_000_000,
    kind: 'item',
    imageUrl: demoGoodPicturePath('rw-watch'),
    amountCents: null,
    stock: 1,
    conditions: 'VIP 5 and above',
    amountRequirementCents: 10_000_000,
    needsAddress: true,
  },
  {
    // A good the platform has no picture for: the card shows none.
    id: 'rw-mug',
    name: 'Lucky mug',
    pointsRequirement: 300,
    kind: 'item',
    amountCents: null,
    stock: 0,
    conditions: null,
    amountRequirementCents: null,
    needsAddress: true,
  },
];

export const POINT_DETAILS: PageView<PointDetailView> = {
  page: 1,
  totalPages: 3,
  items: [
    {
      id: 't-4',
      type: 'redeem',
      changedPoints: -500,
      pointsAfter: 3_250,
      createdAt: AT,
      remark: 'Converted to balance',
    },
    { id: 't-3', type: 'live', changedPoints: 120, pointsAfter: 3_750, createdAt: AT - HOUR, remark: null },
    { id: 't-2', type: 'deposit', changedPoints: 500, pointsAfter: 3_630, createdAt: AT - 2 * HOUR, remark: null },
    { id: 't-1', type: 'sports', changedPoints: 30, pointsAfter: 3_130, createdAt: AT - 3 * HOUR, remark: null },
  ],
};

export const EXCHANGE_RATES: readonly ExchangeRateView[] = [
  { type: 'live', amountRequirementCents: 10_000, points: 1 },
  { type: 'lottery', amountRequirementCents: 5_000, points: 1 },
  { type: 'pvp', amountRequirementCents: 10_000, points: 1 },
  { type: 'rng', amountRequirementCents: 10_000, points: 2 },
  { type: 'sports', amountRequirementCents: 10_000, points: 1 },
  { type: 'deposit', amountRequirementCents: 10_000, points: 5 },
];

export const REDEEM_RECORDS: PageView<RedeemRecordView> = {
  page: 1,
  totalPages: 1,
  items: [
    {
      id: 'rd-1003',
      rewardName: 'Team scarf',
      kind: 'item',
      quantity: 2,
      points: 2_000,
      amountRequirementCents: 50_000,
      status: 'inProcess',
      appliedAt: AT,
      decidedAt: null,
    },
    {
      id: 'rd-1002',
      rewardName: 'Gaming headset',
      kind: 'item',
      quantity: 1,
      points: 8_000,
      amountRequirementCents: null,
      status: 'rejected',
      appliedAt: AT - 24 * HOUR,
      decidedAt: AT - 20 * HOUR,
    },
    {
      id: 'rd-1001',
      rewardName: '5.00 bonus cash',
      kind: 'cash',
      quantity: 1,
      points: 500,
      amountRequirementCents: null,
      status: 'approved',
      appliedAt: AT - 48 * HOUR,
      decidedAt: AT - 48 * HOUR,
    },
  ],
};
