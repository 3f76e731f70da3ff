// @atrium/domain/launch: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 / §4 Game launch
export {
  GAME_CLIENT_TYPE,
  GAME_LAUNCH_MODE,
  LOTTERY_ROUTE_BY_VENDOR,
  decideELotteryLaunch,
  decideGameLaunch,
  gameLaunchParams,
  launchDestination,
  type GameLaunchContext,
  type GameLaunchDecision,
  type GameLaunchParams,
  type LaunchPlatform,
  type LaunchTarget,
} from './gameLaunch';
