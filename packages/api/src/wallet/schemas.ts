import * as z from 'zod/mini';
import { centsSchema } from '../wire';

// ─── Balance ────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /wps/v2/wallets/balance: `sumBalance`, `balance[] {accountTypeId, availBalance}`, `currency`, `currencySymbol` (docs/protocol.md, M). */
export const walletBalanceSchema = z.object({
  sumBalance: centsSchema,
  balance: z._default(z.array(z.object({ accountTypeId: z.number().check(z.int()), availBalance: centsSchema })), []),
  currency: z.string(),
  currencySymbol: z.string(),
});

export type WalletBalanceWire = z.infer<typeof walletBalanceSchema>;

// ─── Transfer (MONEY-MOVING) ────────────────────────────────────────────────────────────────────────────────

export const walletTransferReceiptSchema = z.object({
  requestId: z.string(),
  transferId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  amount: centsSchema,
  targetAccount: z.nullish(z.string()),
});

export type WalletTransferReceiptWire = z.infer<typeof walletTransferReceiptSchema>;

// ─── Consolidated funds and contract flags ──────────────────────────────────────────────────────────────────

/**
 * A contract flag as the platform may send it: a number, a boolean or a string ("0"/"1" or a type code). Anything
 * but 0, false, "", "0", "false" and null counts as set.
 */
const contractFlag = z.pipe(
  z.union([z.boolean(), z.number(), z.string(), z.null(), z.array(z.unknown())]),
  z.transform((v) => {
    // A platform that lists the offers themselves (contracts/mapping.ts reads them): set when the list is not empty.
    if (Array.isArray(v)) return v.length > 0;
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
