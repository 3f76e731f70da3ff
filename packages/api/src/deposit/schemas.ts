import * as z from 'zod/mini';
import { idSchema } from '../wire';

/**
 * The deposit calls' wire shapes. Only MCSFE_depositByQRImageUrl and its fields are known (docs/centres.md "Deposit", M);
 * everything else here is DESIGNED (assumed) for a mature product, and said so in packages/api/README.md.
 */

/** An amount in currency units (a number, or a decimal string) → integer cents. */
const moneySchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d+(\.\d+)?\s*$/))]),
  z.transform((amount) => Math.round(Number(amount) * 100)),
);

/** How a channel is paid: a manual bank transfer, a QR code scanned by a wallet app, or the vendor's payment page. */
export const DEPOSIT_METHOD_CODES = ['BANK', 'QR', 'ONLINE'] as const;
export type DepositMethodCode = (typeof DEPOSIT_METHOD_CODES)[number];

// ─── Methods and channels (designed) ────────────────────────────────────────────────────────────────────────

/**
 * One channel (a vendor or a bank) of a method. `bankCode`, `bankType` (MWQR, MAQR, QQ, WCFQR, ALIFQR, KAMI),
 * `vendorId` and `mcsBankCode` are what a QR deposit sends back (docs/centres.md); the limits, presets and fee note are
 * designed.
 */
export const depositChannelSchema = z.object({
  channelId: idSchema,
  name: z.string(),
  vendorId: z._default(idSchema, ''),
  bankCode: z._default(z.string(), ''),
  bankType: z.nullish(z.string()),
  mcsBankCode: z.nullish(z.string()),
  minAmount: moneySchema,
  /** Null or absent: no upper limit. */
  maxAmount: z.nullish(moneySchema),
  presets: z._default(z.array(moneySchema), []),
  /** The channel's fee, as the platform words it ("1% fee, at least 2.00"), shown as text. */
  feeNote: z.nullish(z.string()),
});

export const depositMethodSchema = z.object({
  /** Unknown methods are dropped by the mapping (a newer platform may offer more than this front end knows). */
  method: z.string(),
  channels: z._default(z.array(depositChannelSchema), []),
});

/** GET /wps/relay/MCSFE_getDepositChannels (designed): the methods the member may use now, each with its channels. */
export const depositChannelsSchema = z.object({
  methods: z._default(z.array(depositMethodSchema), []),
});

export type DepositChannelsWire = z.infer<typeof depositChannelsSchema>;

// ─── Orders (designed, MONEY-MOVING) ────────────────────────────────────────────────────────────────────────

export const DEPOSIT_STATUS_CODES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;

/** The platform's account to pay into, for a manual bank transfer. */
const payeeSchema = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
});

/**
 * A deposit order as every order call answers it. `orderNo` is the reference the player quotes (and writes in the
 * transfer's remark); the method says which of `payee` (BANK), `qrImageUrl` (QR: the payment link the page draws
 * as a QR code) or `payUrl` (ONLINE: the vendor's payment page) it carries.
 */
export const depositOrderSchema = z.object({
  orderNo: idSchema,
  requestId: z.nullish(z.string()),
  method: z.enum(DEPOSIT_METHOD_CODES),
  channelName: z.string(),
  amount: moneySchema,
  status: z.enum(DEPOSIT_STATUS_CODES),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  /** Epoch milliseconds after which an unpaid order lapses; null when it does not. */
  expiresAt: z.nullish(z.number()),
  payee: z.nullish(payeeSchema),
  qrImageUrl: z.nullish(z.string()),
  payUrl: z.nullish(z.string()),
});

export type DepositOrderWire = z.infer<typeof depositOrderSchema>;

/** GET /wps/relay/MCSFE_getDepositOrders (designed): the member's latest orders, newest first. */
export const depositOrdersSchema = z.object({
  orders: z._default(z.array(depositOrderSchema), []),
});

export type DepositOrdersWire = z.infer<typeof depositOrdersSchema>;
