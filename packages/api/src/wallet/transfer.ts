import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, messageKeyFor } from '../errors';
import type { ApiClient, Endpoint } from '../client';
import { queryKeys } from '../queryKeys';
import { walletTransferReceiptSchema, type WalletTransferReceiptWire } from './schemas';
import { type TransferTarget, type WalletTransferReceipt } from './mapping';
import { endpointsOf } from '../endpoints';

const area = endpointsOf('wallet', { moduleId: 'FUNDTRANS3', needsToken: true });

/**
 * Wallet transfers (MONEY-MOVING): between the main and a game wallet, to the upline, to a downline. A module of
 * their own so that the start-up chunk, which reads the balance, does not carry the member pages' transfer code.
 */

// ─── Transfer (MONEY-MOVING) ────────────────────────────────────────────────────────────────────────────────

export interface WalletTransferInput {
  /** Made once per user intent with `newTransferRequestId()`, and reused if the same intent is sent again. */
  readonly requestId: string;
  /** Whole cents (the domain's `parseAmountToCents` reads what the user typed). */
  readonly amountCents: number;
  readonly target: TransferTarget;
}

export const walletTransferEndpoint = area.post(
  'transfer',
  '/wps/relay/GCS_walletTransfer',
  walletTransferReceiptSchema,
);

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

// ─── Transfer (MONEY-MOVING) ────────────────────────────────────────────────────────────────────────────────

/**
 * Never retried (money moves). On success every wallet query is refetched, so the header balance and the wallet
 * page show the new amounts.
 */
export function walletTransferMutationOptions(client: ApiClient, queryClient?: QueryClient) {
  return mutationOptions({
    mutationKey: queryKeys.wallet.transfer(),
    mutationFn: (input: WalletTransferInput) => transferFunds(client, input),
    retry: false,
    onSuccess: () => queryClient?.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
