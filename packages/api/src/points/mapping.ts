import type { PointType, RedeemStatus } from '@atrium/domain/points';
import type * as z from 'zod/mini';
import { safeImageUrl } from '../announcements/mapping';
import {
  type convertResultSchema,
  type PointBalanceWire,
  type PointConfigWire,
  type PointRewardsWire,
  type PointTransactionsWire,
  type RedeemListWire,
} from './schemas';

export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

// ─── Balance: GET /wps/relay/MCS2_getPointBalance ────────────────────────────────────────────────────────────

export interface PointBalance {
  readonly currentPoints: number;
  readonly balance: number;
  readonly byType: readonly { readonly type: PointType; readonly points: number }[];
}

export function toPointBalance(wire: PointBalanceWire): PointBalance {
  return {
    currentPoints: wire.currentPoints,
    balance: wire.balance,
    byType: wire.pointsByType.flatMap(({ pointType, points }) => (pointType ? [{ type: pointType, points }] : [])),
  };
}

// ─── Rewards catalogue: GET /wps/relay/getPointReward ───────────────────────────────────────────────────────

export interface PointReward {
  readonly id: string;
  readonly name: string;
  readonly pointsRequirement: number;
  readonly kind: 'cash' | 'item';
  /** For a cash reward, the amount paid into the wallet. */
  readonly amount: number | null;
  /** The good's picture (same-site path or http(s)); null when the platform has none or gave an unsafe address. */
  readonly imageUrl: string | null;
  readonly stock: number | null;
  /** The operator's condition text (plain text, shown as such), or null. */
  readonly conditions: string | null;
  readonly amountRequirement: number | null;
  /** The redemption must carry a delivery address. */
  readonly needsAddress: boolean;
}

export function toPointRewards(wire: PointRewardsWire): PointReward[] {
  return wire.list.map((r) => ({
    id: r.rewardId,
    name: r.rewardName,
    pointsRequirement: r.pointsRequirement,
    kind: r.rewardType === 'CASH' ? 'cash' : 'item',
    amount: r.rewardAmount ?? null,
    // Only a same-site path or an http(s) address reaches an <img>.
    imageUrl: safeImageUrl(r.imageUrl),
    stock: r.stock ?? null,
    conditions: r.conditions?.trim() ? r.conditions.trim() : null,
    amountRequirement: r.amountRequirement ?? null,
    needsAddress: r.addressRequired,
  }));
}

// ─── Redeem history: GET /wps/relay/getRedeemPointList ──────────────────────────────────────────────────────

export interface RedeemRecord {
  /** The reference number. */
  readonly id: string;
  readonly rewardName: string;
  readonly kind: 'cash' | 'item';
  readonly quantity: number;
  /** The points the redemption took. */
  readonly points: number;
  readonly amountRequirement: number | null;
  readonly status: RedeemStatus;
  /** When the member applied. */
  readonly createdAt: number;
  /** When it was decided; null while In Process. */
  readonly decidedAt: number | null;
  readonly remark: string | null;
}

/** Records with a status the client does not know are left out (the three of §4 are all it can show). */
export function toRedeemPage(wire: RedeemListWire): Page<RedeemRecord> {
  return {
    items: wire.list.flatMap((r) =>
      r.status
        ? [
            {
              id: r.redeemId,
              rewardName: r.rewardName,
              kind: r.rewardType === 'CASH' ? ('cash' as const) : ('item' as const),
              quantity: r.quantity,
              points: r.points,
              amountRequirement: r.amountRequirement ?? null,
              status: r.status,
              createdAt: r.createdTime,
              decidedAt: r.updatedTime ?? null,
              remark: r.remark ?? null,
            },
          ]
        : [],
    ),
    page: wire.pageNo,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount,
  };
}

// ─── Configuration: GET /wps/relay/getPointConfig ───────────────────────────────────────────────────────────

export interface PointConfig {
  readonly ratio: number;
  readonly pointsRequirement: number;
  readonly rates: readonly { readonly type: PointType; readonly amountRequirement: number; readonly points: number }[];
}

export function toPointConfig(wire: PointConfigWire): PointConfig {
  return {
    ratio: wire.ratio,
    pointsRequirement: wire.pointsRequirement,
    rates: wire.rates.flatMap(({ pointType, amountRequirement, points }) =>
      pointType ? [{ type: pointType, amountRequirement, points }] : [],
    ),
  };
}

// ─── Points transaction details: GET /wps/relay/ODSFE2_MemTransDet ──────────────────────────────────────────

export interface PointTransaction {
  readonly id: string;
  readonly type: PointType;
  readonly changedPoints: number;
  readonly pointsAfter: number;
  readonly createdAt: number;
  readonly remark: string | null;
}

export function toPointTransactionsPage(wire: PointTransactionsWire): Page<PointTransaction> {
  return {
    items: wire.list.flatMap((t) =>
      t.pointType
        ? [
            {
              id: t.transId,
              type: t.pointType,
              changedPoints: t.changedPoints,
              pointsAfter: t.currentPoints,
              createdAt: t.createdTime,
              remark: t.remark ?? null,
            },
          ]
        : [],
    ),
    page: wire.pageNo,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount,
  };
}

// ─── Redeem and convert (enc, password checked) ─────────────────────────────────────────────────────────────

export interface RedeemResult {
  readonly redeemId: string;
  /** Approved for a cash reward (paid at once), In Process for an item (reviewed). */
  readonly status: RedeemStatus | null;
  readonly currentPoints: number;
  readonly balance: number;
}

export type ConvertResult = z.infer<typeof convertResultSchema>;
