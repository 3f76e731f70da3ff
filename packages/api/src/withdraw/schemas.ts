import * as z from 'zod/mini';
import { centsSchema, idSchema } from '../wire';

/**
 * Wire shapes of the withdraw calls. docs/centres.md knows the calls exist (bank cards list/add, withdraw, records: M;
 * MCSFE_getPaymentConfirmationList and MCSFE_processC2CTransaction: M) but not their fields: every field below is
 * assumed (packages/api/README.md "Withdraw") and served so by the demo platform. Amounts are currency units on the
 * wire and integer cents once parsed.
 */

// ─── Withdrawal info: GET /wps/relay/MCSFE_getWithdrawInfo ──────────────────────────────────────────────────

export const withdrawInfoSchema = z.object({
  /** What may leave the main wallet now. */
  withdrawableAmount: centsSchema,
  minAmount: z._default(centsSchema, 0),
  /** null: no maximum. */
  maxAmount: z.nullish(centsSchema),
  /** §4/§9 "auto-received after {0} minutes"; null or 0 when the brand has none. */
  autoConfirmMinutes: z.nullish(z.number()),
  /** Whether the account has a payment password (a withdrawal needs one). */
  hasPaymentPassword: z._default(z.boolean(), true),
  /** Banks a card may be added for. */
  banks: z._default(z.array(z.object({ bankCode: z.string(), bankName: z.string() })), []),
});

export type WithdrawInfoWire = z.infer<typeof withdrawInfoSchema>;

// ─── Bank cards: GET /wps/relay/MCSFE_getBankCardList, POST …/passwordCheck/MCSFE_addBankCard ─────────────

export const bankCardSchema = z.object({
  cardId: idSchema,
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked by the platform; only the last four digits are trusted to be real. */
  cardNo: z.string(),
});

export const bankCardListSchema = z.object({ list: z._default(z.array(bankCardSchema), []) });

export type BankCardWire = z.infer<typeof bankCardSchema>;
export type BankCardListWire = z.infer<typeof bankCardListSchema>;

// ─── Withdrawals ────────────────────────────────────────────────────────────────────────────────────────────

export const WITHDRAWAL_STATUSES = ['PENDING', 'REJECTED', 'DISBURSED', 'CONFIRMED'] as const;
export const RECEIPT_ANSWERS = ['RECEIVED', 'NOT_RECEIVED', 'PARTIAL', 'AUTO'] as const;

export const withdrawalSchema = z.object({
  withdrawalId: idSchema,
  amount: centsSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z._default(z.string(), ''),
  cardNo: z._default(z.string(), ''),
  /** Epoch milliseconds. */
  createdTime: z.number(),
  disbursedTime: z.nullish(z.number()),
  /** When an unanswered disbursement counts as received (epoch ms); null without an auto-confirm delay. */
  autoConfirmTime: z.nullish(z.number()),
  answer: z.nullish(z.enum(RECEIPT_ANSWERS)),
  receivedAmount: z.nullish(centsSchema),
  remainingAmount: z.nullish(centsSchema),
});

export const withdrawalListSchema = z.object({
  list: z._default(z.array(withdrawalSchema), []),
  totalCount: z._default(z.number(), 0),
});

export type WithdrawalWire = z.infer<typeof withdrawalSchema>;
export type WithdrawalListWire = z.infer<typeof withdrawalListSchema>;

/** POST /wps/relay/passwordCheck/MCSFE_withdraw (enc). */
export const withdrawReceiptSchema = z.object({
  requestId: z.string(),
  withdrawalId: idSchema,
  amount: centsSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
});

export type WithdrawReceiptWire = z.infer<typeof withdrawReceiptSchema>;

// ─── Receipt confirmation ───────────────────────────────────────────────────────────────────────────────────

/** GET /wps/relay/MCSFE_getPaymentConfirmationList: disbursed withdrawals waiting for the player's answer. */
export const paymentConfirmationListSchema = z.object({
  list: z._default(
    z.array(
      z.object({
        transactionId: idSchema,
        amount: centsSchema,
        disbursedTime: z.number(),
        autoConfirmTime: z.nullish(z.number()),
      }),
    ),
    [],
  ),
});

export type PaymentConfirmationListWire = z.infer<typeof paymentConfirmationListSchema>;

/** POST /wps/relay/MCSFE_processC2CTransaction. */
export const processC2CResultSchema = z.object({
  transactionId: idSchema,
  answer: z.enum(RECEIPT_ANSWERS),
  /** What went back to the main wallet (cents once parsed); 0 when nothing. */
  refundedAmount: z._default(centsSchema, 0),
});

export type ProcessC2CResultWire = z.infer<typeof processC2CResultSchema>;

/** POST /wps/relay/MCSFE_uploadPaymentProof. */
export const proofUploadSchema = z.object({ proofId: idSchema });

export type ProofUploadWire = z.infer<typeof proofUploadSchema>;
