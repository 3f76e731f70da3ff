import { ApiError, isApiError, messageKeyFor } from '../errors';
import type { ApiClient, Endpoint } from '../client';
import {
  consolidatedFundsSchema,
  type ConsolidatedFundsWire,
  merchantWalletSchema,
  type MerchantWalletWire,
  walletBalanceSchema,
  type WalletBalanceWire,
  walletTransferReceiptSchema,
  type WalletTransferReceiptWire,
} from './schemas';
import {
  type ConsolidatedFunds,
  type MerchantWallet,
  toConsolidatedFunds,
  toMerchantWallet,
  toWalletBalance,
  type TransferTarget,
  type WalletBalance,
  type WalletTransferReceipt,
} from './mapping';

export const retryTransientOnce = (failureCount: number, error: unknown) =>
  isApiError(error) && error.isTransient && failureCount < 1;

/** The main wallet's account type (docs/protocol.md `balance[].accountTypeId`; assumed to be 1, as in the demo). */
export const MAIN_WALLET_ACCOUNT_TYPE = 1;

// ─── Balance ────────────────────────────────────────────────────────────────────────────────────────────────

export const walletBalanceEndpoint: Endpoint<WalletBalanceWire> = {
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  moduleId: 'FUNDTRANS3',
  needsToken: true,
  value: walletBalanceSchema,
};

export async function getWalletBalance(client: ApiClient, signal?: AbortSignal): Promise<WalletBalance> {
  return toWalletBalance(await client.call(walletBalanceEndpoint, { signal }));
}

// ─── Transfer (MONEY-MOVING) ────────────────────────────────────────────────────────────────────────────────

export interface WalletTransferInput {
  /** Made once per user intent with `newTransferRequestId()`, and reused if the same intent is sent again. */
  readonly requestId: string;
  /** Whole cents (the domain's `parseAmountToCents` reads what the user typed). */
  readonly amountCents: number;
  readonly target: TransferTarget;
}

export const walletTransferEndpoint: Endpoint<WalletTransferReceiptWire> = {
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  moduleId: 'FUNDTRANS3',
  needsToken: true,
  value: walletTransferReceiptSchema,
};

/** A transfer to the upline: the same call, encrypted, through the password check (it carries the payment password). */
export const uplineTransferEndpoint: Endpoint<WalletTransferReceiptWire> = {
  ...walletTransferEndpoint,
  id: 'wallet.transferUpline',
  path: '/wps/relay/passwordCheck/GCS_walletTransfer',
  encrypted: true,
};

/** A fresh idempotency key for one transfer intent. */
export function newTransferRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export function walletTransferBody(input: WalletTransferInput): Record<string, unknown> {
  const base = { requestId: input.requestId, amount: input.amountCents / 100 };
  switch (input.target.kind) {
    case 'wallet':
      return {
        ...base,
        transferType: 'WALLET',
        fromAccountTypeId: input.target.fromAccountTypeId,
        toAccountTypeId: input.target.toAccountTypeId,
      };
    case 'downline':
      return { ...base, transferType: 'DOWNLINE', targetAccount: input.target.account.trim() };
    case 'upline':
      return { ...base, transferType: 'UPLINE', paymentPassword: input.target.paymentPassword };
  }
}

/** Request ids in flight, per client: the same intent sent twice before the first answer is refused locally. */
const inFlight = new WeakMap<ApiClient, Set<string>>();

/** Moves money once: never retried, and a request id already in flight is refused without a second request. */
export async function transferFunds(
  client: ApiClient,
  input: WalletTransferInput,
  signal?: AbortSignal,
): Promise<WalletTransferReceipt> {
  let pending = inFlight.get(client);
  if (!pending) inFlight.set(client, (pending = new Set()));
  if (pending.has(input.requestId)) {
    const code = 'operation.not.allowed';
    throw new ApiError({
      kind: 'rejected',
      endpoint: walletTransferEndpoint.id,
      code,
      messageKey: messageKeyFor('rejected', code),
    });
  }
  pending.add(input.requestId);
  try {
    const endpoint = input.target.kind === 'upline' ? uplineTransferEndpoint : walletTransferEndpoint;
    const wire = await client.call(endpoint, { body: walletTransferBody(input), signal });
    return {
      requestId: wire.requestId,
      transferId: wire.transferId,
      amountCents: wire.amount,
      counterpart: wire.targetAccount?.trim() ? wire.targetAccount : null,
    };
  } finally {
    pending.delete(input.requestId);
  }
}

// ─── Consolidated funds and contract flags ──────────────────────────────────────────────────────────────────

export const consolidatedFundsEndpoint: Endpoint<ConsolidatedFundsWire> = {
  id: 'wallet.consolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  moduleId: 'COMM3',
  needsToken: true,
  value: consolidatedFundsSchema,
};

export async function getConsolidatedFunds(client: ApiClient, signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return toConsolidatedFunds(await client.call(consolidatedFundsEndpoint, { signal }));
}

// ─── Merchant wallet (designed) ─────────────────────────────────────────────────────────────────────────────

export const merchantWalletEndpoint: Endpoint<MerchantWalletWire> = {
  id: 'wallet.merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  moduleId: 'FUNDTRANS3',
  needsToken: false,
  value: merchantWalletSchema,
};

export async function getMerchantWallet(client: ApiClient, signal?: AbortSignal): Promise<MerchantWallet> {
  return toMerchantWallet(await client.call(merchantWalletEndpoint, { signal }));
}
