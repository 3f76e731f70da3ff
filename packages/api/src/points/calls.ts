import type { PointType } from '@atrium/domain/points';
import type { ApiClient } from '../client';
import {
  convertResultSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointRewardsSchema,
  pointTransactionsSchema,
  redeemListSchema,
  redeemResultSchema,
} from './schemas';
import {
  type ConvertResult,
  type RedeemResult,
  toPointBalance,
  toPointConfig,
  toPointRewards,
  toPointTransactionsPage,
  toRedeemPage,
} from './mapping';
import { caller, endpointsOf, reader } from '../endpoints';

const MODULE_ID = 'PTSYS3';
const area = endpointsOf('points', { moduleId: MODULE_ID, needsToken: true });

export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

// ─── Balance: GET /wps/relay/MCS2_getPointBalance ────────────────────────────────────────────────────────────

export const pointBalanceEndpoint = area.get('balance', '/wps/relay/MCS2_getPointBalance', pointBalanceSchema);

export const getPointBalance = reader(pointBalanceEndpoint, toPointBalance);

// ─── Rewards catalogue: GET /wps/relay/getPointReward ───────────────────────────────────────────────────────

/** Open to guests: /pointMall is a public route (§2), so a guest sees the goods and signs in to redeem. */
export const pointRewardsEndpoint = area.get('rewards', '/wps/relay/getPointReward', pointRewardsSchema, {
  needsToken: false,
});

export const getPointRewards = reader(pointRewardsEndpoint, toPointRewards);

// ─── Redeem history: GET /wps/relay/getRedeemPointList ──────────────────────────────────────────────────────

export const redeemListEndpoint = area.get('redeemList', '/wps/relay/getRedeemPointList', redeemListSchema);

export const getRedeemList = caller(
  redeemListEndpoint,
  (request: PageRequest) => ({ query: { pageNo: request.page, pageSize: request.pageSize } }),
  toRedeemPage,
);

// ─── Configuration: GET /wps/relay/getPointConfig ───────────────────────────────────────────────────────────

export const pointConfigEndpoint = area.get('config', '/wps/relay/getPointConfig', pointConfigSchema);

export const getPointConfig = reader(pointConfigEndpoint, toPointConfig);

// ─── Points transaction details: GET /wps/relay/ODSFE2_MemTransDet ──────────────────────────────────────────

export interface PointTransactionsRequest extends PageRequest {
  readonly type?: PointType | undefined;
}

export const pointTransactionsEndpoint = area.get(
  'transactions',
  '/wps/relay/ODSFE2_MemTransDet',
  pointTransactionsSchema,
);

export const getPointTransactions = caller(
  pointTransactionsEndpoint,
  (request: PointTransactionsRequest) => ({
    query: {
      pageNo: request.page,
      pageSize: request.pageSize,
      pointType: request.type?.toUpperCase(),
    },
  }),
  toPointTransactionsPage,
);

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

export const redeemPointRewardEndpoint = area.post(
  'redeem',
  '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  redeemResultSchema,
  { encrypted: true },
);

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

export const convertPointsEndpoint = area.post(
  'convert',
  '/wps/relay/passwordCheck/MCS2_convertPoint',
  convertResultSchema,
  { encrypted: true },
);

export async function convertPoints(client: ApiClient, input: ConvertPointsInput): Promise<ConvertResult> {
  const body = { points: input.points, password: input.password, requestId: input.requestId };
  return client.call(convertPointsEndpoint, { body });
}
