import type { ContractType } from '@atrium/domain/contracts';
import type { ConsolidatedFundsWire, MerchantWalletWire, WalletBalanceWire } from './schemas';

// ─── Balance ────────────────────────────────────────────────────────────────────────────────────────────────

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

export function toWalletBalance(wire: WalletBalanceWire): WalletBalance {
  return {
    totalCents: wire.sumBalance,
    currency: wire.currency,
    currencySymbol: wire.currencySymbol,
    wallets: wire.balance.map((w) => ({ accountTypeId: w.accountTypeId, availableCents: w.availBalance })),
  };
}

// ─── Transfer (MONEY-MOVING) ────────────────────────────────────────────────────────────────────────────────

/**
 * POST /wps/relay/GCS_walletTransfer (spec §7, token). The payload is designed:
 * `{ requestId, transferType: WALLET|DOWNLINE|UPLINE, amount, fromAccountTypeId?, toAccountTypeId?, targetAccount? }`
 * with `amount` in currency units (at most 2 decimals), answered by `{ requestId, transferId, amount, targetAccount? }`
 * (`targetAccount`, assumed: the account that received an upline or downline transfer, for the success message).
 * A transfer to the upline carries the payment password, so it goes, encrypted, through the platform's password
 * check relay (`/wps/relay/passwordCheck/GCS_walletTransfer`, assumed, as the points redeem does).
 * `requestId` is an idempotency key: the server refuses a second request with the same id
 * (`operation.not.allowed`), so a double click or a replayed request never moves money twice.
 */
export type TransferTarget =
  /** Between the main wallet and a game wallet of the same account. */
  | { readonly kind: 'wallet'; readonly fromAccountTypeId: number; readonly toAccountTypeId: number }
  /** From an agent to one of its downlines, by account name. */
  | { readonly kind: 'downline'; readonly account: string }
  /** To the account's upline agent; the payment password is sent only inside the encrypted body, never kept. */
  | { readonly kind: 'upline'; readonly paymentPassword: string };

export interface WalletTransferReceipt {
  readonly requestId: string;
  readonly transferId: string;
  readonly amountCents: number;
  /** The account that received an upline or downline transfer, when the platform names it. */
  readonly counterpart: string | null;
}

// ─── Consolidated funds and contract flags ──────────────────────────────────────────────────────────────────

export interface ConsolidatedFunds {
  /** `…req…` flags: an offer of that contract type waits for the member (the contract popup). */
  readonly pendingOffers: Readonly<Record<ContractType, boolean>>;
  /**
   * `…info…` flags: a contract of that type is in force, which opens the agent-centre entry (§2 "gated by flags
   * enableCt, salary, hourSalary, agentRealtimeSalary").
   */
  readonly contracts: Readonly<Record<ContractType, boolean>>;
}

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

// ─── Merchant wallet (designed) ─────────────────────────────────────────────────────────────────────────────

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
