import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { memberFetchPlan, type ContractType, type Role } from '@atrium/domain';
import type { ApiClient, Endpoint } from './client';
import { ApiError, isApiError, messageKeyFor } from './errors';
import { queryKeys } from './queryKeys';

/**
 * The wallet calls of spec §7 "Wallet": the balance, transfers (MONEY-MOVING), the consolidated funds and contract
 * flags, and the merchant wallet. Amounts leave this module as integer cents: the app formats them with the
 * domain's `formatBalance(cents / 100, …)`.
 */

const retryTransientOnce = (failureCount: number, error: unknown) =>
  isApiError(error) && error.isTransient && failureCount < 1;

/** An amount in currency units (a number, or a decimal string) → integer cents. */
const moneySchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((amount) => Math.round(Number(amount) * 100)),
);

/** The main wallet's account type (docs/protocol.md `balance[].accountTypeId`; assumed to be 1, as in the demo). */
export const MAIN_WALLET_ACCOUNT_TYPE = 1;

// ─── Balance ────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /wps/v2/wallets/balance: `sumBalance`, `balance[] {accountTypeId, availBalance}`, `currency`, `currencySymbol` (docs/protocol.md, M). */
export const walletBalanceSchema = z.object({
  sumBalance: moneySchema,
  balance: z._default(z.array(z.object({ accountTypeId: z.number().check(z.int()), availBalance: moneySchema })), []),
  currency: z.string(),
  currencySymbol: z.string(),
});

export type WalletBalanceWire = z.infer<typeof walletBalanceSchema>;

export interface WalletAmount {
  readonly accountTypeId: number;
  readonly availableCents: number;
}

export interface WalletBalance {
  /** The sum over all wallets, as the server states it. */
  readonly totalCents: number;
  readonly currency: string;
  /** Shown as given (§1 "Currency symbol and balance come from the server"). */
  readonly currencySymbol: string;
  readonly wallets: readonly WalletAmount[];
}

export const walletBalanceEndpoint: Endpoint<WalletBalanceWire> = {
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  moduleId: 'FUNDTRANS3',
  needsToken: true,
  value: walletBalanceSchema,
};

export function toWalletBalance(wire: WalletBalanceWire): WalletBalance {
  return {
    totalCents: wire.sumBalance,
    currency: wire.currency,
    currencySymbol: wire.currencySymbol,
    wallets: wire.balance.map((w) => ({ accountTypeId: w.accountTypeId, availableCents: w.availBalance })),
  };
}

export async function getWalletBalance(client: ApiClient, signal?: AbortSignal): Promise<WalletBalance> {
  return toWalletBalance(await client.call(walletBalanceEndpoint, { signal }));
}

export function walletBalanceQueryOptions(client: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: queryKeys.wallet.balance(),
    queryFn: ({ signal }) => getWalletBalance(client, signal),
    enabled,
    retry: retryTransientOnce,
    staleTime: 10_000,
  });
}

// ─── Transfer (MONEY-MOVING) ────────────────────────────────────────────────────────────────────────────────

/**
 * POST /wps/relay/GCS_walletTransfer (spec §7, token). The payload is designed:
 * `{ requestId, transferType: WALLET|DOWNLINE|UPLINE, amount, fromAccountTypeId?, toAccountTypeId?, targetAccount? }`
 * with `amount` in currency units (at most 2 decimals), answered by `{ requestId, transferId, amount }`.
 * `requestId` is an idempotency key: the server refuses a second request with the same id
 * (`operation.not.allowed`), so a double click or a replayed request never moves money twice.
 */
export type TransferTarget =
  /** Between the main wallet and a game wallet of the same account. */
  | { readonly kind: 'wallet'; readonly fromAccountTypeId: number; readonly toAccountTypeId: number }
  /** From an agent to one of its downlines, by account name. */
  | { readonly kind: 'downline'; readonly account: string }
  /** To the account's upline agent. */
  | { readonly kind: 'upline' };

export interface WalletTransferInput {
  /** Made once per user intent with `newTransferRequestId()`, and reused if the same intent is sent again. */
  readonly requestId: string;
  /** Whole cents (the domain's `parseAmountToCents` reads what the user typed). */
  readonly amountCents: number;
  readonly target: TransferTarget;
}

export const walletTransferReceiptSchema = z.object({
  requestId: z.string(),
  transferId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  amount: moneySchema,
});

export type WalletTransferReceiptWire = z.infer<typeof walletTransferReceiptSchema>;

export interface WalletTransferReceipt {
  readonly requestId: string;
  readonly transferId: string;
  readonly amountCents: number;
}

export const walletTransferEndpoint: Endpoint<WalletTransferReceiptWire> = {
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  moduleId: 'FUNDTRANS3',
  needsToken: true,
  value: walletTransferReceiptSchema,
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
      return { ...base, transferType: 'UPLINE' };
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
    const wire = await client.call(walletTransferEndpoint, { body: walletTransferBody(input), signal });
    return { requestId: wire.requestId, transferId: wire.transferId, amountCents: wire.amount };
  } finally {
    pending.delete(input.requestId);
  }
}

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

// ─── Consolidated funds and contract flags ──────────────────────────────────────────────────────────────────

/**
 * A contract flag as the platform may send it: a number, a boolean or a string ("0"/"1" or a type code). Anything
 * but 0, false, "", "0", "false" and null counts as set.
 */
const contractFlag = z.pipe(
  z.union([z.boolean(), z.number(), z.string(), z.null()]),
  z.transform((v) => {
    if (typeof v === 'string') return !['', '0', 'false'].includes(v.trim().toLowerCase());
    return v === true || (typeof v === 'number' && v !== 0);
  }),
);
const optionalContractFlag = z._default(contractFlag, false);

/**
 * GET /wps/member/info/funds/consolidated (token). docs/protocol.md (H): the four request flags `dailysalreqtype`,
 * `divtypereq`, `contracthoursalreq`, `realtimesalreqtype` (required here), and their `…info…` twins. The twins' names
 * are from the original front end except the real-time one (`realtimesalinfotype`, assumed); they are optional.
 */
export const consolidatedFundsSchema = z.object({
  dailysalreqtype: contractFlag,
  divtypereq: contractFlag,
  contracthoursalreq: contractFlag,
  realtimesalreqtype: contractFlag,
  dailysalinfotype: optionalContractFlag,
  divtypeinfo: optionalContractFlag,
  contracthoursalinfo: optionalContractFlag,
  realtimesalinfotype: optionalContractFlag,
});

export type ConsolidatedFundsWire = z.infer<typeof consolidatedFundsSchema>;

export interface ConsolidatedFunds {
  /** `…req…` flags: an offer of that contract type waits for the member (the contract popup). */
  readonly pendingOffers: Readonly<Record<ContractType, boolean>>;
  /**
   * `…info…` flags: a contract of that type is in force, which opens the agent-centre entry (§2 "gated by flags
   * enableCt, salary, hourSalary, agentRealtimeSalary").
   */
  readonly contracts: Readonly<Record<ContractType, boolean>>;
}

export const consolidatedFundsEndpoint: Endpoint<ConsolidatedFundsWire> = {
  id: 'wallet.consolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  moduleId: 'COMM3',
  needsToken: true,
  value: consolidatedFundsSchema,
};

export function toConsolidatedFunds(wire: ConsolidatedFundsWire): ConsolidatedFunds {
  return {
    pendingOffers: {
      dividend: wire.divtypereq,
      dailySalary: wire.dailysalreqtype,
      hourlySalary: wire.contracthoursalreq,
      realtimeSalary: wire.realtimesalreqtype,
    },
    contracts: {
      dividend: wire.divtypeinfo,
      dailySalary: wire.dailysalinfotype,
      hourlySalary: wire.contracthoursalinfo,
      realtimeSalary: wire.realtimesalinfotype,
    },
  };
}

export async function getConsolidatedFunds(client: ApiClient, signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return toConsolidatedFunds(await client.call(consolidatedFundsEndpoint, { signal }));
}

/**
 * Runs only when the domain's `memberFetchPlan` says so (§6: not for guests or trial accounts, and only with
 * AGENTPOLICY3 on).
 */
export function consolidatedFundsQueryOptions(client: ApiClient, role: Role, agentPolicyOn: boolean) {
  return queryOptions({
    queryKey: queryKeys.wallet.consolidated(),
    queryFn: ({ signal }) => getConsolidatedFunds(client, signal),
    enabled: memberFetchPlan(role, agentPolicyOn).consolidatedFunds,
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

// ─── Merchant wallet (designed) ─────────────────────────────────────────────────────────────────────────────

/**
 * GET /wps/relay/GCS_merchantWallet (spec §7 "merchant wallet GCS_merchantWallet (cached, isSingle)"). Designed:
 * `{ isSingle, wallets[] {accountTypeId, name, vassalage} }`, merchant configuration that needs no session. A
 * single-wallet merchant has the main wallet only, and no wallet-to-wallet transfer.
 */
export const merchantWalletSchema = z.object({
  isSingle: z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1)]),
    z.transform((v) => v === true || v === 1),
  ),
  wallets: z._default(
    z.array(
      z.object({
        accountTypeId: z.number().check(z.int()),
        name: z.string(),
        vassalage: z.nullish(z.string()),
      }),
    ),
    [],
  ),
});

export type MerchantWalletWire = z.infer<typeof merchantWalletSchema>;

export interface MerchantWalletAccount {
  readonly accountTypeId: number;
  readonly name: string;
  /** The game vendor the wallet belongs to; null for the main wallet. */
  readonly vendorCode: string | null;
}

export interface MerchantWallet {
  readonly isSingleWallet: boolean;
  readonly wallets: readonly MerchantWalletAccount[];
}

export const merchantWalletEndpoint: Endpoint<MerchantWalletWire> = {
  id: 'wallet.merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  moduleId: 'FUNDTRANS3',
  needsToken: false,
  value: merchantWalletSchema,
};

export function toMerchantWallet(wire: MerchantWalletWire): MerchantWallet {
  return {
    isSingleWallet: wire.isSingle,
    wallets: wire.wallets.map((w) => ({
      accountTypeId: w.accountTypeId,
      name: w.name,
      vendorCode: w.vassalage ?? null,
    })),
  };
}

export async function getMerchantWallet(client: ApiClient, signal?: AbortSignal): Promise<MerchantWallet> {
  return toMerchantWallet(await client.call(merchantWalletEndpoint, { signal }));
}

/** Cached for the visit (§7 "cached"). */
export function merchantWalletQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.wallet.merchantWallet(),
    queryFn: ({ signal }) => getMerchantWallet(client, signal),
    retry: retryTransientOnce,
    staleTime: Infinity,
  });
}
