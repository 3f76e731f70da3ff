// @atrium/domain/session: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §3 / §6 Roles
export { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE, roleOf, type Role } from './roles';
// §3 / §6 Whitelabel switches (docs/protocol.md switch tree)
export {
  KNOWN_SWITCH_IDS,
  MODULE_SWITCH_IDS,
  WHITELABEL_SWITCH_IDS,
  allSwitchesOff,
  isSwitchOn,
  switchesFromTree,
  type KnownSwitchId,
  type ModuleSwitchId,
  type SwitchNode,
  type Switches,
  type WhitelabelSwitchId,
} from './switches';
// §4 / §5 / §6 Session: permissions, after login, logout, remember me
export {
  GUARDED_ACTIONS,
  accessFor,
  canPlayForReal,
  memberFetchPlan,
  sessionFlags,
  type AccessDecision,
  type AccessRefusal,
  type GuardedAction,
  type MemberFetchPlan,
  type SessionFlags,
} from './permissions';
export {
  AFTER_FORCED_PASSWORD_CHANGE,
  afterLoginSuccess,
  forcedPasswordChangeReason,
  loginGate,
  type ForcedChangeEffect,
  type ForcedPasswordChangeReason,
  type LoginContext,
  type LoginDecision,
  type LoginEntry,
  type LoginRejection,
  type LoginSuccess,
  type LoginType,
  type PostLoginEffect,
} from './postLogin';
export { KEPT_ON_LOGOUT, SESSION_STORAGE_KEYS, logoutPlan, type LogoutPlan } from './logout';
export {
  rememberedLoginExpiresAt,
  rememberedLoginFrom,
  rememberedLoginToStore,
  type RememberMeInput,
  type RememberedLogin,
} from './rememberMe';
