/**
 * The points mall (spec §3 "Points: current points, balance, changed points, ratio, amount requirement, points
 * requirement. Point types: live, lottery, pvp, rng, sports, redeem, deposit. Never expire"; §4 redeem statuses;
 * §7 "Points"). docs/protocol.md: "Not known: the shapes of … points calls", so every shape here is designed by Atrium
 * and implemented by the demo platform (README, "Designed shapes"). Reads are GETs with a query; redeem and convert
 * are POSTs to `/wps/relay/passwordCheck/…` with an encrypted body carrying the password (spec "enc").
 */
export {
  pointBalanceSchema,
  type PointBalanceWire,
  pointRewardSchema,
  pointRewardsSchema,
  type PointRewardsWire,
  redeemRecordSchema,
  redeemListSchema,
  type RedeemListWire,
  pointConfigSchema,
  type PointConfigWire,
  pointTransactionSchema,
  pointTransactionsSchema,
  type PointTransactionsWire,
  redeemResultSchema,
  type RedeemResultWire,
  convertResultSchema,
} from './schemas';
export {
  type Page,
  type PointBalance,
  toPointBalance,
  type PointReward,
  toPointRewards,
  type RedeemRecord,
  toRedeemPage,
  type PointConfig,
  toPointConfig,
  type PointTransaction,
  toPointTransactionsPage,
  type RedeemResult,
  type ConvertResult,
} from './mapping';
export {
  type PageRequest,
  pointBalanceEndpoint,
  getPointBalance,
  pointRewardsEndpoint,
  getPointRewards,
  redeemListEndpoint,
  getRedeemList,
  pointConfigEndpoint,
  getPointConfig,
  type PointTransactionsRequest,
  pointTransactionsEndpoint,
  getPointTransactions,
  newRequestId,
  type RedeemPointRewardInput,
  redeemPointRewardEndpoint,
  redeemPointReward,
  type ConvertPointsInput,
  convertPointsEndpoint,
  convertPoints,
} from './calls';
export {
  pointBalanceQueryOptions,
  pointRewardsQueryOptions,
  redeemListQueryOptions,
  pointConfigQueryOptions,
  pointTransactionsQueryOptions,
  redeemPointRewardMutationOptions,
  convertPointsMutationOptions,
} from './queries';
