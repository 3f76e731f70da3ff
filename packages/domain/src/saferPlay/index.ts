// @atrium/domain/saferPlay: explicit named exports only (docs/conventions.md: no `export *` barrels).
// Safer play: the member's own limits (docs/decisions/0012-safer-play.md)
export {
  COOLING_OFF_MS,
  DEPOSIT_LIMIT_KEYS,
  LIMIT_KEYS,
  LIMIT_WINDOW_MS,
  LOSS_LIMIT_KEYS,
  NO_LIMIT,
  NO_LIMITS,
  checkDepositAgainstLimits,
  isLossLimitReached,
  isStricter,
  requestLimitChange,
  sessionTimeLeftMs,
  settleLimit,
  settleLimits,
  tightestLimit,
  validateLimitValue,
  type DepositLimitRefusal,
  type LimitHeadroom,
  type LimitKey,
  type LimitSetting,
  type LimitUsage,
  type LimitValueError,
  type Limits,
  type MoneyLimitKey,
} from './limits';
// Safer play: reality check, time-out and self-exclusion
export {
  BREAK_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS,
  exclusionEndsAt,
  exclusionKindOf,
  isExcluded,
  isRealityCheckMinutes,
  nextRealityCheckAt,
  realityCheckSummary,
  type BreakPeriod,
  type Exclusion,
  type ExclusionKind,
  type ExclusionPeriod,
  type RealityCheckMinutes,
  type RealityCheckSummary,
  type SelfExclusionPeriod,
} from './breaks';
// Safer play: the member's settings and figures as the platform reports them
export { type SaferPlayState } from './models';
