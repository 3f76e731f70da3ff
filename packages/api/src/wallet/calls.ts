import { consolidatedFundsSchema, merchantWalletSchema, walletBalanceSchema } from './schemas';
import { toConsolidatedFunds, toMerchantWallet, toWalletBalance } from './mapping';
import { endpointsOf, reader } from '../endpoints';

const area = endpointsOf('wallet', { moduleId: 'FUNDTRANS3', needsToken: true });

/** The main wallet's account type (docs/protocol.md `balance[].accountTypeId`; assumed to be 1, as in the demo). */
export const MAIN_WALLET_ACCOUNT_TYPE = 1;

// ─── Balance ────────────────────────────────────────────────────────────────────────────────────────────────

export const walletBalanceEndpoint = area.get('balance', '/wps/v2/wallets/balance', walletBalanceSchema);

export const getWalletBalance = reader(walletBalanceEndpoint, toWalletBalance);

// ─── Consolidated funds and contract flags ──────────────────────────────────────────────────────────────────

export const consolidatedFundsEndpoint = area.get(
  'consolidated',
  '/wps/member/info/funds/consolidated',
  consolidatedFundsSchema,
  { moduleId: 'COMM3' },
);

export const getConsolidatedFunds = reader(consolidatedFundsEndpoint, toConsolidatedFunds);

// ─── Merchant wallet (designed) ─────────────────────────────────────────────────────────────────────────────

export const merchantWalletEndpoint = area.get(
  'merchantWallet',
  '/wps/relay/GCS_merchantWallet',
  merchantWalletSchema,
  { needsToken: false },
);

export const getMerchantWallet = reader(merchantWalletEndpoint, toMerchantWallet);
