import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { parsePointType, parseRedeemStatus, type PointType, type RedeemStatus } from '@atrium/domain';
import type { ApiClient, Endpoint } from './client';
import { queryKeys } from './queryKeys';

/**
 * The points mall (spec §3 "Points: current points, balance, changed points, ratio, amount requirement, points
 * requirement. Point types: live, lottery, pvp, rng, sports, redeem, deposit. Never expire"; §4 redeem statuses;
 * §7 "Points"). docs/protocol.md: "Not known: the shapes of … points calls", so every shape here is designed by Atrium
 * and implemented by the demo platform (README, "Designed shapes"). Reads are GETs with a query; redeem and convert
 * are POSTs to `/wps/relay/passwordCheck/…` with an encrypted body carrying the password (spec "enc").
 */

const MODULE_ID = 'PTSYS3';

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

export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
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

export interface PointBalance {
  readonly currentPoints: number;
  readonly balance: number;
  readonly byType: readonly { readonly type: PointType; readonly points: number }[];
}

export const pointBalanceEndpoint: Endpoint<PointBalanceWire> = {
  id: 'points.balance',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  moduleId: MODULE_ID,
  needsToken: true,
  value: pointBalanceSchema,
};

export function toPointBalance(wire: PointBalanceWire): PointBalance {
  return {
    currentPoints: wire.currentPoints,
    balance: wire.balance,
    byType: wire.pointsByType.flatMap(({ pointType, points }) => (pointType ? [{ type: pointType, points }] : [])),
  };
}

export async function getPointBalance(client: ApiClient, signal?: AbortSignal): Promise<PointBalance> {
  return toPointBalance(await client.call(pointBalanceEndpoint, { signal }));
}

export function pointBalanceQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.points.balance(),
    queryFn: ({ signal }) => getPointBalance(client, signal),
    staleTime: 30_000,
  });
}

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
});
export const pointRewardsSchema = z.object({ list: z._default(z.array(pointRewardSchema), []) });
export type PointRewardsWire = z.infer<typeof pointRewardsSchema>;

export interface PointReward {
  readonly id: string;
  readonly name: string;
  readonly pointsRequirement: number;
  readonly kind: 'cash' | 'item';
  /** For a cash reward, the amount paid into the wallet. */
  readonly amount: number | null;
  readonly imageUrl: string | null;
  readonly stock: number | null;
}

export const pointRewardsEndpoint: Endpoint<PointRewardsWire> = {
  id: 'points.rewards',
  method: 'GET',
  path: '/wps/relay/getPointReward',
  moduleId: MODULE_ID,
  needsToken: true,
  value: pointRewardsSchema,
};

export function toPointRewards(wire: PointRewardsWire): PointReward[] {
  return wire.list.map((r) => ({
    id: r.rewardId,
    name: r.rewardName,
    pointsRequirement: r.pointsRequirement,
    kind: r.rewardType === 'CASH' ? 'cash' : 'item',
    amount: r.rewardAmount ?? null,
    imageUrl: r.imageUrl ?? null,
    stock: r.stock ?? null,
  }));
}

export async function getPointRewards(client: ApiClient, signal?: AbortSignal): Promise<PointReward[]> {
  return toPointRewards(await client.call(pointRewardsEndpoint, { signal }));
}

export function pointRewardsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.points.rewards(),
    queryFn: ({ signal }) => getPointRewards(client, signal),
    staleTime: 300_000,
  });
}

// ─── Redeem history: GET /wps/relay/getRedeemPointList ──────────────────────────────────────────────────────

export const redeemRecordSchema = z.object({
  redeemId: z.string(),
  rewardName: z.string(),
  points: z.number(),
  status: redeemStatusSchema,
  /** Epoch milliseconds. */
  createdTime: z.number(),
  remark: z.nullish(z.string()),
});
export const redeemListSchema = pageOf(redeemRecordSchema);
export type RedeemListWire = z.infer<typeof redeemListSchema>;

export interface RedeemRecord {
  readonly id: string;
  readonly rewardName: string;
  readonly points: number;
  readonly status: RedeemStatus;
  readonly createdAt: number;
  readonly remark: string | null;
}

export const redeemListEndpoint: Endpoint<RedeemListWire> = {
  id: 'points.redeemList',
  method: 'GET',
  path: '/wps/relay/getRedeemPointList',
  moduleId: MODULE_ID,
  needsToken: true,
  value: redeemListSchema,
};

/** Records with a status the client does not know are left out (the three of §4 are all it can show). */
export function toRedeemPage(wire: RedeemListWire): Page<RedeemRecord> {
  return {
    items: wire.list.flatMap((r) =>
      r.status
        ? [
            {
              id: r.redeemId,
              rewardName: r.rewardName,
              points: r.points,
              status: r.status,
              createdAt: r.createdTime,
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

export async function getRedeemList(
  client: ApiClient,
  request: PageRequest,
  signal?: AbortSignal,
): Promise<Page<RedeemRecord>> {
  const query = { pageNo: request.page, pageSize: request.pageSize };
  return toRedeemPage(await client.call(redeemListEndpoint, { query, signal }));
}

export function redeemListQueryOptions(client: ApiClient, request: PageRequest) {
  return queryOptions({
    queryKey: queryKeys.points.redeemList(request.page, request.pageSize),
    queryFn: ({ signal }) => getRedeemList(client, request, signal),
  });
}

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

export interface PointConfig {
  readonly ratio: number;
  readonly pointsRequirement: number;
  readonly rates: readonly { readonly type: PointType; readonly amountRequirement: number; readonly points: number }[];
}

export const pointConfigEndpoint: Endpoint<PointConfigWire> = {
  id: 'points.config',
  method: 'GET',
  path: '/wps/relay/getPointConfig',
  moduleId: MODULE_ID,
  needsToken: true,
  value: pointConfigSchema,
};

export function toPointConfig(wire: PointConfigWire): PointConfig {
  return {
    ratio: wire.ratio,
    pointsRequirement: wire.pointsRequirement,
    rates: wire.rates.flatMap(({ pointType, amountRequirement, points }) =>
      pointType ? [{ type: pointType, amountRequirement, points }] : [],
    ),
  };
}

export async function getPointConfig(client: ApiClient, signal?: AbortSignal): Promise<PointConfig> {
  return toPointConfig(await client.call(pointConfigEndpoint, { signal }));
}

export function pointConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.points.config(),
    queryFn: ({ signal }) => getPointConfig(client, signal),
    staleTime: 300_000,
  });
}

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

export interface PointTransaction {
  readonly id: string;
  readonly type: PointType;
  readonly changedPoints: number;
  readonly pointsAfter: number;
  readonly createdAt: number;
  readonly remark: string | null;
}

export interface PointTransactionsRequest extends PageRequest {
  readonly type?: PointType | undefined;
}

export const pointTransactionsEndpoint: Endpoint<PointTransactionsWire> = {
  id: 'points.transactions',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  moduleId: MODULE_ID,
  needsToken: true,
  value: pointTransactionsSchema,
};

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

export async function getPointTransactions(
  client: ApiClient,
  request: PointTransactionsRequest,
  signal?: AbortSignal,
): Promise<Page<PointTransaction>> {
  const query = {
    pageNo: request.page,
    pageSize: request.pageSize,
    pointType: request.type?.toUpperCase(),
  };
  return toPointTransactionsPage(await client.call(pointTransactionsEndpoint, { query, signal }));
}

export function pointTransactionsQueryOptions(client: ApiClient, request: PointTransactionsRequest) {
  return queryOptions({
    queryKey: queryKeys.points.transactions(request.type ?? 'all', request.page, request.pageSize),
    queryFn: ({ signal }) => getPointTransactions(client, request, signal),
  });
}

// ─── Redeem and convert (enc, password checked) ─────────────────────────────────────────────────────────────

/**
 * A fresh id for one submission. The form makes one when it opens (or after a success) and sends the same id
 * again if the user repeats the submission, so the platform refuses a duplicate (`operation.not.allowed`) rather
 * than paying twice.
 */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export const redeemResultSchema = z.object({
  redeemId: z.string(),
  status: redeemStatusSchema,
  currentPoints: z.number(),
  balance: z.number(),
});
export type RedeemResultWire = z.infer<typeof redeemResultSchema>;

export interface RedeemPointRewardInput {
  readonly rewardId: string;
  /** The account password, checked by the platform; sent only inside the encrypted body, never kept. */
  readonly password: string;
  readonly requestId: string;
}

export interface RedeemResult {
  readonly redeemId: string;
  /** Approved for a cash reward (paid at once), In Process for an item (reviewed). */
  readonly status: RedeemStatus | null;
  readonly currentPoints: number;
  readonly balance: number;
}

export const redeemPointRewardEndpoint: Endpoint<RedeemResultWire> = {
  id: 'points.redeem',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  moduleId: MODULE_ID,
  needsToken: true,
  encrypted: true,
  value: redeemResultSchema,
};

export async function redeemPointReward(client: ApiClient, input: RedeemPointRewardInput): Promise<RedeemResult> {
  const body = { rewardId: input.rewardId, password: input.password, requestId: input.requestId };
  const wire = await client.call(redeemPointRewardEndpoint, { body });
  return { redeemId: wire.redeemId, status: wire.status, currentPoints: wire.currentPoints, balance: wire.balance };
}

export const convertResultSchema = z.object({
  convertedPoints: z.number(),
  /** The currency amount credited to the wallet. */
  amount: z.number(),
  currentPoints: z.number(),
  balance: z.number(),
});
export type ConvertResult = z.infer<typeof convertResultSchema>;

export interface ConvertPointsInput {
  readonly points: number;
  readonly password: string;
  readonly requestId: string;
}

export const convertPointsEndpoint: Endpoint<ConvertResult> = {
  id: 'points.convert',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  moduleId: MODULE_ID,
  needsToken: true,
  encrypted: true,
  value: convertResultSchema,
};

export async function convertPoints(client: ApiClient, input: ConvertPointsInput): Promise<ConvertResult> {
  const body = { points: input.points, password: input.password, requestId: input.requestId };
  return client.call(convertPointsEndpoint, { body });
}

/** Money-moving: never retried on its own. Points and the wallet change, so both are refetched. */
export function redeemPointRewardMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.points.all, 'redeem'],
    mutationFn: (input: RedeemPointRewardInput) => redeemPointReward(client, input),
    retry: false,
    onSuccess: (_data, _input, _result, { client: queryClient }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.points.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}

/** Money-moving: never retried on its own. */
export function convertPointsMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.points.all, 'convert'],
    mutationFn: (input: ConvertPointsInput) => convertPoints(client, input),
    retry: false,
    onSuccess: (_data, _input, _result, { client: queryClient }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.points.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}
