import type { ApiClient } from '../client';
import { walletTransferReceiptSchema } from '../wallet/schemas';
import { downlineListSchema, registeredDownlineSchema, registerOptionsSchema } from './schemas';
import {
  toDownlines,
  toRegisteredDownline,
  toRegisterOptions,
  type DownlineRebate,
  type RegisteredDownline,
} from './mapping';
import { endpointsOf, reader } from '../endpoints';

const area = endpointsOf('agentTeam', { moduleId: 'AGEINFO3', needsToken: true });

/** GET /wps/agent/downline/list (assumed): the signed-in agent's whole tree, direct and indirect. */
export const downlineListEndpoint = area.get('list', '/wps/agent/downline/list', downlineListSchema);

export const getDownlines = reader(downlineListEndpoint, toDownlines);

/** GET /wps/agent/downline/registerOptions (designed): the agent's right to create agents and its own rebate rates. */
export const registerOptionsEndpoint = area.get(
  'registerOptions',
  '/wps/agent/downline/registerOptions',
  registerOptionsSchema,
);

export const getRegisterOptions = reader(registerOptionsEndpoint, toRegisterOptions);

/** PUT /wps/agent/downline/register (assumed, encrypted like the player's registration: it carries a password). */
export const registerDownlineEndpoint = area.put('register', '/wps/agent/downline/register', registeredDownlineSchema, {
  encrypted: true,
});

export interface RegisterDownlineInput {
  /** The rule fields as typed (username, password, confirmPassword and whatever else the rules show). */
  readonly form: Readonly<Record<string, string>>;
  readonly kind: 'member' | 'agent';
  /** The new account's rebate rate per game kind, in percent (designed: sent as `rebates`). */
  readonly rebates?: readonly DownlineRebate[];
}

export function registerDownlineBody(input: RegisterDownlineInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input.form)) if (value.trim() !== '') body[field] = value;
  if (body['confirmPassword'] !== undefined) body['verifyPwd'] = body['confirmPassword'];
  const rebates = (input.rebates ?? []).map((r) => ({ productType: r.gameType, rebateRate: r.percent }));
  return { ...body, accountType: input.kind === 'agent' ? 2 : 0, ...(rebates.length > 0 && { rebates }) };
}

export async function registerDownline(
  client: ApiClient,
  input: RegisterDownlineInput,
  signal?: AbortSignal,
): Promise<RegisteredDownline> {
  const wire = await client.call(registerDownlineEndpoint, { body: registerDownlineBody(input), signal });
  return toRegisteredDownline(wire);
}

/** POST /wps/agent/downline/promote (assumed): a direct member downline becomes an agent. */
export const promoteDownlineEndpoint = area.post('promote', '/wps/agent/downline/promote', registeredDownlineSchema);

export async function promoteDownline(
  client: ApiClient,
  downlineId: string,
  signal?: AbortSignal,
): Promise<RegisteredDownline> {
  const wire = await client.call(promoteDownlineEndpoint, { body: { userId: downlineId }, signal });
  return toRegisteredDownline(wire);
}

/**
 * A transfer to a downline with the payment password: the wallet transfer through the password-check relay,
 * encrypted, like the transfer to the upline (§1).
 */
export const downlineTransferEndpoint = area.post(
  'transfer',
  '/wps/relay/passwordCheck/GCS_walletTransfer',
  walletTransferReceiptSchema,
  { moduleId: 'FUNDTRANS3', encrypted: true },
);

export interface DownlineTransferInput {
  /** One per user intent (`newTransferRequestId()`): the platform pays a repeated id once. */
  readonly requestId: string;
  readonly amountCents: number;
  readonly downline: string;
  readonly paymentPassword: string;
}

export interface DownlineTransferReceipt {
  readonly transferId: string;
  readonly amountCents: number;
  readonly downline: string;
}

export async function transferToDownline(
  client: ApiClient,
  input: DownlineTransferInput,
  signal?: AbortSignal,
): Promise<DownlineTransferReceipt> {
  const body = {
    requestId: input.requestId,
    amount: input.amountCents / 100,
    transferType: 'DOWNLINE',
    targetAccount: input.downline.trim(),
    paymentPassword: input.paymentPassword,
  };
  const wire = await client.call(downlineTransferEndpoint, { body, signal });
  return { transferId: wire.transferId, amountCents: wire.amount, downline: wire.targetAccount ?? input.downline };
}
