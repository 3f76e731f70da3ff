/**
 * Lottery (spec §7 "Lottery: /lgw/vn/games/game_menu (and /recent, token), /lgw/vn/numeros/opened/game,
 * /lotto/lgw/games/opened/numero, lottery lobby launch (area VN, mode LOTT, device, back URL), VN menu (prizeMode,
 * device WEB)"; §3 "Lottery: prizeMode, vnLotteryMenus"). The spec shows no payload: every query parameter beyond
 * the ones named, every value shape and the launch path are designed here and in the demo platform (README,
 * "Designed shapes"). Reads are GET with the query string (assumed).
 */
export {
  lotteryMenuGameWireSchema,
  vnLotteryMenuSchema,
  recentLotteryGamesSchema,
  openedDrawWireSchema,
  openedDrawsSchema,
  lotteryLaunchSchema,
  type VnLotteryMenuWire,
  type RecentLotteryGamesWire,
  type OpenedDrawsWire,
  type LotteryLaunchWire,
} from './schemas';
export {
  type LotteryDevice,
  type LotteryArea,
  type LotteryDraw,
  type LotteryGame,
  type LotteryMenuGroup,
  type VnLotteryMenu,
  type RecentLotteryGame,
  type OpenedDraw,
  type LotteryLaunch,
  toVnLotteryMenu,
  toOpenedDraws,
  type LotterySource,
} from './mapping';
export {
  LOTTERY_DEVICE,
  vnLotteryMenuEndpoint,
  vnRecentLotteryEndpoint,
  vnOpenedDrawsEndpoint,
  lottoOpenedDrawsEndpoint,
  lotteryLobbyLaunchEndpoint,
  toLotteryLaunch,
  prizeModeFor,
  getVnLotteryMenu,
  getRecentVnLotteryGames,
  type OpenedDrawsRequest,
  getOpenedDraws,
  type LotteryLaunchRequest,
  launchLotteryLobby,
} from './calls';
export {
  vnLotteryMenuQueryOptions,
  recentVnLotteryQueryOptions,
  openedDrawsQueryOptions,
  lotteryLobbyLaunchMutationOptions,
} from './queries';
