/**
 * The deposit calls (spec §1 "Members deposit", §2 depositv2; docs/centres.md "Deposit"): the methods and channels, a
 * deposit order (MONEY-MOVING: one request id per intent, never retried), the member's orders and cancelling a
 * pending one. Shapes other than MCSFE_depositByQRImageUrl's fields are designed (packages/api/README.md).
 */
export {
  DEPOSIT_METHOD_CODES,
  DEPOSIT_STATUS_CODES,
  depositChannelSchema,
  depositChannelsSchema,
  depositMethodSchema,
  depositOrderSchema,
  depositOrdersSchema,
  type DepositChannelsWire,
  type DepositMethodCode,
  type DepositOrderWire,
  type DepositOrdersWire,
} from './schemas';
export {
  toDepositMethods,
  toDepositOrder,
  type DepositChannel,
  type DepositInstructions,
  type DepositMethod,
  type DepositMethodKind,
  type DepositOrder,
  type DepositStatus,
} from './mapping';
export {
  cancelDepositOrder,
  cancelDepositOrderEndpoint,
  createDepositBody,
  createDepositOrder,
  createDepositOrderEndpoint,
  depositByQrEndpoint,
  depositChannelsEndpoint,
  depositOrdersEndpoint,
  getDepositMethods,
  getDepositOrders,
  newDepositRequestId,
  type CreateDepositInput,
} from './calls';
export {
  PENDING_DEPOSIT_POLL_MS,
  cancelDepositMutationOptions,
  createDepositMutationOptions,
  depositMethodsQueryOptions,
  depositOrdersQueryOptions,
  hasPendingDeposit,
} from './queries';
