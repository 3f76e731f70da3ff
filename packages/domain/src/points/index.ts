// @atrium/domain/points: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §3/§4 Points and statuses
export { POINT_TYPES, parsePointType, type PointType } from './pointTypes';
export {
  REDEEM_STATUSES,
  REDEEM_TRANSITIONS,
  canRedeemStatusChange,
  isRedeemStatusFinal,
  parseRedeemStatus,
  type RedeemStatus,
} from './redeemStatus';
export {
  ACTIVITY_ACTIONS,
  ACTIVITY_PHASES,
  ACTIVITY_STATUSES,
  actionableCounts,
  activityAction,
  activityArea,
  activityCall,
  parseActivityStatus,
  type ActivityAction,
  type ActivityArea,
  type ActivityCall,
  type ActivityKind,
  type ActivityPhase,
  type ActivityStatus,
} from './activityStatus';
// §3 Points arithmetic: what a conversion gives, what a redemption costs
export {
  maxConvertiblePoints,
  parsePoints,
  pointsToCents,
  previewConversion,
  redeemBlock,
  redeemCost,
  type ConversionError,
  type ConversionPreview,
  type ConversionTerms,
  type QuantityError,
  type RedeemableGood,
  type RedeemBlock,
} from './exchange';
