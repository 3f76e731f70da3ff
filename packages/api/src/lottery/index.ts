/**
 * Lottery (spec §7 "Lottery: /lgw/vn/games/game_menu (and /recent, token), /lgw/vn/numeros/opened/game,
 * /lotto/lgw/games/opened/numero, lottery lobby launch (area VN, mode LOTT, device, back URL), VN menu (prizeMode,
 * device WEB)"; §3 "Lottery: prizeMode, vnLotteryMenus"). The spec shows no payload: every query parameter beyond
 * the ones named, every value shape and the launch path are designed here and in the demo platform (README,
 * "Designed shapes"). Reads are GET with the query string (assumed).
 */
export {
  lotteryLaunchSchema,
  type LotteryLaunchWire,
  lotteryMenuGameWireSchema,
  openedDrawsSchema,
  type OpenedDrawsWire,
  openedDrawWireSchema,
  recentLotteryGamesSchema,
  type RecentLotteryGamesWire,
  vnLotteryMenuSchema,
  type VnLotteryMenuWire,
} from './schemas';
export {
  type LotteryArea,
  type LotteryDevice,
  type LotteryDraw,
  type LotteryGame,
  type LotteryLaunch,
  type LotteryMenuGroup,
  type LotterySource,
  type OpenedDraw,
  type RecentLotteryGame,
  toOpenedDraws,
  toVnLotteryMenu,
  type VnLotteryMenu,
} from './mapping';
export {
  getOpenedDraws,
  getRecentVnLotteryGames,
  getVnLotteryMenu,
  launchLotteryLobby,
  LOTTERY_DEVICE,
  type LotteryLaunchRequest,
  lotteryLobbyLaunchEndpoint,
  lottoOpenedDrawsEndpoint,
  type OpenedDrawsRequest,
  prizeModeFor,
  toLotteryLaunch,
  vnLotteryMenuEndpoint,
  vnOpenedDrawsEndpoint,
  vnRecentLotteryEndpoint,
} from './calls';
export {
  lotteryLobbyLaunchMutationOptions,
  openedDrawsQueryOptions,
  recentVnLotteryQueryOptions,
  vnLotteryMenuQueryOptions,
} from './queries';
