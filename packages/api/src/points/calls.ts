import type { PointType } from '@atrium/domain/points';
import type { ApiClient, Endpoint } from '../client';
import {
  convertResultSchema,
  pointBalanceSchema,
  type PointBalanceWire,
  pointConfigSchema,
  type PointConfigWire,
  pointRewardsSchema,
  type PointRewardsWire,
  pointTransactionsSchema,
  type PointTransactionsWire,
  redeemListSchema,
  type RedeemListWire,
  redeemResultSchema,
  type RedeemResultWire,
} from './schemas';
import {
  type ConvertResult,
  type Page,
  type PointBalance,
  type PointConfig,
  type PointReward,
  type PointTransaction,
  type RedeemRecord,
  type RedeemResult,
  toPointBalance,
  toPointConfig,
  toPointRewards,
  toPointTransactionsPage,
  toRedeemPage,
} from './mapping';

const MODULE_ID = 'PTSYS3';

export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

// ─── Balance: GET /wps/relay/MCS2_getPointBalance ────────────────────────────────────────────────────────────

export const pointBalanceEndpoint: Endpoint<PointBalanceWire> = {
  id: 'points.balance',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  moduleId: MODULE_ID,
  needsToken: true,
  value: pointBalanceSchema,
};

export async function getPointBalance(client: ApiClient, signal?: AbortSignal): Promise<PointBalance> {
  return toPointBalance(await client.call(pointBalanceEndpoint, { signal }));
}

// ─── Rewards catalogue: GET /wps/relay/getPointReward ───────────────────────────────────────────────────────

/** Open to guests: /pointMall is a public route (§2), so a guest sees the goods and signs in to redeem. */
export const pointRewardsEndpoint: Endpoint<PointRewardsWire> = {
  id: 'points.rewards',
  method: 'GET',
  path: '/wps/relay/getPointReward',
  moduleId: MODULE_ID,
  needsToken: false,
  value: pointRewardsSchema,
};

export async function getPointRewards(client: ApiClient, signal?: AbortSignal): Promise<PointReward[]> {
  return toPointRewards(await client.call(pointRewardsEndpoint, { signal }));
}

// ─── Redeem history: GET /wps/relay/getRedeemPointList ──────────────────────────────────────────────────────

export const redeemListEndpoint: Endpoint<RedeemListWire> = {
  id: 'points.redeemList',
  method: 'GET',
  path: '/wps/relay/getRedeemPointList',
  moduleId: MODULE_ID,
  needsToken: true,
  value: redeemListSchema,
};

export async function getRedeemList(
  client: ApiClient,
  request: PageRequest,
  signal?: AbortSignal,
): Promise<Page<RedeemRecord>> {
  const query = { pageNo: request.page, pageSize: request.pageSize };
  return toRedeemPage(await client.call(redeemListEndpoint, { query, signal }));
}

// ─── Configuration: GET /wps/relay/getPointConfig ───────────────────────────────────────────────────────────

export const pointConfigEndpoint: Endpoint<PointConfigWire> = {
  id: 'points.config',
  method: 'GET',
  path: '/wps/relay/getPointConfig',
  moduleId: MODULE_ID,
  needsToken: true,
  value: pointConfigSchema,
};

export async function getPointConfig(client: ApiClient, signal?: AbortSignal): Promise<PointConfig> {
  return toPointConfig(await client.call(pointConfigEndpoint, { signal }));
}

// ─── Points transaction details: GET /wps/relay/ODSFE2_MemTransDet ──────────────────────────────────────────

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

// ─── Redeem and convert (enc, password checked) ─────────────────────────────────────────────────────────────

/**
 * A fresh id for one submission. The form makes one when it opens (or after a success) and sends the same id
 * again if the user repeats the submission, so the platform refuses a duplicate (`operation.not.allowed`) rather
 * than paying twice.
 */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export interface RedeemPointRewardInput {
  readonly rewardId: string;
  /** Units to redeem; one when left out. */
  readonly quantity?: number;
  /** The delivery address, for a good that needs one. */
  readonly address?: string;
  /** The account password, checked by the platform; sent only inside the encrypted body, never kept. */
  readonly password: string;
  readonly requestId: string;
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
  const body = {
    rewardId: input.rewardId,
    quantity: input.quantity ?? 1,
    ...(input.address === undefined ? {} : { address: input.address }),
    password: input.password,
    requestId: input.requestId,
  };
  const wire = await client.call(redeemPointRewardEndpoint, { body });
  return { redeemId: wire.redeemId, status: wire.status, currentPoints: wire.currentPoints, balance: wire.balance };
}

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
