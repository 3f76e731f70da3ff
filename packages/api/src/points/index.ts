/**
 * The points mall (spec §3 "Points: current points, balance, changed points, ratio, amount requirement, points
 * requirement. Point types: live, lottery, pvp, rng, sports, redeem, deposit. Never expire"; §4 redeem statuses;
 * §7 "Points"). docs/protocol.md: "Not known: the shapes of … points calls", so every shape here is designed by Atrium
 * and implemented by the demo platform (README, "Designed shapes"). Reads are GETs with a query; redeem and convert
 * are POSTs to `/wps/relay/passwordCheck/…` with an encrypted body carrying the password (spec "enc").
 */
export {
  convertResultSchema,
  pointBalanceSchema,
  type PointBalanceWire,
  pointConfigSchema,
  type PointConfigWire,
  pointRewardSchema,
  pointRewardsSchema,
  type PointRewardsWire,
  pointTransactionSchema,
  pointTransactionsSchema,
  type PointTransactionsWire,
  redeemListSchema,
  type RedeemListWire,
  redeemRecordSchema,
  redeemResultSchema,
  type RedeemResultWire,
} from './schemas';
export {
  type ConvertResult,
  type Page,
  type PointBalance,
  type PointConfig,
  type PointReward,
  type PointTransaction,
  type RedeemRecord,
  type RedeemResult,
  toPointBalance,
  toPointConfig,
  toPointRewards,
  toPointTransactionsPage,
  toRedeemPage,
} from './mapping';
export {
  convertPoints,
  convertPointsEndpoint,
  type ConvertPointsInput,
  getPointBalance,
  getPointConfig,
  getPointRewards,
  getPointTransactions,
  getRedeemList,
  newRequestId,
  type PageRequest,
  pointBalanceEndpoint,
  pointConfigEndpoint,
  pointRewardsEndpoint,
  pointTransactionsEndpoint,
  type PointTransactionsRequest,
  redeemListEndpoint,
  redeemPointReward,
  redeemPointRewardEndpoint,
  type RedeemPointRewardInput,
} from './calls';
export {
  convertPointsMutationOptions,
  pointBalanceQueryOptions,
  pointConfigQueryOptions,
  pointRewardsQueryOptions,
  pointTransactionsQueryOptions,
  redeemListQueryOptions,
  redeemPointRewardMutationOptions,
} from './queries';
