import { isApiError } from '../errors';
import type { ApiClient, Endpoint } from '../client';
import {
  consolidatedFundsSchema,
  type ConsolidatedFundsWire,
  merchantWalletSchema,
  type MerchantWalletWire,
  walletBalanceSchema,
  type WalletBalanceWire,
} from './schemas';
import {
  type ConsolidatedFunds,
  type MerchantWallet,
  toConsolidatedFunds,
  toMerchantWallet,
  toWalletBalance,
  type WalletBalance,
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
