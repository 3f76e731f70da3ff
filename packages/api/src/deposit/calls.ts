import type { ApiClient } from '../client';
import { ApiError, messageKeyFor } from '../errors';
import { depositChannelsSchema, depositOrderSchema, depositOrdersSchema } from './schemas';
import {
  type DepositChannel,
  type DepositMethodKind,
  type DepositOrder,
  toDepositMethods,
  toDepositOrder,
} from './mapping';
import { endpointsOf, reader } from '../endpoints';

/** The whitelabel switch of the deposit page (docs/centres.md "deposit needs DEPOSIT and not CREDITMAR3"). */
const DEPOSIT_MODULE = 'DEPOSIT';
const area = endpointsOf('deposit', { moduleId: DEPOSIT_MODULE, needsToken: true });

// ─── Methods and channels (designed) ────────────────────────────────────────────────────────────────────────

export const depositChannelsEndpoint = area.get(
  'channels',
  '/wps/relay/MCSFE_getDepositChannels',
  depositChannelsSchema,
);

export const getDepositMethods = reader(depositChannelsEndpoint, toDepositMethods);

// ─── Create an order (MONEY-MOVING) ─────────────────────────────────────────────────────────────────────────

export interface CreateDepositInput {
  /** Made once per user intent with `newDepositRequestId()`, and reused if the same intent is sent again. */
  readonly requestId: string;
  readonly method: DepositMethodKind;
  readonly channel: DepositChannel;
  /** Whole cents, already checked against the channel's limits (domain `checkDepositAmount`). */
  readonly amountCents: number;
  /** The account the money is for: the member's own (MCSFE_depositByQRImageUrl `targetUsername`). */
  readonly username: string;
  /** A manual bank transfer only: the name on the paying account, so finance can match the transfer. */
  readonly depositorName?: string;
}

/** A QR deposit (docs/centres.md, M): its fields as known, plus the designed `requestId`. */
export const depositByQrEndpoint = area.post('qr', '/wps/relay/MCSFE_depositByQRImageUrl', depositOrderSchema);

/** A bank-transfer or online deposit (designed). */
export const createDepositOrderEndpoint = area.post(
  'create',
  '/wps/relay/MCSFE_createDepositOrder',
  depositOrderSchema,
);

/** A fresh idempotency key for one deposit intent. */
export function newDepositRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export function createDepositBody(input: CreateDepositInput): Record<string, unknown> {
  const amount = input.amountCents / 100;
  if (input.method === 'qr') {
    return {
      requestId: input.requestId,
      targetUsername: input.username,
      amount,
      bankCode: input.channel.bankCode,
      bankType: input.channel.bankType,
      vendorId: input.channel.vendorId,
      mcsBankCode: input.channel.mcsBankCode,
    };
  }
  return {
    requestId: input.requestId,
    channelId: input.channel.id,
    amount,
    ...(input.method === 'bank' ? { depositorName: (input.depositorName ?? '').trim() } : {}),
  };
}

/** Request ids in flight, per client: the same intent sent twice before the first answer is refused locally. */
const inFlight = new WeakMap<ApiClient, Set<string>>();

/** Creates one deposit order: never retried, and a request id already in flight is refused without a request. */
export async function createDepositOrder(
  client: ApiClient,
  input: CreateDepositInput,
  signal?: AbortSignal,
): Promise<DepositOrder> {
  const endpoint = input.method === 'qr' ? depositByQrEndpoint : createDepositOrderEndpoint;
  let pending = inFlight.get(client);
  if (!pending) inFlight.set(client, (pending = new Set()));
  if (pending.has(input.requestId)) {
    const code = 'operation.not.allowed';
    throw new ApiError({ kind: 'rejected', endpoint: endpoint.id, code, messageKey: messageKeyFor('rejected', code) });
  }
  pending.add(input.requestId);
  try {
    return toDepositOrder(await client.call(endpoint, { body: createDepositBody(input), signal }));
  } finally {
    pending.delete(input.requestId);
  }
}

// ─── The member's orders (designed) ─────────────────────────────────────────────────────────────────────────

export const depositOrdersEndpoint = area.get('orders', '/wps/relay/MCSFE_getDepositOrders', depositOrdersSchema);

export async function getDepositOrders(client: ApiClient, signal?: AbortSignal): Promise<DepositOrder[]> {
  return (await client.call(depositOrdersEndpoint, { signal })).orders.map(toDepositOrder);
}

// ─── Cancel a pending order (designed, state-changing) ──────────────────────────────────────────────────────

export const cancelDepositOrderEndpoint = area.post(
  'cancel',
  '/wps/relay/MCSFE_cancelDepositOrder',
  depositOrderSchema,
);

/** Cancels an order the member has not paid yet (one that is already paid is refused by the platform). */
export async function cancelDepositOrder(
  client: ApiClient,
  reference: string,
  signal?: AbortSignal,
): Promise<DepositOrder> {
  return toDepositOrder(await client.call(cancelDepositOrderEndpoint, { body: { orderNo: reference }, signal }));
}
