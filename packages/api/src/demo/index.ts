// The demo platform (docs/architecture.md): one implementation behind Storybook, tests, `pnpm dev` and the Node server.
export { demoHandlers } from './handlers/index';
export { systemHandlers } from './handlers/system';
export {
  CONTENT_SCENARIOS,
  DEFAULT_SCENARIO,
  SCENARIO_COOKIE_PREFIX,
  SYSTEM_SCENARIOS,
  isContentScenario,
  isSystemScenario,
  type ContentScenario,
  type DemoScenario,
  type SystemScenario,
} from './scenarios';
export { DEFAULT_SEED, createDemoPlatform, type DemoPlatform, type DemoPlatformOptions } from './state/platform';
export { DEMO_SUPPORT_PATH } from './seed/system';
export { DEMO_DEFAULT_PASSWORD, DEMO_ORIGIN, DEMO_PASSWORD, DEMO_PORT } from './constants';
export type { DemoAccount } from './state/accounts';
export { FAULTS, parseFault, type Fault, type FaultKind } from './scenarios';
export { DEMO_HOSTILE_SAMPLE, HOSTILE_HTML_CHUNK, type HostileTexts } from './seed/hostile';
export { contentScenarioOf, hostileAnswer, hostileHandlers } from './handlers/hostile';
export { authHandlers, DEMO_TRIAL_BALANCE_CENTS } from './handlers/auth';
export {
  CAPTCHA_AFTER_FAILURES,
  DEMO_SMS_EXPIRED_MINUTES,
  LOCKOUT_FAILURES,
  LOCKOUT_MS,
  LOCKOUT_WINDOW_MS,
  authState,
  mobileKeyOf,
  type DemoAuthState,
  type DemoSms,
} from './state/auth';
export { DEMO_REGISTER_RULES, regionOfDialingCode } from './seed/registerRules';
export { captchaPngBase64 } from './seed/captchaPng';
export { demoMemberState, memberHandlers, type DemoMemberState } from './handlers/member';
export { demoDomains, settingsHandlers } from './handlers/settings';
export {
  DEMO_MERCHANT_WALLETS,
  demoWalletCents,
  demoWalletState,
  setDemoSingleWallet,
  walletHandlers,
  type DemoContractFlags,
  type DemoWalletState,
} from './handlers/wallet';
export { DEMO_COUNTRIES, type DemoCountry } from './seed/countries';
export { DEMO_LINE_CHECK_PATH, type DemoDomainRoute, type DemoDomainSeed } from './seed/domains';
export { DEMO_HELP_CENTER, DEMO_HELP_UNSAFE_MARKERS, DEMO_HELP_UNSAFE_TAG, type DemoHelpItem } from './seed/help';
export {
  DEMO_FIRST_NODE_ID,
  DEMO_GAME_COUNT,
  DEMO_GAME_PAGE_PATH,
  DEMO_ICON_PATH,
  DEMO_IMAGE_BASE,
  DEMO_LANES,
  HOT_CLASSIFY,
  filterGames,
  pageOf,
  seedGames,
  type DemoClassify,
  type DemoGame,
  type DemoLane,
  type DemoVendorCard,
  type GameFilter,
  type GamePageSlice,
  type GameSeed,
} from './seed/games';
export {
  DEMO_MAX_PAGE_SIZE,
  demoGames,
  gameHandlers,
  gameListAnswer,
  isUnderMaintenance,
  maskCustomerName,
  toWireGame,
} from './handlers/games';
export { favouriteHandlers } from './handlers/favourites';
export { DEMO_FAVOURITES_LIMIT, DEMO_RECENT_LIMIT, accountGames, type AccountGames } from './state/accountGames';
export { DEMO_GAME_PAGE_CSP, demoSpin, renderDemoGamePage, type DemoGamePageInput } from './pages/gamePage';
export { demoGoodPicturePath } from './pages/goodPictures';
export {
  DEMO_MARQUEE_SIZE,
  DEMO_NOTICE_COUNT,
  DEMO_NOTICE_UTC_OFFSET_MINUTES,
  seedAnnouncements,
  type AnnouncementsSeed,
  type DemoBanner,
  type DemoNotice,
  type DemoPopup,
  type DemoPromotion,
} from './seed/announcements';
export { announcementHandlers, announcementsOf } from './handlers/announcements';
export {
  DEMO_LOTTERY_UTC_OFFSET_MINUTES,
  DEMO_LOTTO_GAMES,
  DEMO_VN_GAMES,
  DEMO_VN_MENUS,
  drawOf,
  openedDraws,
  type DemoDraw,
  type DemoLotteryGame,
  type DemoLotteryMenu,
} from './seed/lottery';
export { DEMO_LOTTERY_LOBBY_PATH, lotteryHandlers } from './handlers/lottery';
export { DEMO_CHAT_PATH, liveHandlers, seedLiveModels, type DemoLiveModel } from './handlers/live';
export { promotionsHandlers } from './handlers/promotions';
export { DEMO_ACTIVITIES, type DemoActivity } from './seed/promotions';
export { DEMO_CONTRACT_RELAYS, contractsHandlers } from './handlers/contracts';
export { seedContracts, type DemoContract } from './seed/contracts';
export { demoPointsLedger, pointsHandlers } from './handlers/points';
export {
  DEMO_POINTS_CONFIG,
  seedPointRewards,
  seedPointsLedger,
  type DemoPointReward,
  type DemoPointsConfig,
  type DemoPointsLedger,
  type DemoPointTransaction,
  type DemoRedeem,
} from './seed/points';
export {
  DEMO_FEEDBACK_QUESTION_TYPES,
  DEMO_FEEDBACK_WORD_BOUNDS,
  feedbackHandlers,
  type DemoFeedback,
} from './handlers/feedback';
export { messagesHandlers } from './handlers/messages';
export { withdrawHandlers } from './handlers/withdraw';
export { agentTeamHandlers, teamOf, teamOverviewOf, type TeamPeriod } from './handlers/agentTeam';
export { downlineListOf, ownRebatesOf, registerOptionsOf } from './handlers/agentDownlines';
export { settleFor, type SettlementRecord as DemoSettlementRecord } from './handlers/agentSettlement';
export { downlineLedgerOf } from './handlers/agentDownlineTransactions';
export { betsOf, type SimulatedBet } from './state/bets';
export {
  DEMO_WITHDRAW_BANKS,
  DEMO_WITHDRAW_DEFAULTS,
  demoWithdrawState,
  setDemoWithdrawSettings,
  type DemoBankCard,
  type DemoWithdrawal,
  type DemoWithdrawSettings,
} from './handlers/withdrawState';
