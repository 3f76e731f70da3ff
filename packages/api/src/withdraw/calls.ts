import type { WithdrawalReceiptAnswer, WithdrawalState } from '@atrium/domain/withdraw';
import { normalizeCardNumber } from '@atrium/domain/withdraw';
import type { ApiClient, Endpoint } from '../client';
import { ApiError, messageKeyFor } from '../errors';
import {
  bankCardListSchema,
  bankCardSchema,
  type BankCardWire,
  paymentConfirmationListSchema,
  processC2CResultSchema,
  proofUploadSchema,
  type ProofUploadWire,
  withdrawInfoSchema,
  withdrawalListSchema,
  withdrawReceiptSchema,
} from './schemas';
import {
  type BankCard,
  type ReceiptOutcome,
  type Withdrawal,
  type PendingConfirmation,
  ANSWERS_ON_WIRE,
  OUTCOMES,
  STATES,
  toWithdrawInfo,
  toWithdrawal,
} from './mapping';
import { endpointsOf, reader } from '../endpoints';

/** Module id of the withdraw calls (assumed: the whitelabel switch that shows the page is WITHDRAW). */
const MODULE_ID = 'WITHDRAW';
const area = endpointsOf('withdraw', { moduleId: MODULE_ID, needsToken: true });

export function newWithdrawRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** Request ids in flight, per client and call: the same intent sent twice before the first answer is refused here. */
const inFlight = new WeakMap<ApiClient, Set<string>>();

async function once<T>(client: ApiClient, endpointId: string, requestId: string, send: () => Promise<T>): Promise<T> {
  let pending = inFlight.get(client);
  if (!pending) inFlight.set(client, (pending = new Set()));
  const key = `${endpointId}:${requestId}`;
  if (pending.has(key)) {
    const code = 'operation.not.allowed';
    throw new ApiError({ kind: 'rejected', endpoint: endpointId, code, messageKey: messageKeyFor('rejected', code) });
  }
  pending.add(key);
  try {
    return await send();
  } finally {
    pending.delete(key);
  }
}

// ─── Withdrawal info ────────────────────────────────────────────────────────────────────────────────────────

export const withdrawInfoEndpoint = area.get('info', '/wps/relay/MCSFE_getWithdrawInfo', withdrawInfoSchema);

export const getWithdrawInfo = reader(withdrawInfoEndpoint, toWithdrawInfo);

// ─── Bank cards ─────────────────────────────────────────────────────────────────────────────────────────────

export const bankCardListEndpoint = area.get('bankCards', '/wps/relay/MCSFE_getBankCardList', bankCardListSchema);

export async function getBankCards(client: ApiClient, signal?: AbortSignal): Promise<BankCard[]> {
  const wire = await client.call(bankCardListEndpoint, { signal });
  return wire.list.map(toBankCard);
}

function toBankCard(wire: BankCardWire): BankCard {
  return {
    id: wire.cardId,
    bankCode: wire.bankCode,
    bankName: wire.bankName,
    accountName: wire.accountName,
    cardNo: wire.cardNo,
  };
}

export interface AddBankCardInput {
  readonly requestId: string;
  readonly bankCode: string;
  readonly accountName: string;
  /** As typed; sent as digits only. */
  readonly cardNumber: string;
  /** Sent only inside the encrypted body; never kept. */
  readonly paymentPassword: string;
}

export const addBankCardEndpoint = area.post(
  'addBankCard',
  '/wps/relay/passwordCheck/MCSFE_addBankCard',
  bankCardSchema,
  { encrypted: true },
);

/** Binds a card (money-related: never retried; a request id already in flight is refused without a request). */
export async function addBankCard(client: ApiClient, input: AddBankCardInput, signal?: AbortSignal): Promise<BankCard> {
  const body = {
    requestId: input.requestId,
    bankCode: input.bankCode,
    accountName: input.accountName.trim(),
    cardNo: normalizeCardNumber(input.cardNumber),
    paymentPassword: input.paymentPassword,
  };
  const wire = await once(client, addBankCardEndpoint.id, input.requestId, () =>
    client.call(addBankCardEndpoint, { body, signal }),
  );
  return toBankCard(wire);
}

// ─── Withdraw (MONEY-MOVING) ────────────────────────────────────────────────────────────────────────────────

export interface WithdrawInput {
  readonly requestId: string;
  readonly amountCents: number;
  readonly cardId: string;
  /** Sent only inside the encrypted body; never kept. */
  readonly paymentPassword: string;
}

export interface WithdrawReceipt {
  readonly requestId: string;
  readonly withdrawalId: string;
  readonly amountCents: number;
  readonly state: WithdrawalState;
}

export const withdrawEndpoint = area.post('request', '/wps/relay/passwordCheck/MCSFE_withdraw', withdrawReceiptSchema, {
  encrypted: true,
});

/** Asks for a withdrawal once: never retried, and a request id already in flight is refused without a request. */
export async function requestWithdrawal(
  client: ApiClient,
  input: WithdrawInput,
  signal?: AbortSignal,
): Promise<WithdrawReceipt> {
  const body = {
    requestId: input.requestId,
    amount: input.amountCents / 100,
    cardId: input.cardId,
    paymentPassword: input.paymentPassword,
  };
  const wire = await once(client, withdrawEndpoint.id, input.requestId, () =>
    client.call(withdrawEndpoint, { body, signal }),
  );
  return {
    requestId: wire.requestId,
    withdrawalId: wire.withdrawalId,
    amountCents: wire.amount,
    state: STATES[wire.status],
  };
}

// ─── Records ────────────────────────────────────────────────────────────────────────────────────────────────

export const withdrawalListEndpoint = area.get('list', '/wps/relay/MCSFE_getWithdrawList', withdrawalListSchema);

export interface WithdrawalPage {
  readonly items: readonly Withdrawal[];
  readonly totalCount: number;
}

export async function getWithdrawals(
  client: ApiClient,
  page: { readonly page: number; readonly pageSize: number },
  signal?: AbortSignal,
): Promise<WithdrawalPage> {
  const wire = await client.call(withdrawalListEndpoint, {
    query: { pageNo: page.page, pageSize: page.pageSize },
    signal,
  });
  return { items: wire.list.map(toWithdrawal), totalCount: wire.totalCount };
}

// ─── Receipt confirmation ───────────────────────────────────────────────────────────────────────────────────

export const paymentConfirmationListEndpoint = area.get(
  'confirmations',
  '/wps/relay/MCSFE_getPaymentConfirmationList',
  paymentConfirmationListSchema,
);

export async function getPendingConfirmations(client: ApiClient, signal?: AbortSignal): Promise<PendingConfirmation[]> {
  const wire = await client.call(paymentConfirmationListEndpoint, { signal });
  return wire.list.map((c) => ({
    transactionId: c.transactionId,
    amountCents: c.amount,
    disbursedAt: c.disbursedTime,
    autoConfirmAt: c.autoConfirmTime ?? null,
  }));
}

export interface ConfirmReceiptInput {
  readonly requestId: string;
  readonly transactionId: string;
  readonly answer: WithdrawalReceiptAnswer;
  /** Partially received only. */
  readonly receivedCents?: number;
  readonly remainingCents?: number;
  /** Ids from `uploadPaymentProof`: required for not received, optional for partially received. */
  readonly proofIds?: readonly string[];
}

export interface ConfirmReceiptResult {
  readonly transactionId: string;
  readonly outcome: ReceiptOutcome;
  readonly refundedCents: number;
}

export const processC2CTransactionEndpoint = area.post(
  'confirmReceipt',
  '/wps/relay/MCSFE_processC2CTransaction',
  processC2CResultSchema,
);

export function confirmReceiptBody(input: ConfirmReceiptInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    requestId: input.requestId,
    transactionId: input.transactionId,
    status: ANSWERS_ON_WIRE[input.answer],
  };
  if (input.answer === 'partiallyReceived') {
    body['receivedAmount'] = (input.receivedCents ?? 0) / 100;
    body['remainingAmount'] = (input.remainingCents ?? 0) / 100;
  }
  if (input.answer !== 'received') body['proofIds'] = [...(input.proofIds ?? [])];
  return body;
}

/** Answers a disbursement once (money may come back): never retried, a request id in flight is refused here. */
export async function confirmReceipt(
  client: ApiClient,
  input: ConfirmReceiptInput,
  signal?: AbortSignal,
): Promise<ConfirmReceiptResult> {
  const wire = await once(client, processC2CTransactionEndpoint.id, input.requestId, () =>
    client.call(processC2CTransactionEndpoint, { body: confirmReceiptBody(input), signal }),
  );
  return { transactionId: wire.transactionId, outcome: OUTCOMES[wire.answer], refundedCents: wire.refundedAmount };
}

// ─── Proof upload ───────────────────────────────────────────────────────────────────────────────────────────

export interface ProofUploadInput {
  readonly fileName: string;
  /** image/png or image/jpeg. */
  readonly contentType: string;
  /** The file's bytes, base64 (the client core sends JSON only). */
  readonly dataBase64: string;
}

export const proofUploadEndpoint: Endpoint<ProofUploadWire> = {
  id: 'withdraw.uploadProof',
  method: 'POST',
  path: '/wps/relay/MCSFE_uploadPaymentProof',
  moduleId: MODULE_ID,
  needsToken: true,
  // A 5 MB image is about 6.7 MB as base64: more time than the default on a slow line.
  timeoutMs: 60_000,
  value: proofUploadSchema,
};

export async function uploadPaymentProof(
  client: ApiClient,
  input: ProofUploadInput,
  signal?: AbortSignal,
): Promise<string> {
  const body = { fileName: input.fileName, contentType: input.contentType, data: input.dataBase64 };
  return (await client.call(proofUploadEndpoint, { body, signal })).proofId;
}
