// @atrium/domain/system: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §4 System status at start
export {
  PLATFORM_STATUS,
  platformStatus,
  startupScreen,
  type PlatformStatus,
  type StartupFailure,
  type StartupOutcome,
  type StartupScreen,
  type SystemStatusFacts,
} from './systemStatus';
