import * as z from 'zod/mini';
import { parsePointType, parseRedeemStatus } from '@atrium/domain/points';

/** A point type on the wire ("LIVE", "rng", …); unknown types are read as null and left out by the mappings. */
const pointTypeSchema = z.pipe(
  z.string(),
  z.transform((raw) => parsePointType(raw)),
);

const redeemStatusSchema = z.pipe(
  z.string(),
  z.transform((raw) => parseRedeemStatus(raw)),
);

function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z._default(z.array(item), []),
    pageNo: z._default(z.number(), 1),
    totalPages: z._default(z.number(), 0),
    totalCount: z._default(z.number(), 0),
  });
}

// ─── Balance: GET /wps/relay/MCS2_getPointBalance ────────────────────────────────────────────────────────────

export const pointBalanceSchema = z.object({
  currentPoints: z.number(),
  /** The wallet balance in currency units (2 decimals), shown beside the points. */
  balance: z.number(),
  /** Points earned per type. */
  pointsByType: z._default(z.array(z.object({ pointType: pointTypeSchema, points: z.number() })), []),
});

export type PointBalanceWire = z.infer<typeof pointBalanceSchema>;

// ─── Rewards catalogue: GET /wps/relay/getPointReward ───────────────────────────────────────────────────────

export const pointRewardSchema = z.object({
  rewardId: z.string(),
  rewardName: z.string(),
  /** Points needed to redeem one. */
  pointsRequirement: z.number(),
  /** CASH rewards pay `rewardAmount` into the wallet at once; ITEM rewards are reviewed (In Process). */
  rewardType: z._default(z.enum(['CASH', 'ITEM']), 'ITEM'),
  rewardAmount: z.nullish(z.number()),
  imageUrl: z.nullish(z.string()),
  /** Units left; null when unlimited. */
  stock: z.nullish(z.number()),
  /** The condition text the operator wrote for this good (plain text), e.g. "VIP 2 and above". */
  conditions: z.nullish(z.string()),
  /** The valid bet or deposit the member must have made to redeem it, in currency units; null when none. */
  amountRequirement: z.nullish(z.number()),
  /** An item shipped to the member: the redemption must carry a delivery address. */
  addressRequired: z._default(z.boolean(), false),
});

export const pointRewardsSchema = z.object({ list: z._default(z.array(pointRewardSchema), []) });

export type PointRewardsWire = z.infer<typeof pointRewardsSchema>;

// ─── Redeem history: GET /wps/relay/getRedeemPointList ──────────────────────────────────────────────────────

export const redeemRecordSchema = z.object({
  /** The reference number. */
  redeemId: z.string(),
  rewardName: z.string(),
  /** CASH or ITEM, as in the catalogue. */
  rewardType: z._default(z.enum(['CASH', 'ITEM']), 'ITEM'),
  quantity: z._default(z.number(), 1),
  /** The points the redemption took (all units). */
  points: z.number(),
  /** The good's amount requirement when it was redeemed, in currency units; null when none. */
  amountRequirement: z.nullish(z.number()),
  status: redeemStatusSchema,
  /** When the member applied, epoch milliseconds. */
  createdTime: z.number(),
  /** When the redemption was last decided (Approved or Rejected); null while In Process. */
  updatedTime: z.nullish(z.number()),
  remark: z.nullish(z.string()),
});

export const redeemListSchema = pageOf(redeemRecordSchema);

export type RedeemListWire = z.infer<typeof redeemListSchema>;

// ─── Configuration: GET /wps/relay/getPointConfig ───────────────────────────────────────────────────────────

export const pointConfigSchema = z.object({
  /** Points converted into one unit of currency. */
  ratio: z.number(),
  /** The fewest points one conversion takes. */
  pointsRequirement: z.number(),
  /** The exchange-rate table: every `amountRequirement` of valid bet (or deposit) of a type earns `points`. */
  rates: z._default(
    z.array(z.object({ pointType: pointTypeSchema, amountRequirement: z.number(), points: z.number() })),
    [],
  ),
});

export type PointConfigWire = z.infer<typeof pointConfigSchema>;

// ─── Points transaction details: GET /wps/relay/ODSFE2_MemTransDet ──────────────────────────────────────────

export const pointTransactionSchema = z.object({
  transId: z.string(),
  pointType: pointTypeSchema,
  /** Signed: earned points are positive, redeemed or converted ones negative. */
  changedPoints: z.number(),
  /** The points after the change. */
  currentPoints: z.number(),
  createdTime: z.number(),
  remark: z.nullish(z.string()),
});

export const pointTransactionsSchema = pageOf(pointTransactionSchema);

export type PointTransactionsWire = z.infer<typeof pointTransactionsSchema>;

// ─── Redeem and convert (enc, password checked) ─────────────────────────────────────────────────────────────

export const redeemResultSchema = z.object({
  redeemId: z.string(),
  status: redeemStatusSchema,
  currentPoints: z.number(),
  balance: z.number(),
});

export type RedeemResultWire = z.infer<typeof redeemResultSchema>;

export const convertResultSchema = z.object({
  convertedPoints: z.number(),
  /** The currency amount credited to the wallet. */
  amount: z.number(),
  currentPoints: z.number(),
  balance: z.number(),
});
